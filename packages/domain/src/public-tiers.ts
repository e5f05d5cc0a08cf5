import type { TSubscriptionTier } from './schemas/tiers.ts';
import { DEFAULT_TIERS } from './tier-defaults.ts';

/**
 * The seed tier records as the public tier list answers them: what the build renders the landing
 * and pricing pages with, and what a new installation's records start as.
 */
export function defaultPublicTiers(): TSubscriptionTier[] {
  return DEFAULT_TIERS.map((tier) => ({
    id: '00000000-0000-4000-8000-000000000000',
    name: tier.name,
    level: tier.level,
    price_monthly: tier.priceMonthly,
    max_reviews_per_month: tier.maxReviewsPerMonth,
    keywords_max_count: tier.keywordsMaxCount,
    is_popular: tier.isPopular,
    is_coming_soon: false,
    is_public: true,
    marketing: tier.marketing,
  }));
}

/** Object keys in one order at every depth, so equal records stringify equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * What the public pages show of the public tiers (order, names, prices, flags, marketing copy),
 * as one string: two tier lists with the same key render the same landing and pricing pages, so
 * the server renders them again only when the key changes (apps/server/src/tier-pages.ts).
 */
export function publicTiersKey(tiers: readonly TSubscriptionTier[]): string {
  return JSON.stringify(
    canonical(
      tiers
        .filter((tier) => tier.is_public)
        .toSorted((a, b) => a.level - b.level || a.name.localeCompare(b.name))
        .map((tier) => ({
          name: tier.name,
          level: tier.level,
          price_monthly: tier.price_monthly,
          is_popular: tier.is_popular,
          is_coming_soon: tier.is_coming_soon,
          marketing: tier.marketing,
        })),
    ),
  );
}
