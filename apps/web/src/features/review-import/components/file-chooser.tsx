import { IMPORT_MAX_BYTES } from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { uploadImportFile } from '../api/review-import-api.ts';

/** The first step: a file up to 50 MB, sent as soon as it is chosen. */
export function FileChooser({ onUploaded }: { onUploaded: (upload: TReviewImport) => void }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({ mutationFn: uploadImportFile, onSuccess: onUploaded });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    // The server refuses it too; saying so here spares sending 50 MB for nothing.
    setTooLarge(file.size > IMPORT_MAX_BYTES);
    if (file.size <= IMPORT_MAX_BYTES) upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('reviewImport.file')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,.tsv,.txt,.json,.jsonl,.ndjson,text/csv,application/json"
        onChange={handleChange}
        disabled={upload.isPending}
        aria-describedby={`${inputId}-help`}
        data-testid="import-file"
        className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      <p id={`${inputId}-help`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('reviewImport.fileHelp')}
      </p>
      {upload.isPending && <Spinner label={t('reviewImport.uploading')} showLabel />}
      {(tooLarge || upload.error) && (
        <p
          role="alert"
          className="text-sm text-red-800 dark:text-red-200"
          data-testid="import-error"
        >
          {t(tooLarge ? 'common:errors.file_too_large' : errorMessageKey(upload.error))}
        </p>
      )}
    </div>
  );
}
