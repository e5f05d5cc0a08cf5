import { IMPORT_REFUSAL_TEXT, type ImportRefusalReason } from '@tableside/domain/review-import';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useDownloadReport, useImportProgress } from '../api/review-import-api.ts';
import { DeleteImport } from './delete-import.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/** The last step: the progress bar while the job runs, then what it imported and refused. */
export function ImportProgress({ id, onAnother }: { id: string; onAnother: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const { data, error } = useImportProgress(id);
  const download = useDownloadReport();
  const percent = Math.round((data?.progress ?? 0) * 100);
  const done = data?.status === 'done';
  const reasons = IMPORT_REFUSAL_TEXT[i18n.language === 'fr' ? 'fr' : 'en'];
  return (
    <div className="flex flex-col gap-4">
      <div
        role="progressbar"
        aria-label={t('reviewImport.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="import-progress"
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="text-sm" data-testid="import-status">
        {data?.status === 'failed'
          ? t('reviewImport.failed', { error: data.error ?? '' })
          : done
            ? t('reviewImport.done')
            : t('reviewImport.running', { count: data?.processed_rows ?? 0, percent })}
      </p>
      {error && <ErrorText error={error} />}
      {data?.status === 'failed' && (
        <div className="flex gap-2">
          <DeleteImport id={id} onDeleted={onAnother} />
          <Button onClick={onAnother}>{t('reviewImport.another')}</Button>
        </div>
      )}
      {done && data && (
        <div className="flex flex-col gap-3" data-testid="import-summary">
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {(['imported', 'duplicates', 'refused'] as const).map((key) => (
              <div
                key={key}
                className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
              >
                <dt className="text-slate-700 dark:text-slate-300">
                  {t(`reviewImport.summary.${key}`)}
                </dt>
                <dd className="text-xl font-semibold" data-testid={`import-${key}`}>
                  {data[key].toLocaleString(i18n.language)}
                </dd>
              </div>
            ))}
          </dl>
          {data.refused > 0 && (
            <>
              <ul className="list-disc pl-5 text-sm">
                {Object.entries(data.refusal_reasons).map(([reason, count]) => (
                  <li key={reason}>
                    {reasons[reason as ImportRefusalReason]} ({count})
                  </li>
                ))}
              </ul>
              <div>
                <Button
                  variant="secondary"
                  onClick={() => download.mutate({ id, lang: i18n.language })}
                  disabled={download.isPending}
                  data-testid="import-report"
                >
                  {t('reviewImport.downloadReport')}
                </Button>
              </div>
            </>
          )}
          {download.error && <ErrorText error={download.error} />}
          <div className="flex gap-2">
            <Button onClick={onAnother}>{t('reviewImport.another')}</Button>
            <DeleteImport id={id} onDeleted={onAnother} />
          </div>
        </div>
      )}
    </div>
  );
}
