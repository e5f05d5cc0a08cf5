import { SOURCE_STATES, type SourceState } from '@tableside/domain/schemas/sources';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';

const TONE: Record<SourceState, string> = {
  attention:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  not_connected:
    'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  connected:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100',
};

/**
 * A chain's locations on one platform, counted by state ("2 need attention", "30 not connected",
 * "1 connected"); each count shows those rows in the table below.
 */
export function PlatformCounts({
  name,
  counts,
  onShow,
}: {
  name: string;
  counts: Record<SourceState, number>;
  onShow: (state: SourceState) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  return (
    <ul
      aria-label={t('sources.counts.label', { platform: name })}
      className="mt-3 flex flex-wrap gap-2"
    >
      {SOURCE_STATES.map((state) => {
        const count = counts[state];
        const what = t(`sources.counts.${state}`, { count, formatted: count.toLocaleString(lang) });
        // Nothing needs attention: no red to draw the eye to.
        const tone = state === 'attention' && count === 0 ? 'not_connected' : state;
        return (
          <li key={state}>
            <button
              type="button"
              disabled={count === 0}
              onClick={() => onShow(state)}
              aria-label={t('sources.counts.show', { platform: name, what })}
              data-testid={`source-count-${state}`}
              className={clsx(
                'rounded-full border px-3 py-1 text-sm font-medium enabled:hover:underline disabled:opacity-70',
                TONE[tone],
              )}
            >
              {what}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
