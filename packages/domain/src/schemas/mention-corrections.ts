import { z } from 'zod';

/**
 * A person's correction of one dish or staff mention
 * (docs/product/review-understanding.md#teaching-the-analysis): another entry of the same kind,
 * another polarity, or not a mention at all.
 */
export const MENTION_KINDS = ['menu', 'staff'] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** What a person may set a mention to: `conflict` is the analysis's word, not an owner's. */
export const CORRECTED_POLARITIES = ['positive', 'negative', 'neutral'] as const;
export type CorrectedPolarity = (typeof CORRECTED_POLARITIES)[number];

export const CORRECTION_ACTIONS = ['reassign', 'polarity', 'remove'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

/** The mention of entry `id` (a menu item or a staff member) in review `reviewId`. */
export const ZMentionParams = z.object({ id: z.uuid(), reviewId: z.uuid() });

export const ZMentionCorrectionInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reassign'), entry_id: z.uuid() }).strict(),
  z.object({ action: z.literal('polarity'), polarity: z.enum(CORRECTED_POLARITIES) }).strict(),
  z.object({ action: z.literal('remove') }).strict(),
]);
export type TMentionCorrectionInput = z.infer<typeof ZMentionCorrectionInput>;

export const ZMentionCorrection = z.object({
  review_id: z.uuid(),
  kind: z.enum(MENTION_KINDS),
  /** The entry and polarity the analysis gave. */
  entry_id: z.uuid(),
  polarity: z.string(),
  action: z.enum(CORRECTION_ACTIONS),
  corrected_entry_id: z.uuid().nullable(),
  corrected_polarity: z.enum(CORRECTED_POLARITIES).nullable(),
});
export type TMentionCorrection = z.infer<typeof ZMentionCorrection>;
