import type { Polarity } from '@tableside/domain/insights';
import type { ClauseReading } from './overall-sentiment-features.ts';
import type { Sighting } from './catalogue-sightings.ts';

/** An opinion term the guest used, where it stands and how it leaned. */
export type Aspect = { term: string; category: string; polarity: Polarity; snippet: string };
export type Mention = { polarity: Polarity; snippet: string };
/** A person the guest names as staff who is not on the roster: the name as first written. */
export type GuestNamedMention = Mention & { span: string };

/** What a review's sentences add up to while they are read one by one (review-sentence.ts). */
export type Tally = {
  categoryPolarity: Map<string, Polarity>;
  /** Word polarity summed over the review (the lexicon's lean). */
  lexicon: number;
  positives: number;
  negatives: number;
  positiveClauses: number;
  negativeClauses: number;
  clauses: ClauseReading[];
  aspects: Aspect[];
  /** Aspects that are no dish's or person's name: what keywords are made of. */
  keywordAspects: Aspect[];
  menuSeen: Map<string, Mention>;
  staffSeen: Map<string, Mention>;
  /** Keyed by the folded name: "Priya" and "PRIYA" are one person. */
  guestNamedSeen: Map<string, GuestNamedMention & { name: string }>;
  sightings: Sighting[];
};

export const newTally = (): Tally => ({
  categoryPolarity: new Map(),
  lexicon: 0,
  positives: 0,
  negatives: 0,
  positiveClauses: 0,
  negativeClauses: 0,
  clauses: [],
  aspects: [],
  keywordAspects: [],
  menuSeen: new Map(),
  staffSeen: new Map(),
  guestNamedSeen: new Map(),
  sightings: [],
});

/** Two readings of one thing: the same, one neutral, or praise and criticism (`conflict`). */
export const merge = (a: Polarity | undefined, b: Polarity): Polarity => {
  if (!a || a === b) return b;
  if (a === 'neutral') return b;
  if (b === 'neutral') return a;
  return 'conflict';
};

/** Puts a category back as it was before this sentence was read. */
export function restore(polarities: Map<string, Polarity>, category: string, before?: Polarity) {
  if (before) polarities.set(category, before);
  else polarities.delete(category);
}

/** How a sentence's readings are meant: as said, or turned by its frame or by irony. */
export type Meaning = (p: Polarity) => Polarity;
export const same: Meaning = (p) => p;
/** What a hyperbole's complaint words mean at 4–5★: "the wings are a problem" is praise. */
export const praised: Meaning = (p) => (p === 'negative' ? 'positive' : p);
/** What an ironic sentence's praise means: "What a treat…" at 1★ is a complaint. */
export const sincere: Meaning = (p) => (p === 'positive' ? 'negative' : p);
/** What a sentence that only asks the owner to read the review says of anything: nothing. */
export const unread: Meaning = () => 'neutral';
