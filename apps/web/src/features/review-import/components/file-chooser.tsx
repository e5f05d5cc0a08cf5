import { IMPORT_MAX_BYTES } from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { uploadImportFile } from '../api/review-import-api.ts';

/** The first step: a file up to 50 MB, sent as soon as it is chosen. */
export function FileChooser({ onUploaded }: { onUploaded: (upload: TReviewImport) => void }) {
  const { t } = useTranslation('dashboard');
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({ mutationFn: uploadImportFile, onSuccess: onUploaded });

  function handleFile(file: File) {
    // The server refuses it too; saying so here spares sending 50 MB for nothing.
    setTooLarge(file.size > IMPORT_MAX_BYTES);
    if (file.size <= IMPORT_MAX_BYTES) upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <FileInput
        label={t('reviewImport.file')}
        help={t('reviewImport.fileHelp')}
        accept=".csv,.tsv,.txt,.json,.jsonl,.ndjson,text/csv,application/json"
        onFile={handleFile}
        disabled={upload.isPending}
        testId="import-file"
      />
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
