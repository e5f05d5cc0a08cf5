import { useTranslation } from 'react-i18next';
import { EnterpriseQuoteForm } from '../../features/public/components/quote/enterprise-quote-form.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function EnterpriseQuoteRoute() {
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16">
      <title>{`${t('quote.title')} · Tableside`}</title>
      <meta name="description" content={t('pages.enterprise-quote.description')} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('quote.title')}</h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t('quote.intro')}</p>
      </div>
      <EnterpriseQuoteForm lang={useLang()} />
    </div>
  );
}
