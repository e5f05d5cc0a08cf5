import { z } from 'zod';

/*
 * What a review asks or reports beyond its opinions (docs/product/review-understanding.md#signals):
 * questions to the owner, incidents, spam and sarcasm. The analysis finds them, replies answer
 * them, auto-approval holds reviews that carry them and the web shows them.
 */

/** What a guest's question to the owner is about; each topic but `other` is a restaurant fact. */
export const QUESTION_TOPICS = [
  'patio',
  'groups',
  'gluten-free',
  'vegan',
  'nuts',
  'parking',
  'hours',
  'gift-cards',
  'dogs',
  'reservations',
  'accessibility',
  'other',
] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

/** Reports that need a person, a serious tone and no promotion. */
export const INCIDENT_KINDS = [
  'illness',
  'allergy',
  'injury',
  'foreign-object',
  'hygiene',
  'discrimination',
  'legal-threat',
  'health-authority',
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** Why a review is not a guest's review of this restaurant: flagged, never replied to. */
export const SPAM_KINDS = [
  'seo',
  'wrong-restaurant',
  'job-seeker',
  'delivery-app',
  'off-topic',
] as const;
export type SpamKind = (typeof SPAM_KINDS)[number];

/** A span is the guest's own words, as written, so the web can quote and highlight them. */
export const reviewSignalsSchema = z.object({
  questions: z.array(z.object({ topic: z.enum(QUESTION_TOPICS), span: z.string() })),
  incidents: z.array(z.object({ kind: z.enum(INCIDENT_KINDS), span: z.string() })),
  spam: z.enum(SPAM_KINDS).nullable(),
  /**
   * Why a `wrong-restaurant` review is another's, when the analysis can name it: the group's other
   * location it says it is about ("Gatineau"), so the inbox can show "about another location".
   */
  spamAbout: z.object({ otherLocation: z.string() }).optional(),
  /** The literal words praise but the stars say the guest means the opposite. */
  sarcasm: z.boolean(),
});
export type ReviewSignals = z.infer<typeof reviewSignalsSchema>;

export const NO_SIGNALS: ReviewSignals = Object.freeze({
  questions: [],
  incidents: [],
  spam: null,
  sarcasm: false,
}) as ReviewSignals;
