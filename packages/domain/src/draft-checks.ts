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

export const draftCheckSchema = z.object({
  check: z.enum(DRAFT_CHECKS),
  passed: z.boolean(),
  /** What failed, in words staff can act on (English; the web translates the check id). */
  detail: z.string().nullable(),
});
export type DraftCheck = z.infer<typeof draftCheckSchema>;

/** Why a draft waits for a person even when the restaurant auto-approves. */
export const HOLD_REASONS = ['incident', 'question', 'spam', 'failed-check'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
