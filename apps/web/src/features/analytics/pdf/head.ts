import { COLORS, CONTENT_WIDTH, MARGIN, PAGE, type PlanWriter } from './plan.ts';

/** The band across the top of the first page: whose report, which kind, which days, where. */
export type ReportHead = { restaurant: string; title: string; lines: string[] };

export function drawHead(w: PlanWriter, head: ReportHead): void {
  const nameStyle = { size: 20, bold: true, color: COLORS.bandText };
  const names = w.wrap(head.restaurant || head.title, CONTENT_WIDTH, nameStyle).slice(0, 2);
  const lineStyle = { size: 9.5, color: COLORS.bandText };
  const height = 34 + names.length * 24 + (head.restaurant ? 18 : 0) + head.lines.length * 14 + 14;
  w.add({
    kind: 'rect',
    x: 0,
    y: PAGE.height - height,
    w: PAGE.width,
    h: height,
    color: COLORS.band,
  });
  let y = PAGE.height - 30;
  for (const name of names) {
    y -= 16;
    w.text(name, MARGIN, y, nameStyle);
    y -= 8;
  }
  if (head.restaurant) {
    y -= 16;
    w.text(head.title, MARGIN, y, { size: 12, bold: true, color: COLORS.bandMuted });
  }
  y -= 6;
  for (const line of head.lines) {
    y -= 14;
    w.text(w.fit(line, CONTENT_WIDTH, lineStyle), MARGIN, y, lineStyle);
  }
  w.y = PAGE.height - height - 14;
}

/** Which way a figure moved, and whether that way is good news for the restaurant. */
export type TileChange = { text: string; up: boolean | null; good: boolean };
export type Tile = { label: string; value: string; before: string; change: TileChange | null };

const TILE_HEIGHT = 74;
const GAP = 10;

/** Headline figures in a row of boxes: the figure, the comparison and the coloured change. */
export function drawTiles(w: PlanWriter, tiles: Tile[], perRow = 4): void {
  const width = (CONTENT_WIDTH - GAP * (perRow - 1)) / perRow;
  for (let i = 0; i < tiles.length; i += perRow) {
    w.room(TILE_HEIGHT + GAP);
    const top = w.y;
    tiles.slice(i, i + perRow).forEach((tile, col) => {
      const x = MARGIN + col * (width + GAP);
      const inner = width - 20;
      w.add({
        kind: 'rect',
        x,
        y: top - TILE_HEIGHT,
        w: width,
        h: TILE_HEIGHT,
        color: COLORS.tile,
      });
      w.add({ kind: 'rect', x, y: top - TILE_HEIGHT, w: 3, h: TILE_HEIGHT, color: COLORS.bar });
      const label = { size: 8, color: COLORS.muted };
      w.text(w.fit(tile.label, inner, label), x + 12, top - 15, label);
      const value = { size: 18, bold: true };
      w.text(w.fit(tile.value, inner, value), x + 12, top - 38, value);
      if (tile.change) {
        const { up, good, text } = tile.change;
        const color = up === null ? COLORS.muted : good ? COLORS.positive : COLORS.negative;
        if (up !== null) w.add({ kind: 'arrow', x: x + 12, y: top - 52, size: 6.5, up, color });
        const style = { size: 8, bold: true, color };
        w.text(w.fit(text, inner - 9, style), x + (up === null ? 12 : 21), top - 52, style);
      }
      const before = { size: 8, color: COLORS.muted };
      w.text(w.fit(tile.before, inner, before), x + 12, top - 64, before);
    });
    w.y = top - TILE_HEIGHT - GAP;
  }
}
