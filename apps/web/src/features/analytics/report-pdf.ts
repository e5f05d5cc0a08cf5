/**
 * Reports as PDF through pdf-lib (docs/decisions/0022-report-pdf-library.md): text lines in
 * Helvetica on A4 pages. The library is imported only when a PDF is asked for, so the dashboard
 * never downloads it otherwise.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const LEADING = 15;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** Spaces the standard font lacks but a reader would not miss (French number formats). */
const SPACES = /[\u2000-\u200a\u202f\u205f]/g;

export type PdfLine = { text: string; size?: number };

export async function buildPdf(lines: PdfLine[]): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Helvetica is WinAnsi only: a character it cannot draw shows as "?" instead of failing.
  const drawable = new Set(font.getCharacterSet());
  const printable = (text: string) =>
    [...text.replace(SPACES, ' ')]
      .map((ch) => (drawable.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    lines.slice(i, i + LINES_PER_PAGE).forEach((line, row) => {
      page.drawText(printable(line.text), {
        x: MARGIN,
        y: PAGE_HEIGHT - MARGIN - row * LEADING,
        size: line.size ?? 10,
        font,
      });
    });
  }
  const bytes = await doc.save();
  return new Uint8Array(bytes);
}
