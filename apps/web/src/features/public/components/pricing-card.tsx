import { formatMoney } from '@tableside/domain/money';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { TierCard } from '../pricing-model.ts';
import { TierFeatures } from './tier-features.tsx';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * One plan. The monthly/annual radios drive the price by CSS (styles.css); public-site.js
 * refreshes the card from the live tier records, finding its parts by their data attributes.
 */
export function PricingCard({ card, lang }: { card: TierCard; lang: string }) {
  const { t } = useTranslation('public');
  const price = (amount: number | null) => (amount === null ? '' : formatMoney(amount, lang));
  const titleId = `tier-${card.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-tier-card={card.id}
      data-testid={`tier-${card.id}`}
      className={clsx(
        'flex flex-col gap-5 rounded-xl border bg-white p-6 dark:bg-slate-900',
        card.popular
          ? 'border-blue-700 ring-1 ring-blue-700 dark:border-blue-400 dark:ring-blue-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-xl font-bold">
          {card.name}
        </h2>
        {card.popular && (
          <span
            className={clsx(BADGE, 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100')}
          >
            {t('pricing.popular')}
          </span>
        )}
        {card.comingSoon && (
          <span
            className={clsx(
              BADGE,
              'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
            )}
          >
            {t('pricing.comingSoon')}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{card.description}</p>
      <fieldset className="flex rounded-md border border-slate-300 p-0.5 text-sm dark:border-slate-600">
        <legend className="sr-only">{t('pricing.billing')}</legend>
        {(['monthly', 'annual'] as const).map((period) => (
          <label
            key={period}
            className="flex-1 cursor-pointer rounded px-3 py-1.5 text-center has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-blue-600"
          >
            <input
              type="radio"
              name={`billing-${card.id}`}
              value={period}
              defaultChecked={period === 'monthly'}
              className="sr-only"
              data-testid={`billing-${card.id}-${period}`}
            />
            {t(`pricing.${period}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <p className="text-4xl font-bold" data-testid={`price-${card.id}`}>
          <span data-billing="monthly" data-tier-price="monthly">
            {price(card.monthly)}
          </span>
          <span data-billing="annual" data-tier-price="annual">
            {price(card.annual)}
          </span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('pricing.perLocation')}
          {' · '}
          <span data-billing="monthly">{t('pricing.billedMonthly')}</span>
          <span data-billing="annual">{t('pricing.billedAnnually')}</span>
        </p>
      </div>
      <TierFeatures groups={card.featureGroups} />
      <div className="mt-auto">
        {card.comingSoon ? (
          <button type="button" disabled className={buttonClass('secondary', 'w-full')}>
            {t('pricing.comingSoon')}
          </button>
        ) : (
          <Link
            to={`/${lang}/onboarding?package=${encodeURIComponent(card.id)}`}
            className={buttonClass(card.popular ? 'primary' : 'secondary', 'w-full')}
          >
            {t('pricing.getStarted')}
          </Link>
        )}
      </div>
    </article>
  );
}
