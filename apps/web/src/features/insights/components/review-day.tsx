import { useLang } from '../../../hooks/use-lang.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** A review's date in the display format of the interface language ("Mar 05, 2026", "5 mars 2026"). */
export function ReviewDay({ iso }: { iso: string }) {
  const lang = useLang();
  return <time dateTime={iso}>{formatDate(iso, lang)}</time>;
}
