import { z } from 'zod';
import { draftCheckSchema } from '../draft-checks.ts';
import { REPLY_MAX_LENGTH } from '../reply-lifecycle.ts';
import { REVIEW_STATUSES } from '../reviews.ts';
import { SOCIAL_PLATFORMS } from '../sources.ts';
import { ZResponseDue } from './reviews.ts';

export const SOCIALS_PAGE_SIZE = 50;

/** A guest's comment on one of the restaurant's Facebook posts or Instagram media. */
export const ZSocialComment = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  location_name: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  external_id: z.string(),
  author_name: z.string().nullable(),
  text: z.string(),
  commented_at: z.string(),
  post_caption: z.string().nullable(),
  post_url: z.string().nullable(),
  response: z.string().nullable(),
  /** The checks the current reply passed; null before any draft or for older replies. */
  draft_checks: z.array(draftCheckSchema).nullable(),
  status: z.enum(REVIEW_STATUSES),
  approved_date: z.string().nullable(),
  posted_date: z.string().nullable(),
  /** platform: the Graph API posts it; manual: copy it and mark it posted. */
  reply_channel: z.enum(['platform', 'manual']),
  posting: z.object({ state: z.string(), error: z.string().nullable() }).nullable(),
  /** Who works it (docs/product/team-workflow.md#assignment); null: nobody. */
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  /** Its response-time target (docs/product/team-workflow.md#social-comments); null below Essential. */
  response_due: ZResponseDue,
});
export type TSocialComment = z.infer<typeof ZSocialComment>;

export const ZSocialQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(SOCIALS_PAGE_SIZE),
  platform: z.enum(SOCIAL_PLATFORMS).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  /** Mine (assigned to me), Unassigned or Overdue; absent: all (docs/product/team-workflow.md#views). */
  view: z.enum(['mine', 'unassigned', 'overdue']).optional(),
});

export const ZSocialParams = z.object({ id: z.uuid(), commentId: z.uuid() });
export const ZSocialPageParams = z.object({
  id: z.uuid(),
  o: z.coerce.number().int().min(0).max(1_000_000),
  l: z.coerce.number().int().min(1).max(1000),
});

export const ZSocialResponse = z.object({
  response: z.string().trim().min(1, 'reply_empty').max(REPLY_MAX_LENGTH),
});
