import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client.ts';

/**
 * A list that could not be loaded says so, with the reason ("Unexpected response format", "The
 * server could not be reached"): never an empty list, zeros or "none found" in its place.
 */
export function LoadFailed({ what, error }: { what: string; error: unknown }) {
  const { t } = useTranslation('superadmin');
  return (
    <p role="alert" data-testid="load-failed" className="text-sm text-red-800 dark:text-red-200">
      {t('common:withDetail', { text: what, detail: t(errorMessageKey(error)) })}
    </p>
  );
}
