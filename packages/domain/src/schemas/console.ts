import { z } from 'zod';
import { LIMITS } from '../validation.ts';

/** The six cards of System Overview (docs/product/console.md#system-overview). */
export const OVERVIEW_CARDS = [
  'active_restaurants',
  'total_locations',
  'active_users',
  'total_reviews',
  'staff_mentions',
  'menu_mentions',
] as const;
export type OverviewCardKey = (typeof OVERVIEW_CARDS)[number];

const ZFigure = z.object({
  key: z.enum(OVERVIEW_CARDS),
  value: z.number().int(),
  /** The same figure 30 days ago (for active users: the 30 days before the last 30). */
  previous: z.number().int(),
  /** Percent; null when `previous` is 0 and `value` is not. */
  change_pct: z.number().nullable(),
});

export const ZOverview = z.object({
  cards: z.array(ZFigure),
  sync: z.object({
    connections: z.number().int(),
    failing: z.number().int(),
    failures: z.array(
      z.object({
        restaurant_name: z.string(),
        location_name: z.string(),
        source: z.string(),
        last_error: z.string().nullable(),
        since: z.string(),
      }),
    ),
  }),
  jobs: z.object({
    waiting: z.number().int(),
    failed: z.number().int(),
    queues: z.array(
      z.object({ queue: z.string(), waiting: z.number().int(), failed: z.number().int() }),
    ),
  }),
});
export type TOverview = z.infer<typeof ZOverview>;

export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export const ZAnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_WINDOWS as readonly number[]).includes(d), 'unknown_window')
    .default(30),
});

const ZReplyFigures = z.object({
  reviews: z.number().int(),
  replied: z.number().int(),
  /** Replied (posted) over reviews received in the window, percent. */
  reply_rate: z.number().nullable(),
  /** From the review's date to the reply's posting, in minutes. */
  median_reply_minutes: z.number().nullable(),
  ai_drafts: z.number().int(),
  approved: z.number().int(),
  approved_without_edit: z.number().int(),
  approval_without_edit_rate: z.number().nullable(),
  sync_errors: z.number().int(),
});
export type TReplyFigures = z.infer<typeof ZReplyFigures>;

export const ZAnalytics = z.object({
  days: z.number().int(),
  per_day: z.array(z.object({ date: z.string(), reviews: z.number().int() })),
  totals: ZReplyFigures,
  restaurants: z.array(ZReplyFigures.extend({ restaurant_id: z.uuid(), name: z.string() })),
});
export type TAnalytics = z.infer<typeof ZAnalytics>;

export const LEAD_KINDS = [
  'onboarding',
  'enterprise_quote',
  'newsletter',
  'upgrade_request',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** A lead as the console lists it: the three kinds in one shape. */
export const ZLead = z.object({
  id: z.uuid(),
  kind: z.enum(LEAD_KINDS),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  locations_count: z.string().nullable(),
  message: z.string().nullable(),
  locale: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /**
   * Onboarding: the chosen plan (lower case), tone and the restaurant once provisioned; an upgrade
   * request: the plan wanted and the restaurant asking.
   */
  selected_package: z.string().nullable(),
  response_style: z.string().nullable(),
  locations: z.array(
    z.object({ name: z.string(), address: z.string(), website: z.string().nullable() }),
  ),
  restaurant_id: z.uuid().nullable(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZLeadQuery = z.object({ kind: z.enum(LEAD_KINDS).optional() });
export const ZLeadHandled = z.object({ handled: z.boolean() });

export const ZProvisioned = z.object({
  restaurant_id: z.uuid(),
  user_id: z.uuid(),
  trial_ends_at: z.string(),
});

/** Setting a password from an invitation or reset link. */
export const ZSetPassword = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax),
});

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** An e-mail the installation sent or queued; bodies stay on the server (they carry links). */
export const ZOutboxEmail = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** Why the last delivery attempt failed. */
  last_error: z.string().nullable(),
  restaurant_name: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;
export const ZOutboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES).optional() });
