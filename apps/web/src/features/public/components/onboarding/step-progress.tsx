import { ONBOARDING_STEPS } from '@tableside/domain/onboarding';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The numbered progress bar: each step's number and name, the current one marked. */
export function StepProgress({ current }: { current: number }) {
  const { t } = useTranslation('public');
  const total = ONBOARDING_STEPS.length;
  return (
    <nav
      aria-label={t('onboarding.progress', {
        step: current + 1,
        total,
        name: t(`onboarding.steps.${ONBOARDING_STEPS[current]}`),
      })}
    >
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] dark:bg-blue-400"
          style={{ width: `${((current + 1) / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-6 gap-1 text-center text-xs">
        {ONBOARDING_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            data-testid={`progress-${step}`}
            className="flex flex-col items-center gap-1"
          >
            <span
              className={clsx(
                'flex size-7 items-center justify-center rounded-full border text-sm font-semibold',
                index < current &&
                  'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950',
                index === current &&
                  'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300',
                index > current &&
                  'border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-300',
              )}
            >
              {index + 1}
            </span>
            <span className="hidden text-slate-700 sm:block dark:text-slate-300">
              {t(`onboarding.steps.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
