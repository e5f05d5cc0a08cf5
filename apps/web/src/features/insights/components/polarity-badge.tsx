import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<string, string> = {
  positive: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  negative: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  conflict: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
};

/** Sentiment in words as well as colour, so it never depends on colour alone. */
export function PolarityBadge({ polarity }: { polarity: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[polarity] ?? TONES.neutral,
      )}
      data-testid="polarity"
    >
      {t(`insights.polarity.${polarity}`, { defaultValue: polarity })}
    </span>
  );
}
