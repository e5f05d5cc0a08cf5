import type { Tone } from '../engine.ts';
import type { Topic } from './topics.ts';

/** How the reply as a whole reads: thanks, a neutral thank-you, or an apology. */
export type Mood = 'praise' | 'neutral' | 'complaint';
/** Middle sentences come in two registers: casual (friendly, fun) and polished (formal, neutral). */
export type Register = 'casual' | 'polished';

type ByTone<T> = Record<Tone, T>;
type ByMood<T> = Record<Mood, T>;
type ByRegister<T> = Record<Register, T>;

/**
 * Every sentence the built-in engine can write in one language. Placeholders: {name} (first
 * name), {dishes}, {staff}, {staffTo} (the list after "à" in French), {topics}, {atPlace}
 * ("at Bistro Lumière Plateau"), {thing} (what the instructions ask to mention), {offer}.
 */
export type PhraseBank = {
  /** "Hi {name}," — an opening follows, starting in lower case. */
  namedGreetings: ByTone<string[]>;
  /** "Hello," or '' for none. */
  anonymousGreetings: ByTone<string[]>;
  openings: ByTone<ByMood<string[]>>;
  /** Openings for a review without text, which must not thank for words never written. */
  ratingOnlyOpenings: ByMood<string[]>;
  /** {stars}: "five-star rating", "cinq étoiles". */
  stars: (rating: number) => string;
  /** Whole openings that greet by name themselves ("Thanks a million, {name}!"). */
  namedOpenings: ByTone<ByMood<string[]>>;
  dishPraise: ByRegister<string[]>;
  dishCritique: ByRegister<string[]>;
  dishNoted: ByRegister<string[]>;
  staffPraise: ByRegister<string[]>;
  staffCritique: ByRegister<string[]>;
  staffNoted: ByRegister<string[]>;
  apology: ByRegister<string[]>;
  genericApology: ByRegister<string[]>;
  /** Noun phrases that fill {topics}. */
  topics: Record<Topic, string>;
  followUps: Record<Topic, string[]>;
  /** A praising review that still mentions a problem. */
  mixed: ByRegister<string[]>;
  praiseExtras: ByTone<string[]>;
  neutralExtras: ByTone<string[]>;
  invitations: ByTone<string[]>;
  mentions: ByRegister<string[]>;
  mentionsAfterComplaint: string[];
  /** For {thing} that is a statement ("that we now open on Mondays"). */
  mentionFacts: string[];
  offers: ByRegister<string[]>;
  /** When the allowed offer is written in the other language. */
  genericOffers: string[];
  closers: ByTone<ByMood<string[]>>;
  /** "a, b and c". */
  list: (items: string[]) => string;
  /** How a dish is named in a sentence: "the Poutine", "notre Poutine". */
  dish: (dish: string) => string;
  /** "at Bistro Lumière Plateau", "chez Bistro Lumière Plateau". */
  atPlace: (place: string) => string;
  /** {staffTo}: the names after "à" in French ("Léa et à Marc"). */
  staffTo: (staff: string[]) => string;
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
