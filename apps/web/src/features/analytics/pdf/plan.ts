/**
 * The drawing plan of a report PDF: every piece of text, box, star and arrow with its page and
 * position, decided before pdf-lib draws anything (render.ts), so the layout is a pure function
 * that tests read without parsing a PDF.
 *
 * A4, not US Letter: most of our restaurants are in France and Europe, and a North American
 * printer fits an A4 page on Letter ("fit to page") with a few millimetres more margin, while
 * the reverse would crop. Positions are PDF points from the bottom-left corner.
 */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 44;
/** The footer's band: nothing else is drawn below this line. */
export const BOTTOM = 54;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

export type Rgb = readonly [number, number, number];

export const COLORS = {
  ink: [0.12, 0.14, 0.18],
  muted: [0.4, 0.43, 0.48],
  band: [0.1, 0.2, 0.32],
  bandText: [1, 1, 1],
  bandMuted: [0.78, 0.84, 0.9],
  tile: [0.95, 0.96, 0.975],
  rule: [0.86, 0.88, 0.9],
  bar: [0.18, 0.38, 0.62],
  positive: [0.14, 0.55, 0.34],
  neutral: [0.66, 0.68, 0.72],
  negative: [0.8, 0.24, 0.2],
  star: [0.96, 0.66, 0.1],
  starEmpty: [0.84, 0.86, 0.89],
} as const satisfies Record<string, Rgb>;

export type TextOp = {
  kind: 'text';
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  bold: boolean;
  color: Rgb;
};
export type RectOp = { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgb };
/** Five stars, `rating` of them filled, left edge at x, bottom at y. */
export type StarsOp = { kind: 'stars'; x: number; y: number; size: number; rating: number };
/** A small triangle pointing up or down, for a change. */
export type ArrowOp = {
  kind: 'arrow';
  x: number;
  y: number;
  size: number;
  up: boolean;
  color: Rgb;
};
export type Op = TextOp | RectOp | StarsOp | ArrowOp;

export type PlanPage = { ops: Op[] };
export type DrawingPlan = { pages: PlanPage[] };

/** Width of a text in the report's font at a size (the embedded font's own metrics). */
export type Measure = (text: string, size: number, bold: boolean) => number;

type TextStyle = { size: number; bold?: boolean; color?: Rgb };

/** Writes a plan top to bottom, opening a new page whenever the next block would not fit. */
export class PlanWriter {
  readonly pages: PlanPage[] = [];
  /** The top of the free space on the current page. */
  y = 0;

  constructor(readonly measure: Measure) {
    this.newPage();
  }

  newPage(): void {
    this.pages.push({ ops: [] });
    this.y = PAGE.height - MARGIN;
  }

  /** Keeps a block of `height` points whole: a new page unless it fits above the footer. */
  room(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }

  add(op: Op): void {
    (this.pages.at(-1) as PlanPage).ops.push(op);
  }

  text(text: string, x: number, y: number, style: TextStyle): void {
    if (!text) return;
    this.add({
      kind: 'text',
      text,
      x,
      y,
      size: style.size,
      bold: style.bold ?? false,
      color: style.color ?? COLORS.ink,
    });
  }

  width(text: string, style: TextStyle): number {
    return this.measure(text, style.size, style.bold ?? false);
  }

  /** The text cut with an ellipsis so that it fits `width`. */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const chars = [...text];
    while (chars.length > 1 && this.width(`${chars.join('')}…`, style) > width) chars.pop();
    return `${chars.join('').trimEnd()}…`;
  }

  /** Lines no wider than `width`, broken at spaces; a word longer than a line is cut. */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (this.width(next, style) <= width) {
        line = next;
      } else if (!line) {
        lines.push(this.fit(word, width, style));
      } else {
        lines.push(line);
        line = this.width(word, style) <= width ? word : this.fit(word, width, style);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A wrapped paragraph at the cursor, flowing onto the next page line by line. */
  paragraph(text: string, x: number, width: number, style: TextStyle, leading = 1.4): void {
    const step = style.size * leading;
    for (const line of this.wrap(text, width, style)) {
      this.room(step);
      this.y -= step;
      this.text(line, x, this.y + step * 0.25, style);
    }
  }

  /** A section's title with a rule under it, kept with at least `keep` points of what follows. */
  heading(title: string, keep = 60): void {
    this.room(30 + keep);
    this.y -= 18;
    this.text(title, MARGIN, this.y, { size: 12.5, bold: true });
    this.y -= 7;
    this.add({ kind: 'rect', x: MARGIN, y: this.y, w: CONTENT_WIDTH, h: 0.8, color: COLORS.rule });
    this.y -= 10;
  }

  /** The footer of every page, once the number of pages is known. */
  footer(left: string, right: (page: number, pages: number) => string): DrawingPlan {
    const style = { size: 8, color: COLORS.muted };
    this.pages.forEach((page, i) => {
      const label = right(i + 1, this.pages.length);
      const labelWidth = this.width(label, style);
      page.ops.push(
        { kind: 'rect', x: MARGIN, y: BOTTOM - 16, w: CONTENT_WIDTH, h: 0.6, color: COLORS.rule },
        {
          kind: 'text',
          text: this.fit(left, CONTENT_WIDTH - labelWidth - 20, style),
          x: MARGIN,
          y: BOTTOM - 30,
          bold: false,
          ...style,
        },
        {
          kind: 'text',
          text: label,
          x: PAGE.width - MARGIN - labelWidth,
          y: BOTTOM - 30,
          bold: false,
          ...style,
        },
      );
    });
    return { pages: this.pages };
  }
}
