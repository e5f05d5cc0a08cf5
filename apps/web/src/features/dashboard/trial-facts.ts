import { formatDay, todayIn } from '@tableside/domain/date-ranges';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
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
