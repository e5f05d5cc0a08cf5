import { fold } from './text.ts';
import { avoidedWords, type NamedInReview } from './course-words.ts';
import type { Part } from './writer.ts';

/* Last touches the instructions ask for, applied to the finished reply. */

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bshan['’]t\b/gi, 'shall not'],
  [/\b(\w+)n['’]t\b/gi, '$1 not'],
  [/\b(I)['’]m\b/g, '$1 am'],
  [/\b(we|you|they)['’]re\b/gi, '$1 are'],
  [/\b(I|we|you|they|he|she|it|that)['’]ll\b/gi, '$1 will'],
  [/\b(I|we|you|they)['’]ve\b/gi, '$1 have'],
  [/\b(I|we|you|they|he|she)['’]d\b/gi, '$1 would'],
  [/\b(it|that|there|here|what|who|he|she)['’]s\b/gi, '$1 is'],
  [/\blet['’]s\b/gi, 'let us'],
];

/** "We're sorry we can't" → "We are sorry we cannot": the formal register has no contractions. */
export function expandContractions(text: string): string {
  return CONTRACTIONS.reduce((t, [re, to]) => t.replace(re, to), text);
}

export function stripEmoji(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ +([.,!?])/g, '$1');
}

/** A sentence that apologises, in either language. */
const APOLOGISES =
  /(?<!\p{L})(?:sorry|apolog\p{L}*|d[ée]sol[ée]e?s?|excuses?|excusez|navr[ée]e?s?|pardon)(?!\p{L})/iu;

/**
 * At most `max` sentences that apologise ("one sorry is plenty", "don't apologize"), the first
 * kept. A sentence the reply cannot lose (an incident named, `kept` and above) stays whatever it
 * says, and counts.
 */
export function withApologies(parts: Part[], max: 0 | 1 | null, kept: number): Part[] {
  if (max === null) return parts;
  let left = max - parts.filter((p) => p.priority >= kept && APOLOGISES.test(p.text)).length;
  return parts.filter((p) => {
    if (p.priority >= kept || !APOLOGISES.test(p.text)) return true;
    return left-- > 0;
  });
}

/**
 * Drops every sentence that says a word the instructions asked the reply not to mention, a dish
 * of the course it names ("the dessert": the crème brûlée), or a dish or person of the review
 * when it names them as a whole ("don't name the dishes").
 */
export function withoutAvoided(
  parts: Part[],
  avoid: readonly string[],
  named?: NamedInReview,
): Part[] {
  const words = avoidedWords(avoid, named).filter(Boolean);
  if (!words.length) return parts;
  return parts.filter((p) => {
    const text = ` ${fold(p.text)} `;
    return !words.some((w) => text.includes(` ${w} `) || text.includes(` ${w}s `));
  });
}

/**
 * Verbs the replies' own words put after "le"/"les" as pronouns ("merci de les avoir partagés").
 * A list, not a verb's ending: dish names end like verbs too ("du tartare", "du burger").
 */
const PRONOUN_VERBS = new Set(
  'avoir être faire voir revoir lire dire savoir recevoir accueillir partager signaler corriger transmettre goûter essayer découvrir régler mentionner remercier retrouver servir réserver'.split(
    ' ',
  ),
);

/**
 * "de les groupes" → "des groupes", "à le gérant" → "au gérant": the contractions French makes
 * when a slot follows "de" or "à". A pronoun before a verb is no article and stays ("merci de les
 * avoir partagés", "à le faire"). Letters, not `\b`: "à" is no word character to a plain regular
 * expression.
 */
export function contractFrench(text: string): string {
  return text.replace(
    /(?<!\p{L})([dD]e|[àÀ]) (les?)(?!\p{L})(?=(\s+\p{L}+)?)/gu,
    (whole, head: string, article: string, next: string | undefined) => {
      const word = next?.trim().toLowerCase() ?? '';
      if (PRONOUN_VERBS.has(word)) return whole;
      const upper = head[0] === 'D' || head === 'À';
      const joined = /^[dD]e$/.test(head)
        ? article === 'les'
          ? 'des'
          : 'du'
        : article === 'les'
          ? 'aux'
          : 'au';
      return upper ? joined[0]!.toUpperCase() + joined.slice(1) : joined;
    },
  );
}
