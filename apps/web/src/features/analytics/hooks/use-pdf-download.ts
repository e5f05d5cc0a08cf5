import type { TReport } from '@tableside/domain/schemas/analytics';
import { useState } from 'react';
import { downloadPdf, type PrintContext } from '../components/report-export.ts';

/**
 * A report's PDF, made on demand (the library and its font are fetched then): whether it is being
 * made, and whether the last try failed (a lost connection, say), so the screen can say so.
 */
export function usePdfDownload(context: PrintContext) {
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  return {
    making: state === 'making',
    failed: state === 'failed',
    download(report: TReport) {
      setState('making');
      downloadPdf(report, context).then(
        () => setState('idle'),
        () => setState('failed'),
      );
    },
  };
}
