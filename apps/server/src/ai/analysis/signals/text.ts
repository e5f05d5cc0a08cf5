import { foldWord } from '../tokenize.ts';
import { perWord } from '../word-memo.ts';

/**
 * The signal detectors read a review as folded text (lower case, no accents, straight
 * apostrophes) cut into sentences. Folding is one character for one, so an offset found in the
 * folded text is an offset in the guest's words and a span is quoted as they wrote it.
 */

/** One character folded the way `foldWord` folds words, or kept when folding would change its length. */
const foldChar = perWord((c) => {
  const folded = foldWord(c);
  return folded.length === c.length ? folded : c;
});

export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Lower-casing keeps the length but for a few letters ("İ"); those texts go one by one.
  if (lower.length !== text.length) {
    let out = '';
    for (const c of text) out += foldChar(c);
    return out;
  }
  return lower.replace(/[\u0080-\u{10ffff}]/gu, foldChar);
}

export type SignalSentence = {
  /** As written, trimmed. */
  text: string;
  /** Folded (`foldText`), same length as `text`. */
  folded: string;
  start: number;
  end: number;
  /** Ends with a question mark. */
  asks: boolean;
};

// Ellipses and runs of "?!" end a sentence as a full stop does; "4.5" splits harmlessly.
const SENTENCE = /[^.!?…\n]+[.!?…]*/g;

export type SignalText = { text: string; folded: string; sentences: SignalSentence[] };

export function readSignalText(text: string): SignalText {
  const folded = foldText(text);
  const sentences: SignalSentence[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!/[\p{L}\p{N}]/u.test(body)) continue;
    const start = match.index + lead;
    const end = start + body.length;
    sentences.push({
      text: body,
      folded: folded.slice(start, end),
      start,
      end,
      asks: /\?[?!]*$/.test(body),
    });
  }
  return { text, folded, sentences };
}

/**
 * A template tag: word-list alternatives written one per line (folded, raw: `\d` stays a digit
 * class; `${…}` inserts a shared piece), as one expression that matches whole words only.
 */
export function words(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  const alternatives = String.raw({ raw: strings.raw }, ...parts)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (alternatives.some((l) => l.startsWith('|') || l.endsWith('|')))
    throw new Error('a word list line starts or ends with "|": it would match anything');
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${alternatives.join('|')})(?![\p{L}\p{N}])`,
    'u',
  );
}
