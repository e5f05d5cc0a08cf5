import { ACCENTED, WORDS } from './french-glossary.ts';
import { SPOKEN_GLOSSES } from './french-lexicon.ts';
import { foldWord } from './tokenize.ts';
import { perWord } from './word-memo.ts';

/**
 * A French word's English gloss, word by word (`french-glossary.ts`): the sentence gloss reads
 * French through it, and the incident classifier reads French words as their English ones.
 */

/** "word:gloss" pairs, underscores for spaces. */
export const glossTable = (text: string) =>
  new Map(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const at = pair.lastIndexOf(':');
        return [pair.slice(0, at).replace(/_/g, ' '), pair.slice(at + 1).replace(/_/g, ' ')];
      }),
  );
const GLOSS = glossTable(WORDS + SPOKEN_GLOSSES);
const BY_ACCENT = glossTable(ACCENTED);

/** Feminine and plural endings back to the form the glossary lists ("délicieuses" → "délicieux"). */
const ENDINGS: [RegExp, string][] = [
  [/euses?$/, 'eux'],
  [/ives?$/, 'if'],
  [/eres?$/, 'er'],
  [/ennes?$/, 'en'],
  [/elles?$/, 'el'],
  [/ettes?$/, 'et'],
  [/ees?$/, 'e'],
  [/aux$/, 'al'],
  [/[sx]$/, ''],
  [/es$/, ''],
  [/e$/, ''],
];

/** A word's gloss, or null for a word the glossary does not know (memoised per spelling). */
export const glossOf = perWord((lower): string | null => {
  const known = BY_ACCENT.get(lower);
  if (known !== undefined) return known;
  const folded = foldWord(lower);
  const plain = GLOSS.get(folded);
  if (plain !== undefined) return plain;
  for (const [ending, base] of ENDINGS) {
    if (!ending.test(folded)) continue;
    const found = GLOSS.get(folded.replace(ending, base));
    if (found !== undefined) return found;
  }
  return null;
});
