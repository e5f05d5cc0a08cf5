import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { DemoVideoDialog, DEMO_DIALOG_ID } from './demo-video-dialog.tsx';

/** Hero stats of the landing page (docs/product/public-site.md#landing-page). */
const HERO_STATS = ['responses', 'restaurants', 'hours'] as const;

export function Hero({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  return (
    <>
      <section className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 pt-16 pb-8">
        <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
          {t('landing.eyebrow')}
        </p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          {t('landing.title')}
        </h1>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t('landing.subtitle')}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to={`/${lang}/onboarding`}
            className={buttonClass('primary', 'px-6 py-3 text-base')}
            data-testid="free-trial"
          >
            {t('landing.freeTrial')}
          </Link>
          <button
            type="button"
            className={buttonClass('secondary', 'px-6 py-3 text-base')}
            data-open-dialog={DEMO_DIALOG_ID}
            data-testid="demo-video"
          >
            {t('landing.demoVideo')}
          </button>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('landing.trialNote')}</p>
      </section>
      <section
        aria-labelledby="hero-stats"
        className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 pb-8 sm:grid-cols-3"
      >
        <h2 id="hero-stats" className="sr-only">
          {t('landing.statsTitle')}
        </h2>
        {HERO_STATS.map((stat) => (
          <div
            key={stat}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-3xl font-bold text-blue-800 dark:text-blue-300">
              {t(`landing.stats.${stat}.value`)}
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(`landing.stats.${stat}.label`)}
            </p>
          </div>
        ))}
      </section>
      <DemoVideoDialog />
    </>
  );
}
