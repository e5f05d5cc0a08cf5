import type { Tone } from '../engine.ts';
import { registerOf, type Mood, type PhraseBank } from './phrases.ts';
import type { Random } from './random.ts';
import { capitalise, lowerFirst, sentenceKey } from './text.ts';

/** The openings to stay away from: exact ones never, the same wording with another name if we can. */
export type RecentOpenings = { exact: Set<string>; bodies: Set<string> };

/** An opening without its greeting or trailing vocative: "Hi Ana, thanks!" and "Thanks, Bo!" → "thanks". */
function bodyKey(opening: string): string {
  const withoutGreeting = opening.replace(/^([^,]{1,30}),\s*(?=\S)/u, (whole, prefix: string) =>
    prefix.trim().split(/\s+/).length <= 3 ? '' : whole,
  );
  return sentenceKey(withoutGreeting.replace(/,\s*[\p{L}'’-]+\s*([.!?])$/u, '$1'));
}

export function recentOpeningsOf(openings: readonly string[]): RecentOpenings {
  const usable = openings.filter((o) => o.trim());
  return {
    exact: new Set(usable.map(sentenceKey)),
    bodies: new Set(usable.map(bodyKey)),
  };
}

const fillName = (template: string, name: string) => template.replace(/\{name\}/g, name);

/** Every opening sentence the bank can write for this tone and mood, greeting included. */
export function openingCandidates(
  bank: PhraseBank,
  tone: Tone,
  mood: Mood,
  firstName: string | null,
  ratingOnly: number | null = null,
  inquiry = false,
): string[] {
  const bodies = inquiry
    ? bank.inquiryOpenings[registerOf(tone)]
    : ratingOnly === null
      ? bank.openings[tone][mood]
      : bank.ratingOnlyOpenings[mood]
          // "Thanks" is too casual for a formal voice.
          .filter((b) => tone !== 'formal' || !/^thanks\b/i.test(b))
          .map((b) => b.replace('{stars}', bank.stars(ratingOnly)));
  if (!firstName) {
    return bank.anonymousGreetings[tone].flatMap((greeting) =>
      bodies.map((body) => (greeting ? `${greeting} ${lowerFirst(body)}` : body)),
    );
  }
  return [
    ...bank.namedGreetings[tone].flatMap((greeting) =>
      bodies.map((body) => `${fillName(greeting, firstName)} ${lowerFirst(body)}`),
    ),
    ...(ratingOnly === null && !inquiry ? bank.namedOpenings[tone][mood] : []).map((template) =>
      capitalise(fillName(template, firstName)),
    ),
  ];
}

/**
 * A candidate never used recently, preferring one whose wording (greeting aside) was not used
 * either; null when every candidate was used.
 */
export function chooseOpening(
  candidates: readonly string[],
  recent: RecentOpenings,
  random: Random,
): string | null {
  const fresh = random.shuffle(candidates).filter((c) => !recent.exact.has(sentenceKey(c)));
  return fresh.find((c) => !recent.bodies.has(bodyKey(c))) ?? fresh[0] ?? null;
}
