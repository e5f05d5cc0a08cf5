/** How much of a set of drafts repeats word for word across them (`eval-replies.ts`). */
import type { Draft } from './eval-drafts.ts';
import { fold, sentencesOf } from './eval-reply-text.ts';

const sentenceKey = (s: string) => fold(s).trim();

/** Share of sentences found word for word (normalised) in at least 3 other drafts of the set. */
export function repeatedShare(set: Draft[]): { repeated: number; all: number } {
  const draftsWith = new Map<string, number>();
  const keysOf = set.map((d) => [...new Set(sentencesOf(d.text).map(sentenceKey))]);
  for (const keys of keysOf) for (const k of keys) draftsWith.set(k, (draftsWith.get(k) ?? 0) + 1);
  let repeated = 0;
  let all = 0;
  for (const d of set)
    for (const s of sentencesOf(d.text)) {
      all++;
      if ((draftsWith.get(sentenceKey(s)) ?? 0) - 1 >= 3) repeated++;
    }
  return { repeated, all };
}
