import { z } from 'zod';

import { CORRECTED_POLARITIES, CORRECTION_ACTIONS, MENTION_KINDS } from '../mention-corrections.ts';

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

/**
 * A mention a person took off an entry's list: not about it (`remove`), or moved to another entry
 * (`reassign`, `moved_to` names it). Undoing its correction brings it back.
 */
export const ZRemovedMention = z.object({
  review_id: z.uuid(),
  kind: z.enum(MENTION_KINDS),
  /** The entry the analysis gave, whose list the mention left. */
  entry_id: z.uuid(),
  entry_name: z.string(),
  location_id: z.uuid(),
  review_date: z.string(),
  snippet: z.string(),
  polarity: z.string(),
  action: z.enum(['remove', 'reassign']),
  moved_to: z.string().nullable(),
  /** Who corrected it; null once that user is gone. */
  corrected_by: z.string().nullable(),
  corrected_at: z.string(),
});
export type TRemovedMention = z.infer<typeof ZRemovedMention>;
