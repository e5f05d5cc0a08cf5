import { DEFAULT_TIERS } from '@tableside/domain/tier-defaults';

/** A new installation's tier records (kept in packages/domain: the pricing page renders them). */
export const TIER_SEEDS = DEFAULT_TIERS;
