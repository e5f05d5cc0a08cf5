import type { ReactNode } from 'react';
import {
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_MARGIN, GRID_STROKE, TOOLTIP_STYLE } from './count-bar-chart.tsx';

/** Room for a name beside its bar; longer names are cut, the full one stays in the tooltip. */
const LABEL_WIDTH = 128;
const LABEL_CHARS = 16;
/** Each name gets a row of its own, so long dish and staff names never run into each other. */
const ROW_HEIGHT = 28;
const AXES_AND_LEGEND = 72;

export function truncateLabel(name: string, max = LABEL_CHARS): string {
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** The chart's height for `rows` names: a row each, never shorter than the other charts. */
export function nameChartHeight(rows: number): number {
  return Math.max(256, rows * ROW_HEIGHT + AXES_AND_LEGEND);
}

type TickProps = { x?: number; y?: number; payload?: { value?: unknown } };

function NameTick({ x = 0, y = 0, payload }: TickProps) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill="currentColor" fontSize={AXIS_TICK.fontSize}>
      <title>{name}</title>
      {truncateLabel(name)}
    </text>
  );
}

/**
 * Horizontal bars of whole counts, one row per name (`category` names the data's key): the
 * names read left to right however long they are; `children` are the `<Bar>`s.
 */
export function NameBarChart({
  data,
  category,
  children,
}: {
  data: object[];
  category: string;
  children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={CHART_MARGIN}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} stroke="currentColor" />
        <YAxis
          type="category"
          dataKey={category}
          tick={<NameTick />}
          stroke="currentColor"
          width={LABEL_WIDTH}
          interval={0}
        />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
