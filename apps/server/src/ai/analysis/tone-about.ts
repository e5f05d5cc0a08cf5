import { fold } from './catalogue-text.ts';
import { analyseReview } from './review-analysis.ts';
import { plainText, snippetOf } from './review-text.ts';
import { splitSentences } from './tokenize.ts';

export type ToneAbout = { tone: 'positive' | 'negative' | 'neutral'; sentence: string };

/**
 * A thing missing or hard to get at, which the sentence analysis reads flat: "no parking",
 * « aucun stationnement », "impossible to park", « le stationnement est un cauchemar ».
 */
const HARD =
  /\b(?:impossible|nightmare|cauchemar|difficile|hard to (?:find|get|hear|park)|nowhere|circled|tourne\w* en rond|on a tourne|galere|a pain)\b/;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lacking = (sentence: string, words: string[]) =>
  HARD.test(sentence) ||
  words.some((w) =>
    new RegExp(`\\b(?:no|zero|lack of|aucune?|pas de|pas d|manque de) (?:\\w+ )?${escape(w)}`).test(
      sentence,
    ),
  );

const sentencesSaying = (text: string, folded: string[]) =>
  splitSentences(plainText(text)).filter((s) => folded.some((w) => fold(s.text).includes(w)));

/** The first sentence of a review that says one of `words`, to quote; null when none does. */
export function sentenceSaying(text: string, words: readonly string[]): string | null {
  const said = sentencesSaying(text, words.map(fold).filter(Boolean))[0];
  return said ? snippetOf(said.text) : null;
}

/**
 * How a review speaks of a thing it names ("the noise", « le stationnement »): the sentences
 * that say one of `words`, each read by the analysis on its own, so a 5★ review's "the music was
 * a bit loud" is a complaint about the music and "easy parking" in a 2★ review is not one about
 * the parking. A sentence read mixed ("great food but way too noisy") complains unless the
 * guest gave five stars; a flat one never does. Null when no sentence says a word (the author's
 * name matched, say). The sentence returned is the one to quote.
 */
export function toneAbout(
  text: string,
  words: readonly string[],
  rating: number | null,
): ToneAbout | null {
  const wanted = words.map(fold).filter(Boolean);
  const said = sentencesSaying(text, wanted);
  if (!said.length) return null;
  const read = said.map((s) => ({
    sentence: s.text,
    label: lacking(fold(s.text), wanted) ? 'negative' : analyseReview(s.text, null).sentiment.label,
  }));
  const bad = read.find((r) => r.label === 'negative' || (r.label === 'mixed' && rating !== 5));
  if (bad) return { tone: 'negative', sentence: snippetOf(bad.sentence) };
  const good = read.find((r) => r.label === 'positive' || r.label === 'mixed');
  return good
    ? { tone: 'positive', sentence: snippetOf(good.sentence) }
    : { tone: 'neutral', sentence: snippetOf(read[0]!.sentence) };
}
