import { z } from 'zod';
import { draftCheckSchema, HOLD_REASONS } from '../draft-checks.ts';
import { REPLY_MAX_LENGTH } from '../reply-lifecycle.ts';
import { decodeReviewCursor } from '../review-cursor.ts';
import { BULK_MAX_REVIEWS, REVIEW_SOURCES, REVIEW_STATUSES } from '../reviews.ts';
import { SPAM_KINDS } from '../review-signals.ts';
import { ZDay, ZInstant } from './dates.ts';
import { INBOX_VIEWS } from '../workflow.ts';

export { REVIEW_SOURCES, REVIEW_STATUSES };

/**
 * When a review or a social comment should be answered and where it stands
 * (docs/product/team-workflow.md#response-time-targets); null below the Essential plan.
 */
export const ZResponseDue = z
  .object({ due_at: z.string(), state: z.enum(['on_time', 'due_soon', 'overdue', 'answered']) })
  .nullable();

export const ZReview = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  location_name: z.string(),
  source: z.string(),
  external_id: z.string(),
  author_name: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  language: z.string().nullable(),
  review_date: z.string(),
  response: z.string().nullable(),
  response_approved: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  approved_date: z.string().nullable(),
  posted_date: z.string().nullable(),
  flagged: z.boolean(),
  reply_channel: z.enum(['platform', 'webhook', 'manual']),
  /** The review on its platform (Yelp, Tripadvisor, Facebook), to reply there by hand. */
  platform_url: z.string().nullable(),
  /** The latest request to publish the reply, if any. */
  posting: z
    .object({ state: z.string(), channel: z.string(), error: z.string().nullable() })
    .nullable(),
  /**
   * The checks the current draft went through (docs/product/reviews-and-replies.md#verified-drafts);
   * null when no draft was checked.
   */
  draft_checks: z.array(draftCheckSchema).nullable(),
  /** Why auto-approval leaves the draft to a person; empty when it may approve it. */
  hold_reasons: z.array(z.enum(HOLD_REASONS)),
  /**
   * Why the analysis read it as no guest's review of this place
   * (docs/product/review-understanding.md#signals), and for a review of the group's other
   * location, which one it names; null when it is not spam or not analysed yet.
   */
  spam: z.object({ kind: z.enum(SPAM_KINDS), other_location: z.string().nullable() }).nullable(),
  /** Who works it (docs/product/team-workflow.md#assignment); null when nobody does. */
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  /**
   * When it should be answered and where it stands (docs/product/team-workflow.md#response-time-targets);
   * null below the Essential plan.
   */
  response_due: ZResponseDue,
});
export type TReview = z.infer<typeof ZReview>;

const ZBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Filters of the reviews inbox (docs/product/reviews-and-replies.md#reviews-inbox); the same for
 * the path and query forms.
 */
export const ZReviewQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
    startDate: ZDay.optional(),
    endDate: ZDay.optional(),
    rating: z
      .string()
      .regex(/^[1-5](,[1-5])*$/, 'expected ratings 1-5, comma-separated')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .optional(),
    status: z.enum(REVIEW_STATUSES).optional(),
    source: z.enum(REVIEW_SOURCES).optional(),
    flag: ZBool.optional(),
    hasReply: ZBool.optional(),
    search: z.string().trim().min(1).max(200).optional(),
    sort: z.enum(['date', 'rating']).default('date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** Where the previous page ended: its `next_cursor` (keyset paging, instead of `offset`). */
    cursor: z.string().max(200).optional(),
    /** The work inbox's views (docs/product/team-workflow.md#views); absent is all. */
    view: z.enum(INBOX_VIEWS).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  })
  .superRefine((q, ctx) => {
    if (q.cursor === undefined) return;
    const cursor = decodeReviewCursor(q.cursor);
    if (!cursor) ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'not a cursor' });
    else if (cursor.sort !== q.sort || cursor.order !== q.order)
      ctx.addIssue({
        code: 'custom',
        path: ['cursor'],
        message: 'the cursor belongs to another sort or order',
      });
    if (q.offset > 0)
      ctx.addIssue({ code: 'custom', path: ['offset'], message: 'use offset or cursor, not both' });
  });
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const ZLocationParam = z.object({ id: z.union([z.literal('all'), z.uuid()]) });
export const ZReviewParams = z.object({
  id: z.union([z.literal('all'), z.uuid()]),
  reviewId: z.uuid(),
});
/** The list's envelope: `next_cursor` asks for the page after this one; null on the last. */
export const ZReviewPage = z.object({
  status: z.literal('success'),
  data: z.array(ZReview),
  message: z.string(),
  next_cursor: z.string().nullable(),
});

export const ZPageParams = ZLocationParam.extend({
  o: z.coerce.number().int().min(0).max(10_000_000),
  l: z.coerce.number().int().min(1).max(1000),
});

export const ZResponseUpdate = z.object({
  response: z.string().trim().min(1, 'reply_empty').max(REPLY_MAX_LENGTH),
});
export const ZRegenerate = z.object({
  additional_instructions: z.string().trim().max(1000).default(''),
});
export const ZFlagUpdate = z.object({ flagged: z.boolean() });
export const ZBulkAction = z.object({
  action: z.enum(['approve', 'regenerate']),
  review_ids: z.array(z.uuid()).min(1).max(BULK_MAX_REVIEWS),
  additional_instructions: z.string().trim().max(1000).optional(),
});
export type TBulkAction = z.infer<typeof ZBulkAction>;
export const ZBulkResult = z.object({
  done: z.array(z.uuid()),
  refused: z.array(z.object({ review_id: z.uuid(), code: z.string(), message: z.string() })),
});

export const ZReplyEvent = z.object({
  id: z.string(),
  kind: z.enum(['reply', 'audit']),
  action: z.string(),
  status: z.string().nullable(),
  text: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TReplyEvent = z.infer<typeof ZReplyEvent>;

/** A review entered by hand for one platform (the per-source "new review" calls). */
export const ZNewReview = z.object({
  external_id: z.string().trim().min(1).max(200).optional(),
  author_name: z.string().trim().max(120).nullable().optional(),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(20_000).default(''),
  language: z.enum(['en', 'fr']).nullable().optional(),
  review_date: ZInstant.optional(),
});
export type TNewReview = z.infer<typeof ZNewReview>;
export const ZRestaurantReviewParams = z.object({ id: z.uuid(), reviewId: z.uuid() });
export const ZRestaurantPageParams = z.object({
  id: z.uuid(),
  o: z.coerce.number().int().min(0).max(10_000_000),
  l: z.coerce.number().int().min(1).max(1000),
});
export const ZLocationIdParam = z.object({ id: z.uuid() });
