import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
import { useUploadVisits } from '../api/review-requests-api.ts';

type Problem = { line: number; field: string };

/** A CSV of visits (docs/product/review-requests.md#visits): all rows or none. */
export function VisitUpload({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const upload = useUploadVisits(restaurantId);
  const problems =
    upload.error instanceof ApiError && Array.isArray(upload.error.details)
      ? (upload.error.details as Problem[])
      : [];
  return (
    <div className="flex flex-col gap-2" data-testid="visit-upload">
      <label htmlFor={id} className="text-sm font-medium">
        {t('reviewRequests.upload')}
      </label>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('reviewRequests.uploadHint')}</p>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className={FIELD_CLASS}
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      {upload.isSuccess && (
        <p role="status" className="text-sm">
          {t('reviewRequests.uploaded', upload.data)}
        </p>
      )}
      {upload.isError && (
        <div role="alert" className="text-sm text-red-800 dark:text-red-300">
          <p>{t(errorMessageKey(upload.error))}</p>
          <ul>
            {problems.map((p) => (
              <li key={`${p.line}-${p.field}`}>
                {t('reviewRequests.problem', { line: p.line, field: p.field })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
