import type { Word } from './sentence.ts';

/** Text beyond this is not read: a review is never that long, a paste of a page may be. */
const MAX_CHARS = 20_000;
const MAX_SNIPPET = 240;

/** Visible text only: tags and entities are dropped before anything is read or stored. */
export function plainText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS);
}

/** The sentence as stored beside a reading: long ones cut at a word's end. */
export function snippetOf(sentence: string): string {
  return sentence.length <= MAX_SNIPPET
    ? sentence
    : `${sentence.slice(0, MAX_SNIPPET - 1).trimEnd()}…`;
}

/** The tokens [a, b) a character span of a sentence covers. */
export function tokenRange(words: Word[], from: number, to: number): [number, number] {
  const a = Math.max(
    0,
    words.findIndex((w) => w.end > from),
  );
  let b = a;
  while (b < words.length && words[b]!.start < to) b++;
  return [a, Math.max(b, a + 1)];
}
