import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { DEFAULT_TIERS } from '@tableside/domain/tier-defaults';
import { describe, expect, it } from 'vitest';
import { nextPlans, trialFacts } from './trial-facts.ts';

const now = new Date('2026-11-26T15:00:00Z');
const restaurant = (over: Partial<TRestaurant>) =>
  ({
    timezone: 'America/Toronto',
    subscription_tier: { id: 't', name: 'Pro', level: 3 },
    trial_ends_at: null,
    trial_converted_at: null,
    ...over,
  }) as TRestaurant;

const tiers: TSubscriptionTier[] = DEFAULT_TIERS.map((t, i) => ({
  id: `tier-${i}`,
  name: t.name,
  level: t.level,
  price_monthly: t.priceMonthly,
  max_reviews_per_month: t.maxReviewsPerMonth,
  keywords_max_count: t.keywordsMaxCount,
  is_popular: t.isPopular,
  is_coming_soon: false,
  is_public: true,
  marketing: t.marketing,
}));

describe('trial facts', () => {
  it('says the days left and the last day in the restaurant’s calendar and the reader’s words', () => {
    // 04:30 UTC on Dec 8 is still Dec 7 in Toronto.
    const r = restaurant({ trial_ends_at: '2026-12-08T04:30:00Z' });
    expect(trialFacts(r, 'en', now)).toEqual({
      state: 'active',
      daysLeft: 12,
      endDay: 'Dec 7, 2026',
      plan: 'Pro',
    });
    expect(trialFacts(r, 'fr', now).endDay).toBe('7 déc. 2026');
    expect(trialFacts(restaurant({}), 'en', now)).toMatchObject({ state: 'none', endDay: null });
    expect(
      trialFacts(restaurant({ trial_ends_at: '2026-11-20T00:00:00Z' }), 'en', now),
    ).toMatchObject({ state: 'expired', daysLeft: 0 });
  });

  it('offers the plans above the current one, and on trial the plan tried too', () => {
    expect(nextPlans(tiers, 1).map((t) => t.name)).toEqual(['Essential', 'Pro', 'Enterprise']);
    expect(nextPlans(tiers, 3, true).map((t) => t.name)).toEqual(['Pro', 'Enterprise']);
    expect(nextPlans(tiers, 4)).toEqual([]);
    const hidden = tiers.map((t) => (t.name === 'Pro' ? { ...t, is_coming_soon: true } : t));
    expect(nextPlans(hidden, 2).map((t) => t.name)).toEqual(['Enterprise']);
  });
});
