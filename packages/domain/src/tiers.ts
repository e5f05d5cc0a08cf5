/**
 * Subscription tiers in ascending order (docs/product/plans-and-roles.md#plan-order): Growth <
 * Essential < Pro < Enterprise.
 */
export const TIERS = ['Growth', 'Essential', 'Pro', 'Enterprise'] as const;
export type TierName = (typeof TIERS)[number];

/** 1 = Growth … 4 = Enterprise. Tier records store this level so renamed tiers keep their place. */
export function tierLevel(tier: TierName): number {
  return TIERS.indexOf(tier) + 1;
}

export function isTierName(name: string): name is TierName {
  return (TIERS as readonly string[]).includes(name);
}

/** A tier record's level, or the lowest when the restaurant has none. */
export function tierAtLeast(level: number | null | undefined, required: TierName): boolean {
  return (level ?? 1) >= tierLevel(required);
}

export function tierNameForLevel(level: number | null | undefined): TierName {
  return TIERS[Math.min(Math.max((level ?? 1) - 1, 0), TIERS.length - 1)] as TierName;
}
