import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client.ts';

/** A failed figure call: the message, while the previous figures stay on screen. */
export function QueryError({
  error,
  messageKey = 'analytics.errors.metrics',
}: {
  error: unknown;
  /** What failed (docs/product/analytics.md#failure-messages). */
  messageKey?: string;
}) {
  const { t } = useTranslation('dashboard');
  if (!error) return null;
  return (
    <p
      role="alert"
      className="text-sm text-red-800 dark:text-red-300"
      data-testid="analytics-error"
    >
      {t(messageKey)} {t(errorMessageKey(error))}
    </p>
  );
}
