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

// One look for every chart of the analytics screens; the colours follow the text's.
export const AXIS_TICK = { fill: 'currentColor', fontSize: 12 };
export const GRID_STROKE = 'rgb(148 163 184 / 0.35)';
export const TOOLTIP_STYLE = { color: '#0f172a' };
export const CHART_MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };

/**
 * Bars of whole counts against a category axis (`category` names the data's key), with the
 * grid, tooltip and legend of every chart here; `children` are the `<Bar>`s.
 */
export function CountBarChart({
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
      <BarChart accessibilityLayer={false} data={data} margin={CHART_MARGIN}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" />
        <XAxis dataKey={category} tick={AXIS_TICK} stroke="currentColor" />
        <YAxis allowDecimals={false} tick={AXIS_TICK} stroke="currentColor" width={40} />
        <Tooltip contentStyle={TOOLTIP_STYLE} />
        <Legend />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
