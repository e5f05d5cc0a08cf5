import { IMPORT_HISTORY_DAYS, type ImportLocation } from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnMapping } from './column-mapping.tsx';
import { FileChooser } from './file-chooser.tsx';
import { ImportProgress } from './import-progress.tsx';

type Step =
  { kind: 'choose' } | { kind: 'map'; upload: TReviewImport } | { kind: 'run'; id: string };

/**
 * The Import panel of the administration screen: choose a CSV or JSON file, map its columns
 * (guessed from the headers) with a preview of the first rows, then follow the import to its
 * summary and the report of the rows refused.
 */
export function ReviewImportPanel({ locations }: { locations: readonly ImportLocation[] }) {
  const { t } = useTranslation('dashboard');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  return (
    <section
      id="review-import"
      aria-labelledby="review-import-heading"
      data-testid="review-import"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="review-import-heading" className="text-lg font-semibold">
        {t('reviewImport.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('reviewImport.description', { days: IMPORT_HISTORY_DAYS })}
      </p>
      <div className="mt-4">
        {step.kind === 'choose' && (
          <FileChooser onUploaded={(upload) => setStep({ kind: 'map', upload })} />
        )}
        {step.kind === 'map' && (
          <ColumnMapping
            upload={step.upload}
            locations={locations}
            onCancel={() => setStep({ kind: 'choose' })}
            onStarted={(id) => setStep({ kind: 'run', id })}
          />
        )}
        {step.kind === 'run' && (
          <ImportProgress id={step.id} onAnother={() => setStep({ kind: 'choose' })} />
        )}
      </div>
    </section>
  );
}
