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
