import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client.ts';

/** A section's save outcome: the success message, or the translated reason it failed. */
export function SaveStatus({
  id,
  isSuccess,
  error,
  errorText,
}: {
  id: string;
  isSuccess: boolean;
  error: unknown;
  /** Overrides the API error's own message, e.g. for a field the form knows about. */
  errorText?: string | null;
}) {
  const { t } = useTranslation('dashboard');
  if (isSuccess) {
    return (
      <p
        role="status"
        data-testid={`${id}-saved`}
        className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {t('replySettings.saved')}
      </p>
    );
  }
  if (!error && !errorText) return null;
  return (
    <p
      role="alert"
      data-testid={`${id}-error`}
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {errorText ??
        t('common:withDetail', {
          text: t('replySettings.saveFailed'),
          detail: t(errorMessageKey(error)),
        })}
    </p>
  );
}
