import { tierAtLeast } from './tiers.ts';

/** Review platforms a location can be connected to (the Sources panel, in this order). */
export const SOURCE_PLATFORMS = ['google', 'yelp', 'tripadvisor', 'facebook', 'instagram'] as const;
export type SourcePlatform = (typeof SOURCE_PLATFORMS)[number];

export type SourcePlatformInfo = {
  /** The restaurant's `integrations` entry a super-admin enables (null: always on). */
  integration: 'Yelp' | 'TripAdvisor' | 'Facebook' | null;
  /** OAuth consent (Google), or a key the restaurant pastes (Yelp, Tripadvisor, a Page token). */
  connect: 'oauth' | 'api_key';
  /** The platform lets Tableside publish replies. */
  canReply: boolean;
  /** The most reviews its API shows per location. */
  maxReviews: number | null;
};

export const SOURCE_PLATFORM_INFO: Record<SourcePlatform, SourcePlatformInfo> = {
  google: { integration: null, connect: 'oauth', canReply: true, maxReviews: null },
  yelp: { integration: 'Yelp', connect: 'api_key', canReply: false, maxReviews: 3 },
  tripadvisor: { integration: 'TripAdvisor', connect: 'api_key', canReply: false, maxReviews: 5 },
  facebook: { integration: 'Facebook', connect: 'api_key', canReply: true, maxReviews: null },
  // Instagram business accounts are reached through their Facebook Page (the same Graph API and
  // Meta app), so the super-admin's Facebook integration enables both.
  instagram: { integration: 'Facebook', connect: 'api_key', canReply: true, maxReviews: null },
};

/** The platforms whose comments the socials screens show (Graph API). */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export type SourceAvailability = 'available' | 'upgrade' | 'not_enabled';

/**
 * docs/product/plans-and-roles.md#review-sources-by-plan: Google is in every plan; Yelp,
 * Tripadvisor and social platforms need Pro or Enterprise, and then only those the super-admin
 * enabled in the restaurant's integrations.
 */
export function sourceAvailability(
  platform: SourcePlatform,
  tierLevel: number | null | undefined,
  integrations: readonly string[],
): SourceAvailability {
  const { integration } = SOURCE_PLATFORM_INFO[platform];
  if (!integration) return 'available';
  if (!tierAtLeast(tierLevel, 'Pro')) return 'upgrade';
  return integrations.includes(integration) ? 'available' : 'not_enabled';
}
