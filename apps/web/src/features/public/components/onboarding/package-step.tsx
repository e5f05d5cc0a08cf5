import { formatMoney } from '@tableside/domain/money';
import type { OnboardingDraft } from '@tableside/domain/onboarding';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../lib/languages.ts';
import { usePublicTiers } from '../../hooks/use-public-tiers.ts';
import { TierFeatures } from '../tier-features.tsx';
import { ChoiceCard } from './choice-card.tsx';
import { STEP_TITLE } from './field-label.tsx';

type Props = {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
  lang: Language;
};

/** Every public tier of the tier records; Enterprise as Custom Pricing / Contact Sales. */
export function PackageStep({ draft, update, lang }: Props) {
  const { t } = useTranslation('public');
  const tiers = usePublicTiers(lang);
  const offered = tiers.status === 'ready' ? tiers.data.filter((card) => !card.comingSoon) : null;
  // A package named by a link (?package=) that is not on offer is no choice at all.
  useEffect(() => {
    if (offered && draft.selectedPackage && !offered.some((c) => c.id === draft.selectedPackage))
      update({ selectedPackage: '' });
  }, [offered, draft.selectedPackage, update]);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={STEP_TITLE}>{t('onboarding.package.title')}</legend>
      {tiers.status === 'loading' && <p role="status">{t('onboarding.package.loading')}</p>}
      {tiers.status === 'error' && <p role="alert">{t('onboarding.package.failed')}</p>}
      {tiers.status === 'ready' && (
        <div className="grid gap-4 md:grid-cols-2">
          {tiers.data.map((card) => (
            <ChoiceCard
              key={card.id}
              name="package"
              value={card.id}
              checked={draft.selectedPackage === card.id}
              disabled={card.comingSoon}
              onChange={(selectedPackage) => update({ selectedPackage })}
              testId={`package-${card.id}`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-bold">{card.name}</span>
                {card.popular && (
                  <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                    {t('pricing.popular')}
                  </span>
                )}
                {card.comingSoon && (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold dark:bg-slate-700">
                    {t('pricing.comingSoon')}
                  </span>
                )}
              </span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{card.description}</span>
              <span className="font-semibold">
                {card.monthly === null
                  ? `${t('pricing.customPricing')} · ${t('pricing.contactSales')}`
                  : t('onboarding.package.price', { price: formatMoney(card.monthly, lang) })}
              </span>
              <TierFeatures groups={card.featureGroups} />
            </ChoiceCard>
          ))}
        </div>
      )}
    </fieldset>
  );
}
