import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/api-client.ts';

/**
 * A failed call's reason in the reader's language, announced to screen readers: the one way
 * screens show an API error under the control that caused it.
 */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300">
      {t(errorMessageKey(error))}
    </p>
  );
}
