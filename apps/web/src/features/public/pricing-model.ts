import { annualMonthlyPrice } from '@tableside/domain/pricing';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import type { Language } from '../../lib/languages.ts';

/** What a pricing card or an onboarding package card shows of a tier record, in one language. */
export type TierCard = {
  /**
   * The tier's name in lower case: the onboarding payload's `selectedPackage`
   * (docs/product/onboarding.md#payload).
   */
  id: string;
  name: string;
  monthly: number | null;
  annual: number | null;
  popular: boolean;
  comingSoon: boolean;
  description: string;
  featureGroups: { heading: string; items: string[] }[];
};

export function tierCard(tier: TSubscriptionTier, lang: Language): TierCard {
  const marketing = tier.marketing[lang];
  return {
    id: tier.name.toLowerCase(),
    name: tier.name,
    monthly: tier.price_monthly,
    annual: tier.price_monthly === null ? null : annualMonthlyPrice(tier.price_monthly),
    popular: tier.is_popular,
    comingSoon: tier.is_coming_soon,
    description: marketing.description,
    featureGroups: marketing.featureGroups,
  };
}

/** Priced tiers get cards; a tier without a price is the enterprise block ("Contact sales"). */
export function splitPricing(cards: TierCard[]): { priced: TierCard[]; custom: TierCard[] } {
  return {
    priced: cards.filter((card) => card.monthly !== null),
    custom: cards.filter((card) => card.monthly === null),
  };
}
