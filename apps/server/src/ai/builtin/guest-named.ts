import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { negatesPraise } from '../replies/negated-praise.ts';
import type { Mood } from './phrases.ts';
import { fold } from './text.ts';

/** "Anne-Sophie" stays whole; "Priya Shah" is thanked as Priya. */
export const firstOfGuestNamed = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * People the guest names as staff whom the roster lacks ("our server Priya"), sorted as a manager
 * would: thanked by the first name the guest wrote when praised, even in a complaint ("Priya was
 * lovely, but…"), as rostered staff are; criticised, never named (the service is answered); and
 * left out when the reading is torn, neutral or a criticism inside a glowing review, where the
 * name is not worth the risk of a misreading.
 */
export function guestNamedVerdicts(
  analysis: ReviewUnderstanding,
  mood: Mood,
  known: readonly string[],
): { praised: string[]; critiqued: string[] } {
  const out = { praised: [] as string[], critiqued: [] as string[] };
  const seen = new Set(known.map(fold));
  for (const person of analysis.guestNamedStaff ?? []) {
    const first = firstOfGuestNamed(person.name);
    if (seen.has(fold(first))) continue;
    seen.add(fold(first));
    // "Priya was not that friendly": praise the guest negated is a complaint.
    const polarity =
      person.polarity === 'positive' && negatesPraise(person.snippet, [first])
        ? 'negative'
        : person.polarity;
    if (polarity === 'positive') out.praised.push(first);
    else if (
      polarity === 'negative' &&
      (mood !== 'praise' || analysis.sentiment.label !== 'positive')
    )
      out.critiqued.push(first);
  }
  return out;
}
