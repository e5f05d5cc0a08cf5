import { COLORS, CONTENT_WIDTH, MARGIN, type PlanWriter, type Rgb } from './plan.ts';

/** A guest's words as printed: the stars, when and where, then the words themselves. */
export type PrintedQuote = { rating: number; meta: string; text: string };

const STAR = 8.5;
const TEXT = { size: 9.5 } as const;
const LEADING = 13.5;

/**
 * A section of quotes under its title, each quote kept whole on a page and marked with a bar of
 * `accent`; the title stays with the first quote and comes again (`continued`) on a new page.
 */
export function drawQuotes(
  w: PlanWriter,
  titles: { title: string; continued: string },
  quotes: PrintedQuote[],
  accent: Rgb,
): void {
  const x = MARGIN + 12;
  const width = CONTENT_WIDTH - 12;
  quotes.forEach((quote, i) => {
    const lines = w.wrap(quote.text, width, TEXT);
    const height = 16 + lines.length * LEADING + 10;
    if (i === 0) w.heading(titles.title, height);
    else if (w.room(height)) w.heading(titles.continued, height);
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
  });
}
