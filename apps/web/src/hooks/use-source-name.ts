import { useTranslation } from 'react-i18next';
import { sourceName } from '../lib/source-name.ts';

/** `sourceName` in the interface language. */
export function useSourceName(): (source: string) => string {
  const { t } = useTranslation('dashboard');
  return (source) => sourceName(source, t);
}
