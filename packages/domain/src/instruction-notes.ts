/**
 * Why the built-in reply writer left out part of a regeneration instruction. The server names the
 * part and its reason; the web says the reason in the reader's language, so the person who asked
 * knows what to change (docs/product/reviews-and-replies.md).
 */
export const UNFOLLOWED_REASONS = [
  /** No rule read it. */
  'not-understood',
  /** Verse, jokes, a voice, pictures or links: the writer writes plain replies. */
  'style',
  /** A language other than English and French. */
  'language',
  /** A promotion or an offer on a complaint of 2 stars or fewer or on an incident. */
  'promotion',
  /** An email or phone number the restaurant's facts do not hold. */
  'missing-contact',
  /** A fact asked for by its topic ("give them our hours") that the restaurant's facts lack. */
  'missing-fact',
  /** Words to say typed in the other language than the reply's. */
  'other-language',
  /** "tu" over a sentence the writer cannot rewrite. */
  'tutoiement',
  /** A length too short for an incident's reply, which always names it and invites contact. */
  'incident-length',
] as const;
export type UnfollowedReason = (typeof UNFOLLOWED_REASONS)[number];

/** One part of the instructions left out: as the person typed it, and why. */
export type UnfollowedNote = { instruction: string; reason: UnfollowedReason };
