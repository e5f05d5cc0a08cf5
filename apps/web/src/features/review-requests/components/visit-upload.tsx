import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
import { useUploadVisits } from '../api/review-requests-api.ts';

type Problem = { line: number; field: string };

/** A CSV of visits (docs/product/review-requests.md#visits): all rows or none. */
export function VisitUpload({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const upload = useUploadVisits(restaurantId);
  const problems =
    upload.error instanceof ApiError && Array.isArray(upload.error.details)
      ? (upload.error.details as Problem[])
      : [];
  return (
    <div className="flex flex-col gap-2" data-testid="visit-upload">
      <FileInput
        label={t('reviewRequests.upload')}
        help={t('reviewRequests.uploadHint')}
        accept=".csv,text/csv"
        onFile={(file) => upload.mutate(file)}
        disabled={upload.isPending}
        testId="visit-file"
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
