import { z } from 'zod';
import { LIMITS } from '../validation.ts';

const ZFeatureGroup = z.object({ heading: z.string(), items: z.array(z.string()) });
const ZMarketing = z.object({
  description: z.string(),
  featureGroups: z.array(ZFeatureGroup),
});

export const ZTierMarketing = z.object({ en: ZMarketing, fr: ZMarketing });
export type TTierMarketing = z.infer<typeof ZTierMarketing>;

export const ZSubscriptionTier = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int().min(1).max(4),
  /** Per month per location; null for custom pricing (Enterprise: "Contact sales"). */
  price_monthly: z.number().nullable(),
  max_reviews_per_month: z.number().int().nullable(),
  keywords_max_count: z.number().int().nullable(),
  is_popular: z.boolean(),
  is_coming_soon: z.boolean(),
  is_public: z.boolean(),
  marketing: ZTierMarketing,
});
export type TSubscriptionTier = z.infer<typeof ZSubscriptionTier>;

export const ZTierInput = z.object({
  name: z.string().trim().min(1).max(LIMITS.nameMax),
  level: z.number().int().min(1).max(4),
  price_monthly: z.number().min(0).max(100000).nullable(),
  max_reviews_per_month: z.number().int().min(0).max(10_000_000).nullable(),
  keywords_max_count: z.number().int().min(0).max(100_000).nullable(),
  is_popular: z.boolean().default(false),
  is_coming_soon: z.boolean().default(false),
  is_public: z.boolean().default(true),
  marketing: ZTierMarketing.optional(),
});
export const ZTierUpdate = ZTierInput.partial();

/**
 * docs/product/plans-and-roles.md#plan-limits: this calendar month's reviews against the plan's
 * `max_reviews_per_month`.
 */
export const ZReviewAllowance = z.object({
  received_this_month: z.number().int(),
  /** null: the plan has no monthly limit. */
  max_reviews_per_month: z.number().int().nullable(),
  /** Reviews this month beyond the limit: stored and shown, but neither analysed nor drafted. */
  beyond_allowance: z.number().int(),
});
export type TReviewAllowance = z.infer<typeof ZReviewAllowance>;
