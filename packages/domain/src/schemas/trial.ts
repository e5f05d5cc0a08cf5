import { z } from 'zod';
import { TRIAL_EXTEND_MAX_DAYS } from '../trial.ts';
import { ZDay } from './dates.ts';

/**
 * Extending a trial (docs/product/plans-and-roles.md#free-trial): by a number of days from the
 * later of its end and now, or to a day (the end of that day, UTC). Exactly one of the two.
 */
export const ZTrialExtend = z
  .object({
    days: z.number().int().min(1).max(TRIAL_EXTEND_MAX_DAYS).optional(),
    ends_on: ZDay.optional(),
  })
  .refine((b) => (b.days === undefined) !== (b.ends_on === undefined), {
    message: 'give either days or ends_on',
    path: ['days'],
  });
export type TTrialExtend = z.infer<typeof ZTrialExtend>;

/** Asking for another plan (the upgrade panel): the plan wanted and an optional note. */
export const ZUpgradeRequestCreate = z.object({
  subscription_tier_id: z.uuid(),
  message: z.string().trim().max(2000).optional(),
});

/** The restaurant's upgrade request still waiting for the SuperAdmin, if any. */
export const ZUpgradeRequest = z.object({
  id: z.uuid(),
  tier_name: z.string().nullable(),
  created_at: z.string(),
});
export type TUpgradeRequest = z.infer<typeof ZUpgradeRequest>;
