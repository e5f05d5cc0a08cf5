import type { DateLanguage } from '@tableside/domain/date-ranges';
import { reportCsv } from '@tableside/domain/report-csv';
import type { TReport } from '@tableside/domain/schemas/analytics';
import type { PrintContext } from '../pdf/figures.ts';
import { download, reportFileName } from '../report-file.ts';
import { buildReportPdf } from '../report-pdf.ts';

export type { PrintContext };

export function downloadCsv(report: TReport, lang: DateLanguage): void {
  download(reportFileName(report, 'csv'), reportCsv(report, lang), 'text/csv;charset=utf-8');
}

export async function downloadPdf(report: TReport, context: PrintContext): Promise<void> {
  const bytes = await buildReportPdf(report, context);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(report, 'pdf');
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
