import { z } from 'zod';

/*
 * Verified drafts (docs/product/reviews-and-replies.md#verified-drafts): every draft, from the
 * built-in engine or a language model, is checked against the review's analysis before anyone
 * sees it. Staff see which checks passed; auto-approval never posts a held draft.
 */

export const DRAFT_CHECKS = [
  /** The reply is in the guest's language (or the one asked for) and so is its sign-off. */
  'language',
  /** No praise of what the guest criticised, no apology for what they praised. */
  'no-contradiction',
  /** No apology for a topic the guest did not criticise ("sorry about the prices" for a wait). */
  'no-invented-complaint',
  /** Every incident is named and the guest invited to get in touch. */
  'incidents-addressed',
  /** Every question is answered from the facts, or a follow-up is promised. */
  'questions-answered',
  /** No offer, refund, name or hour that is not in the review or the restaurant's facts. */
  'no-invented-facts',
  /** Nothing promoted on a review of 2 stars or fewer, or on an incident. */
  'no-promotion',
  /** Within the platform's length and not a one-liner. */
  'length',
] as const;
export type DraftCheckId = (typeof DRAFT_CHECKS)[number];

/** The offers a draft may not make unless the restaurant allowed them (`invented-offer`'s subject). */
export const OFFER_KINDS = [
  'refund',
  'discount',
  'free item',
  'gift card',
  'compensation',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What a failed check found, one entry per thing to fix, so the web can say it in any language. */
export const CHECK_PROBLEMS = [
  /** The reply is in `language`, not `expected`. */
  'written-in',
  /** The sign-off (`subject`) is in `language`. */
  'sign-off-in',
  /** Praises `subject` (a dish, a person or an aspect category) the guest criticised. */
  'praises-criticised',
  /** Apologises for `subject`, which the guest praised. */
  'apologises-praised',
  /** Apologises for `subject` (an aspect category), which the guest did not criticise. */
  'apologises-uncriticised',
  /** Does not name the incident of kind `subject`. */
  'incident-unnamed',
  /** Does not invite the guest to get in touch after an incident. */
  'no-contact',
  /** Does not answer the question on topic `subject`. */
  'question-unanswered',
  /** States an offer (`subject`: refund, discount, free item, gift card, compensation). */
  'invented-offer',
  /** States a time of day, a phone number, an address or a name (`subject`) found nowhere. */
  'invented-time',
  'invented-phone',
  'invented-address',
  'invented-name',
  /** Promotes something (`subject`, the draft's words) on a low rating or an incident. */
  'promotes',
  /** Invites the guest back (`subject`) after an incident. */
  'welcome-after-incident',
  'too-short',
  /** Longer than `subject` characters. */
  'too-long',
  'one-liner',
] as const;
export type CheckProblemCode = (typeof CHECK_PROBLEMS)[number];

export const checkProblemSchema = z.object({
  code: z.enum(CHECK_PROBLEMS),
  subject: z.string().max(300).optional(),
  language: z.enum(['en', 'fr']).optional(),
  expected: z.enum(['en', 'fr']).optional(),
});
export type CheckProblem = z.infer<typeof checkProblemSchema>;

export const draftCheckSchema = z.object({
  check: z.enum(DRAFT_CHECKS),
  passed: z.boolean(),
  /** What failed, in English: for the language model's second try, logs and older drafts. */
  detail: z.string().nullable(),
  /** The same, structured: what the web shows, in the reader's language. Absent on older drafts. */
  problems: z.array(checkProblemSchema).optional(),
});
export type DraftCheck = z.infer<typeof draftCheckSchema>;

/** Why a draft waits for a person even when the restaurant auto-approves. */
export const HOLD_REASONS = ['incident', 'question', 'spam', 'failed-check'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
