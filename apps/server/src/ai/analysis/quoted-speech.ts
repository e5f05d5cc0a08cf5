import { sentenceWords } from './mention-cues.ts';
import type { Word } from './sentence.ts';

/**
 * What someone else said, quoted by the guest: "the server said 'oh that happens'", « il m'a dit
 * "c'est pas grave" ». Those words are the server's or the host's, not the guest's opinion of the
 * visit, so their praise ("enjoy!") or their downtoners ("a bit behind") do not count for the
 * guest's verdict. One or two words in quotes are scare quotes ("another 'smokehouse'"), which
 * carry the guest's irony, and stay.
 */
const QUOTES = [
  // Straight or curly single quotes; an apostrophe inside a word ("kitchen's") is no closing quote.
  /(?<![\p{L}\p{N}])['‘](?=\S)(?:[^'‘’\n]|['’](?=\p{L}))+?(?<=\S)['’](?![\p{L}\p{N}])/gu,
  /["“](?=\S)[^"“”\n]+?(?<=\S)["”]/gu,
  /«[^»\n]+»/gu,
];

const MIN_WORDS = 3;

/** Start and end offsets of each quoted passage of three words or more in the text. */
export function quotedPassages(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const re of QUOTES)
    for (const m of text.matchAll(re)) {
      const words = m[0].match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
      if (words.length >= MIN_WORDS) out.push([m.index, m.index + m[0].length]);
    }
  return out;
}

/** The token ranges of a sentence that lie in a quoted passage of the review. */
export function quotedIn(
  quotes: readonly [number, number][],
  sentence: { text: string; start: number },
  tokens: (from: number, to: number) => [number, number],
): [number, number][] {
  const end = sentence.start + sentence.text.length;
  return quotes
    .filter(([a, b]) => a < end && sentence.start < b)
    .map(([a, b]) => tokens(Math.max(0, a - sentence.start), Math.min(end, b) - sentence.start));
}

/** A sentence's folded words less the quoted ones. */
export const unquotedWords = (words: Word[], quoted: readonly [number, number][]) =>
  sentenceWords(words.filter((_, i) => !quoted.some(([a, b]) => i >= a && i < b)));
