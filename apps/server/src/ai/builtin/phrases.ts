import type { Tone } from '../engine.ts';

/** How the reply as a whole reads: thanks, a neutral thank-you, or an apology. */
export type Mood = 'praise' | 'neutral' | 'complaint';
/** Middle sentences come in two registers: casual (friendly, fun) and polished (formal, neutral). */
export type Register = 'casual' | 'polished';

type ByTone<T> = Record<Tone, T>;
type ByMood<T> = Record<Mood, T>;
type ByRegister<T> = Record<Register, T>;

/**
 * The frame of a reply in one language: greetings, openings, invitations, mentions and offers
 * (the middle, built from the analysis, is in `lines.ts`). Placeholders: {name} (first name),
 * {atPlace} ("at Bistro Lumière Plateau"), {thing} (what the instructions ask to mention), {offer}.
 */
export type PhraseBank = {
  /** "Hi {name}," — an opening follows, starting in lower case. */
  namedGreetings: ByTone<string[]>;
  /** "Hello," or '' for none. */
  anonymousGreetings: ByTone<string[]>;
  openings: ByTone<ByMood<string[]>>;
  /** Openings for a review without text, which must not thank for words never written. */
  ratingOnlyOpenings: ByMood<string[]>;
  /** Openings for a message that only asks something (most social comments): no visit assumed. */
  inquiryOpenings: ByRegister<string[]>;
  /** {stars}: "five-star rating", "cinq étoiles". */
  stars: (rating: number) => string;
  /** Whole openings that greet by name themselves ("Thanks a million, {name}!"). */
  namedOpenings: ByTone<ByMood<string[]>>;
  genericApology: ByRegister<string[]>;
  invitations: ByTone<string[]>;
  mentions: ByRegister<string[]>;
  mentionsAfterComplaint: string[];
  /** For {thing} that is a statement ("that we now open on Mondays"). */
  mentionFacts: string[];
  offers: ByRegister<string[]>;
  /** When the allowed offer is written in the other language. */
  genericOffers: string[];
  /** "at Bistro Lumière Plateau", "chez Bistro Lumière Plateau". */
  atPlace: (place: string) => string;
  /** A statement to mention, as opposed to a thing ("that…", "que…"). */
  isFact: (thing: string) => boolean;
};

/** "a, b and c" with the given separators. */
export function listWith(and: string, comma = ', ') {
  return (items: string[]): string => {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;
  };
}

export const registerOf = (tone: Tone): Register =>
  tone === 'friendly' || tone === 'fun' ? 'casual' : 'polished';
