import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { PublicPage } from '../public-pages.ts';

/** A public page before its content arrives in a later issue: a heading and what it is for. */
export function InfoPage({ page, lang }: { page: PublicPage; lang: string }) {
  const { t } = useTranslation('public');
  const cta = page === 'onboarding' || page === 'enterprise-quote' ? null : 'onboarding';
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t(`pages.${page}.title`)}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t(`pages.${page}.description`)}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(`pages.${page}.detail`)}</p>
      {cta && (
        <Link to={`/${lang}/${cta}`} className={buttonClass('primary')}>
          {t('landing.freeTrial')}
        </Link>
      )}
    </div>
  );
}
