import { z } from 'zod';
import { BULK_MAX_REVIEWS, REVIEW_SOURCES } from '../reviews.ts';
import { RESPONSE_TARGET_MAX_HOURS, RESPONSE_TARGET_MIN_HOURS } from '../response-targets.ts';
import { NOTE_MAX_LENGTH, NOTE_MAX_MENTIONS, RULES_MAX } from '../workflow.ts';

export { INBOX_VIEWS, type InboxView } from '../workflow.ts';

/*
 * The shared work inbox (docs/product/team-workflow.md): assignment, internal notes and the
 * rules that assign arriving reviews.
 */

/** `PUT …/review/{reviewId}/assignee`: a colleague, or null to unassign. */
export const ZAssign = z.object({ user_id: z.uuid().nullable() });
export type TAssign = z.infer<typeof ZAssign>;

export const ZAssignMany = z.object({
  review_ids: z.array(z.uuid()).min(1).max(BULK_MAX_REVIEWS),
  user_id: z.uuid().nullable(),
});
export type TAssignMany = z.infer<typeof ZAssignMany>;

export const ZAssignResult = z.object({
  review_ids: z.array(z.uuid()),
  assignee_id: z.uuid().nullable(),
});
export type TAssignResult = z.infer<typeof ZAssignResult>;

/** A colleague who may see a location: the assignment picker and the @mention list. */
export const ZColleague = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  role: z.string(),
  /** Whether reviews may be assigned to them (the kitchen reads notes, never takes reviews). */
  assignable: z.boolean(),
});
export type TColleague = z.infer<typeof ZColleague>;

/** A note on a review, or on a social comment (then `review_id` is null). */
export const ZNote = z.object({
  id: z.uuid(),
  review_id: z.uuid().nullable(),
  social_comment_id: z.uuid().nullable(),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  body: z.string(),
  mentions: z.array(z.object({ id: z.uuid(), name: z.string() })),
  created_at: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

/** Plain text with line breaks; the people picked in the @mention list travel as ids. */
export const ZNoteCreate = z.object({
  body: z.string().trim().min(1).max(NOTE_MAX_LENGTH),
  mentions: z.array(z.uuid()).max(NOTE_MAX_MENTIONS).default([]),
});
export type TNoteCreate = z.infer<typeof ZNoteCreate>;

const ZRating = z.number().int().min(1).max(5);

/** One rule: every condition it names must hold; an absent (null) condition matches anything. */
export const ZRuleInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    location_id: z.uuid().nullable().default(null),
    min_rating: ZRating.nullable().default(null),
    max_rating: ZRating.nullable().default(null),
    source: z.enum(REVIEW_SOURCES).nullable().default(null),
    language: z.enum(['en', 'fr']).nullable().default(null),
    /** true: only reviews the analysis reads an incident in (illness, allergy…). */
    incident: z.boolean().default(false),
    assignee_id: z.uuid(),
    enabled: z.boolean().default(true),
  })
  .refine((r) => r.min_rating === null || r.max_rating === null || r.min_rating <= r.max_rating, {
    message: 'min_rating must not be above max_rating',
    path: ['min_rating'],
  });
export type TRuleInput = z.infer<typeof ZRuleInput>;

export const ZRule = z.object({
  id: z.uuid(),
  position: z.number().int(),
  name: z.string(),
  location_id: z.uuid().nullable(),
  min_rating: z.number().int().nullable(),
  max_rating: z.number().int().nullable(),
  source: z.string().nullable(),
  language: z.string().nullable(),
  incident: z.boolean(),
  assignee_id: z.uuid(),
  assignee_name: z.string(),
  enabled: z.boolean(),
});
export type TRule = z.infer<typeof ZRule>;

/** `PUT /v1/restaurant/{id}/assignment-rule`: the whole ordered list, first match wins. */
export const ZRulesSave = z.object({ rules: z.array(ZRuleInput).max(RULES_MAX) });
export type TRulesSave = z.infer<typeof ZRulesSave>;

const ZTargetHours = z.number().int().min(RESPONSE_TARGET_MIN_HOURS).max(RESPONSE_TARGET_MAX_HOURS);

/**
 * `…/response-target`: hours to answer a review of each rating class, 1–2★, 3★ and 4–5★
 * (docs/product/team-workflow.md#response-time-targets).
 */
export const ZResponseTargets = z.object({
  negative_hours: ZTargetHours,
  neutral_hours: ZTargetHours,
  positive_hours: ZTargetHours,
  /** Hours to answer a guest's social comment; kept as it was when absent. */
  comment_hours: ZTargetHours.optional(),
});
export type TResponseTargetsSave = z.infer<typeof ZResponseTargets>;
export const ZResponseTargetsAnswer = ZResponseTargets.extend({ comment_hours: ZTargetHours });
export type TResponseTargets = z.infer<typeof ZResponseTargetsAnswer>;
