import { z } from 'zod';
import { LIMITS } from '../validation.ts';
import { isTimeZone } from '../time-zones.ts';
import { FACT_TOPICS } from '../restaurant-facts.ts';
import { TONES } from '../tones.ts';
import { ZLanguage } from './common.ts';
import { TRIAL_STATES } from '../trial.ts';

export const INTEGRATIONS = ['Libro', 'Yelp', 'Google', 'TripAdvisor', 'Facebook'] as const;
/** Auto-approval delays in minutes (docs/product/reviews-and-replies.md#auto-approval). */
export const AUTO_APPROVAL_DELAYS = [1, 15, 30, 60, 240, 720, 1440, 4320, 10080] as const;

const ZIntegrations = z
  .array(z.enum(INTEGRATIONS))
  .max(INTEGRATIONS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate_integration' });

export const ZRestaurant = z.object({
  id: z.uuid(),
  name: z.string(),
  subscription_tier_id: z.uuid().nullable(),
  subscription_tier: z.object({ id: z.uuid(), name: z.string(), level: z.number() }).nullable(),
  weekly_report_day: z.number().int().min(1).max(7),
  main_open_ai_model: z.string().nullable(),
  integrations: z.array(z.enum(INTEGRATIONS)),
  approval_zapier_url: z.string().nullable(),
  additional_system_prompt_instructions: z.string().nullable(),
  auto_approve_reviews: z.boolean(),
  auto_approval_minutes_delay: z.number().int().nullable(),
  auto_approval_min_rating: z.number().int().min(1).max(5),
  bad_review_threshold: z.number().int().min(1).max(5),
  tone: z.enum(TONES),
  sign_off: z.string().nullable(),
  timezone: z.string(),
  default_language: ZLanguage,
  location_count: z.number().int(),
  trial_ends_at: z.string().nullable(),
  trial_converted_at: z.string().nullable(),
  /** From the two dates by packages/domain/src/trial.ts, when the answer was written. */
  trial_state: z.enum(TRIAL_STATES),
  /** The owner's answers to guests' questions (docs/product/reviews-and-replies.md#restaurant-facts). */
  facts: z.partialRecord(z.enum(FACT_TOPICS), z.string()),
});
export type TRestaurant = z.infer<typeof ZRestaurant>;

const ZName = z.string().trim().min(1).max(LIMITS.nameMax);
const ZTimezone = z.string().max(64).refine(isTimeZone, 'unknown_timezone');

export const ZRestaurantCreate = z.object({
  name: ZName,
  subscription_tier_id: z.uuid(),
  weekly_report_day: z.number().int().min(1).max(7).default(1),
  timezone: ZTimezone.optional(),
  default_language: ZLanguage.optional(),
});

export const ZRestaurantUpdate = z.object({
  name: ZName.optional(),
  subscription_tier_id: z.uuid().optional(),
  weekly_report_day: z.number().int().min(1).max(7).optional(),
  main_open_ai_model: z.string().trim().max(100).nullable().optional(),
  approval_zapier_url: z.url().max(LIMITS.urlMax).nullable().optional(),
  additional_system_prompt_instructions: z
    .string()
    .max(LIMITS.instructionsMax)
    .nullable()
    .optional(),
  tone: z.enum(TONES).optional(),
  sign_off: z.string().trim().max(200).nullable().optional(),
  timezone: ZTimezone.optional(),
  default_language: ZLanguage.optional(),
  bad_review_threshold: z.number().int().min(1).max(5).optional(),
});

export const ZInstructionsUpdate = z.object({
  additional_system_prompt_instructions: z.string().max(LIMITS.instructionsMax).nullable(),
});

export const ZAutoApprovalUpdate = z
  .object({
    auto_approve_reviews: z.boolean(),
    auto_approval_minutes_delay: z.number().int().min(0).max(10080).nullable().optional(),
    auto_approval_min_rating: z.number().int().min(1).max(5).optional(),
  })
  .refine((v) => !v.auto_approve_reviews || v.auto_approval_minutes_delay != null, {
    message: 'delay_required',
    path: ['auto_approval_minutes_delay'],
  });

export const ZIntegrationsUpdate = z.object({ integrations: ZIntegrations });
