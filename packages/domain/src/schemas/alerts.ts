import { z } from 'zod';
import { ALERT_DIGESTS, ALERT_SEEN_MAX, ALERT_TYPES, alertEmailProblem } from '../alerts.ts';
import { LIMITS } from '../validation.ts';
import { ZReview } from './reviews.ts';
import { ZSocialComment } from './socials.ts';

/** An alert (docs/product/alerts.md#alert-list): the review travels with it. */
export const ZAlertItem = z.object({
  /** A bad review, or the work inbox's assignment and mention (docs/product/team-workflow.md#notifications). */
  type: z.enum(ALERT_TYPES),
  reviewId: z.uuid(),
  /** Who assigned or mentioned; null for a bad review. */
  by: z.string().nullable(),
  seen: z.boolean(),
  created_at: z.string(),
  review: ZReview,
});
export type TAlertItem = z.infer<typeof ZAlertItem>;

/**
 * An assignment, mention or overdue alert on a guest's social comment
 * (docs/product/team-workflow.md#social-comments): listed with `include=comments` only, so the
 * earlier product's clients keep reading reviews alone.
 */
export const ZCommentAlertItem = z.object({
  type: z.enum(['assigned', 'mention', 'overdue']),
  commentId: z.uuid(),
  by: z.string().nullable(),
  seen: z.boolean(),
  created_at: z.string(),
  comment: ZSocialComment.pick({
    id: true,
    location_id: true,
    location_name: true,
    platform: true,
    author_name: true,
    text: true,
    commented_at: true,
  }),
});
export type TCommentAlertItem = z.infer<typeof ZCommentAlertItem>;

/**
 * `GET /v1/restaurant/{id}/user-alert` (docs/product/alerts.md#alert-list): the envelope with
 * `type` beside the data array, the shape the earlier product's clients read.
 */
export const ZAlertList = z.object({
  status: z.literal('success'),
  type: z.literal('bad_review'),
  data: z.array(z.union([ZAlertItem, ZCommentAlertItem])),
  message: z.string(),
});
export type TAlertList = z.infer<typeof ZAlertList>;

export const ZAlertListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  seen: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `comments`: the social comments' alerts too (docs/product/team-workflow.md#social-comments). */
  include: z.enum(['comments']).optional(),
});

export const ZCommentAlertSeenParams = z.object({ commentId: z.uuid() });

export const ZAlertSeenParams = z.object({ reviewId: z.uuid() });

/** `{reviewIds: [...]}` or the bare array (docs/product/api.md#the-earlier-products-calls). */
const ZIds = z.array(z.uuid()).min(1).max(ALERT_SEEN_MAX);
export const ZAlertSeenMany = z.union([z.object({ reviewIds: ZIds }), ZIds]);
export type TAlertSeenMany = z.infer<typeof ZAlertSeenMany>;

export const ZAlertSeenResult = z.object({ reviewIds: z.array(z.uuid()), unseen: z.number() });
export const ZCommentAlertSeenResult = z.object({
  commentIds: z.array(z.uuid()),
  unseen: z.number(),
});

export const ZAlertConfig = z.object({
  email: z.string(),
  client_alerts_enabled: z.boolean(),
  email_alerts_enabled: z.boolean(),
  digest: z.enum(ALERT_DIGESTS),
});
export type TAlertConfig = z.infer<typeof ZAlertConfig>;

/** One user's settings as the Admin sees them for the whole restaurant. */
export const ZUserAlertConfig = ZAlertConfig.extend({
  user_id: z.uuid(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type TUserAlertConfig = z.infer<typeof ZUserAlertConfig>;

/**
 * `PUT /v1/user-alert/config`: the whole configuration (each toggle saves it,
 * docs/product/alerts.md#alert-settings). The address follows
 * docs/product/alerts.md#notification-e-mail-rule; it may be empty only while e-mail alerts are
 * off.
 */
export const ZAlertConfigUpdate = z
  .object({
    email: z.string().trim().max(LIMITS.emailMax),
    client_alerts_enabled: z.boolean(),
    email_alerts_enabled: z.boolean(),
    digest: z.enum(ALERT_DIGESTS).optional(),
  })
  .superRefine((value, ctx) => {
    const problem = alertEmailProblem(value.email);
    if (problem === 'invalid' || (problem === 'empty' && value.email_alerts_enabled))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'invalid_email' });
  });
export type TAlertConfigUpdate = z.infer<typeof ZAlertConfigUpdate>;
