import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Measure } from './plan.ts';

/**
 * Noto Sans regular and bold (SIL Open Font License, fonts/OFL.txt): Latin, Greek, Cyrillic and
 * Vietnamese, so names such as "Łukasz", "Ζωή", "Đặng" or "Иван" print as written.
 */
export type FontFiles = { regular: ArrayBuffer; bold: ArrayBuffer };
export type ReportFonts = { regular: PDFFont; bold: PDFFont; measure: Measure };

/** Embeds the two faces, keeping only the glyphs the report draws (a few tens of KB). */
export async function embedReportFonts(doc: PDFDocument, files: FontFiles): Promise<ReportFonts> {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return {
    regular,
    bold,
    measure: (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size),
  };
}
