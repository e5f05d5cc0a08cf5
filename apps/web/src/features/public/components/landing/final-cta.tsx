import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function FinalCta({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  return (
    <section
      aria-labelledby="final-cta-title"
      data-testid="landing-final-cta"
      className="bg-blue-800 px-4 py-16 text-white dark:bg-blue-950"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight">
          {t('landing.finalCta.title')}
        </h2>
        <p className="text-lg text-blue-50">{t('landing.finalCta.body')}</p>
        <Link
          to={`/${lang}/onboarding`}
          className="rounded-md bg-white px-6 py-3 text-base font-semibold text-blue-900 hover:bg-blue-50"
        >
          {t('landing.freeTrial')}
        </Link>
        <Link to={`/${lang}/enterprise-quote`} className="text-sm text-white underline">
          {t('landing.finalCta.quote')}
        </Link>
      </div>
    </section>
  );
}
