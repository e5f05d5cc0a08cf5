import { formatDay, todayIn } from '@tableside/domain/date-ranges';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { trialDaysLeft, trialState, type TrialState } from '@tableside/domain/trial';

export type TrialFacts = {
  state: TrialState;
  daysLeft: number;
  /** The last day, in the restaurant's calendar and the reader's language ("Dec 8, 2026"). */
  endDay: string | null;
  plan: string | null;
};

/** What the banners say of a restaurant's trial (docs/product/plans-and-roles.md#free-trial). */
export function trialFacts(r: TRestaurant, lang: 'en' | 'fr', now = new Date()): TrialFacts {
  const endsAt = r.trial_ends_at ? new Date(r.trial_ends_at) : null;
  return {
    state: trialState({ endsAt, convertedAt: r.trial_converted_at }, now),
    daysLeft: endsAt ? trialDaysLeft(endsAt, now) : 0,
    endDay: endsAt ? formatDay(todayIn(r.timezone, endsAt), lang, 'text') : null,
    plan: r.subscription_tier?.name ?? null,
  };
}

/**
 * The plans a restaurant can ask for, lowest first: those above the current one, and on trial the
 * plan tried too (to keep it).
 */
export function nextPlans(
  tiers: TSubscriptionTier[],
  currentLevel: number,
  onTrial = false,
): TSubscriptionTier[] {
  const lowest = onTrial ? currentLevel : currentLevel + 1;
  return tiers
    .filter((tier) => tier.level >= lowest && tier.is_public && !tier.is_coming_soon)
    .sort((a, b) => a.level - b.level);
}
