import type { TReport } from '@tableside/domain/schemas/analytics';

export function reportFileName(report: TReport, extension: string): string {
  return `tableside-${report.type}-${report.start_date}-${report.end_date}.${extension}`;
}

/** Hands a text file to the browser's downloads. */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
