import { COLORS, CONTENT_WIDTH, MARGIN, type PlanWriter, type Rgb } from './plan.ts';

/** Vector bar charts of the printed report: rectangles and text, no image. */

export type Segment = { value: number; color: Rgb };
export type BarRow = {
  label: string;
  /** Stacked parts of the bar, left to right; their sum is the bar's length. */
  segments: Segment[];
  /** What the row reads at its right end ("12 reviews · 4.3"). */
  value: string;
};

const ROW = 19;
const BAR_HEIGHT = 10;

/**
 * One labelled horizontal bar per row, lengths against the longest (or against `scale`), the
 * value in a right-hand column; rows flow onto the next page.
 */
export function drawBars(
  w: PlanWriter,
  rows: BarRow[],
  options: {
    labelWidth?: number;
    valueWidth?: number;
    scale?: number;
    /** Writes each part's share inside it, where it fits. */
    share?: (percent: number) => string;
  } = {},
): void {
  const labelWidth = options.labelWidth ?? 130;
  const valueWidth = options.valueWidth ?? 140;
  const barX = MARGIN + labelWidth + 8;
  const barWidth = CONTENT_WIDTH - labelWidth - valueWidth - 16;
  const sum = (row: BarRow) => row.segments.reduce((s, part) => s + part.value, 0);
  const scale = options.scale ?? Math.max(1, ...rows.map(sum));
  const label = { size: 9 };
  const value = { size: 8.5, color: COLORS.muted };
  for (const row of rows) {
    w.room(ROW);
    w.y -= ROW;
    const mid = w.y + ROW / 2;
    w.text(w.fit(row.label, labelWidth, label), MARGIN, mid - 3, label);
    w.add({
      kind: 'rect',
      x: barX,
      y: mid - BAR_HEIGHT / 2,
      w: barWidth,
      h: BAR_HEIGHT,
      color: COLORS.tile,
    });
    const total = sum(row);
    let x = barX;
    for (const part of row.segments) {
      const length = (part.value / scale) * barWidth;
      if (length <= 0) continue;
      w.add({
        kind: 'rect',
        x,
        y: mid - BAR_HEIGHT / 2,
        w: length,
        h: BAR_HEIGHT,
        color: part.color,
      });
      const inside = { size: 6.5, bold: true, color: [1, 1, 1] as Rgb };
      const share = options.share?.(Math.round((part.value / total) * 100)) ?? '';
      if (share && w.width(share, inside) + 6 <= length) {
        w.text(share, x + (length - w.width(share, inside)) / 2, mid - 2.3, inside);
      }
      x += length;
    }
    const text = w.fit(row.value, valueWidth, value);
    w.text(text, MARGIN + CONTENT_WIDTH - w.width(text, value), mid - 3, value);
  }
  w.y -= 6;
}

/** Coloured squares naming the parts of the bars above. */
export function drawLegend(w: PlanWriter, items: { label: string; color: Rgb }[]): void {
  w.room(16);
  w.y -= 12;
  let x = MARGIN;
  const style = { size: 8, color: COLORS.muted };
  for (const item of items) {
    w.add({ kind: 'rect', x, y: w.y - 1, w: 8, h: 8, color: item.color });
    w.text(item.label, x + 12, w.y, style);
    x += 12 + w.width(item.label, style) + 16;
  }
  w.y -= 8;
}

/** Positive, neutral and negative as the three parts of a bar. */
export function sentimentSegments(counts: {
  positive: number;
  neutral: number;
  negative: number;
}): Segment[] {
  return [
    { value: counts.positive, color: COLORS.positive },
    { value: counts.neutral, color: COLORS.neutral },
    { value: counts.negative, color: COLORS.negative },
  ];
}
