import { COLORS, CONTENT_WIDTH, MARGIN, type PlanWriter, type Rgb } from './plan.ts';

/** A guest's words as printed: the stars, when and where, then the words themselves. */
export type PrintedQuote = { rating: number; meta: string; text: string };

const STAR = 8.5;
const TEXT = { size: 9.5 } as const;
const LEADING = 13.5;

/** Quotes under one another, each kept whole on a page, marked with a bar of `accent`. */
export function drawQuotes(w: PlanWriter, quotes: PrintedQuote[], accent: Rgb): void {
  const x = MARGIN + 12;
  const width = CONTENT_WIDTH - 12;
  for (const quote of quotes) {
    const lines = w.wrap(quote.text, width, TEXT);
    const height = 16 + lines.length * LEADING + 10;
    w.room(height);
    const top = w.y;
    w.add({ kind: 'rect', x: MARGIN, y: top - height + 8, w: 2.5, h: height - 8, color: accent });
    w.add({ kind: 'stars', x, y: top - 11, size: STAR, rating: quote.rating });
    const meta = { size: 8, color: COLORS.muted };
    const metaX = x + 5 * (STAR + 1.5) + 6;
    w.text(w.fit(quote.meta, MARGIN + CONTENT_WIDTH - metaX, meta), metaX, top - 10, meta);
    let y = top - 16;
    for (const line of lines) {
      y -= LEADING;
      w.text(line, x, y + 3, TEXT);
    }
    w.y = top - height;
  }
}
