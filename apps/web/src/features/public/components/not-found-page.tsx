import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { Language } from '../../../lib/languages.ts';

/**
 * An unknown public path, in the path's language (docs/product/public-site.md#unknown-pages); the
 * server answers such a path with status 404.
 */
export function NotFoundPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('public');
  const title = t('notFound.title');
  useEffect(() => {
    document.title = `${title} · Tableside`;
  }, [title]);
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-24"
      data-testid="not-found"
    >
      <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">404</p>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('notFound.body')}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={`/${lang}`} className={buttonClass('primary', 'px-6 py-3 text-base')}>
          {t('notFound.home')}
        </Link>
        <Link to={`/${lang}/pricing`} className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          {t('notFound.pricing')}
        </Link>
      </div>
    </div>
  );
}
