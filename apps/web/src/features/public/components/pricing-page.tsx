import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { Language } from '../../../lib/languages.ts';
import { splitPricing, tierCard } from '../pricing-model.ts';
import { usePricingTiers } from '../public-tiers.tsx';
import { PricingCard } from './pricing-card.tsx';
import { TierFeatures } from './tier-features.tsx';

export function PricingPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('public');
  const tiers = usePricingTiers();
  const { priced, custom } = splitPricing(tiers.map((tier) => tierCard(tier, lang)));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('pages.pricing.title')}</h1>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('pricing.intro')}</p>
      </div>
      <div data-tier-cards="" className="grid gap-6 md:grid-cols-3">
        {priced.map((card) => (
          <PricingCard key={card.id} card={card} lang={lang} />
        ))}
      </div>
      {custom.map((card) => (
        <section
          key={card.id}
          aria-labelledby="enterprise-block-title"
          data-testid="enterprise-block"
          className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 md:grid-cols-[1fr_auto] dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-3">
            <h2 id="enterprise-block-title" className="text-xl font-bold">
              {card.name}
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('pricing.enterpriseBody')}
            </p>
            <p className="text-2xl font-bold">{t('pricing.customPricing')}</p>
            <TierFeatures groups={card.featureGroups} />
          </div>
          <div className="self-end">
            <Link to={`/${lang}/enterprise-quote`} className={buttonClass('primary')}>
              {t('pricing.contactSales')}
            </Link>
          </div>
        </section>
      ))}
    </div>
  );
}
