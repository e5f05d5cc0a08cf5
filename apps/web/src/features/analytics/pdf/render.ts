import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { ReportFonts } from './fonts.ts';
import { COLORS, PAGE, type DrawingPlan, type Op } from './plan.ts';

type Lib = typeof PdfLib;

/** A five-pointed star of unit radius around (0, 0), as an SVG path (y grows downwards). */
const STAR_PATH = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 1 : 0.45;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${i === 0 ? 'M' : 'L'}${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
}).join(' ');

function draw(lib: Lib, page: PDFPage, op: Op, fonts: ReportFonts): void {
  const color = (c: readonly [number, number, number]) => lib.rgb(c[0], c[1], c[2]);
  switch (op.kind) {
    case 'text':
      page.drawText(op.text, {
        x: op.x,
        y: op.y,
        size: op.size,
        font: op.bold ? fonts.bold : fonts.regular,
        color: color(op.color),
      });
      return;
    case 'rect':
      page.drawRectangle({ x: op.x, y: op.y, width: op.w, height: op.h, color: color(op.color) });
      return;
    case 'stars':
      for (let i = 0; i < 5; i++) {
        page.drawSvgPath(STAR_PATH, {
          x: op.x + op.size / 2 + i * (op.size + 1.5),
          y: op.y + op.size / 2,
          scale: op.size / 2,
          color: color(i < op.rating ? COLORS.star : COLORS.starEmpty),
        });
      }
      return;
    case 'arrow': {
      const h = op.size * 0.8;
      const path = op.up
        ? `M0 0 L${op.size} 0 L${op.size / 2} ${-h} Z`
        : `M0 ${-h} L${op.size} ${-h} L${op.size / 2} 0 Z`;
      page.drawSvgPath(path, { x: op.x, y: op.y, color: color(op.color) });
    }
  }
}

/** Draws a plan with pdf-lib into the document its fonts were embedded in. */
export async function renderPlan(
  lib: Lib,
  doc: PDFDocument,
  plan: DrawingPlan,
  fonts: ReportFonts,
): Promise<Uint8Array<ArrayBuffer>> {
  for (const planned of plan.pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const op of planned.ops) draw(lib, page, op, fonts);
  }
  return new Uint8Array(await doc.save());
}
