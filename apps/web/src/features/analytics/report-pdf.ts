import type { TReport } from '@tableside/domain/schemas/analytics';
import type { PrintContext } from './pdf/figures.ts';
import type { FontFiles } from './pdf/fonts.ts';

/**
 * Reports as PDF through pdf-lib (docs/decisions/0022-report-pdf-library.md): a drawing plan
 * (pdf/report-plan.ts) of a header band, figure tiles, vector charts and quotes, drawn in an
 * embedded Noto Sans. The library, fontkit and the fonts are fetched only when a PDF is asked
 * for, so the dashboard never downloads them otherwise.
 */
export async function buildReportPdf(
  report: TReport,
  context: PrintContext,
  files?: FontFiles,
): Promise<Uint8Array<ArrayBuffer>> {
  const [lib, { embedReportFonts }, { reportPlan }, { renderPlan }] = await Promise.all([
    import('pdf-lib'),
    import('./pdf/fonts.ts'),
    import('./pdf/report-plan.ts'),
    import('./pdf/render.ts'),
  ]);
  const fontFiles = files ?? (await (await import('./pdf/font-files.ts')).fetchFontFiles());
  const doc = await lib.PDFDocument.create();
  doc.setTitle(
    `${context.restaurantName} – ${context.t(`analytics.reports.types.${report.type}`)}`,
  );
  doc.setLanguage(context.lang);
  const fonts = await embedReportFonts(doc, fontFiles);
  return renderPlan(lib, doc, reportPlan(report, context, fonts.measure), fonts);
}
