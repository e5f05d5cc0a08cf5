import type { Word } from './sentence.ts';

// Clauses of a sentence as a reader cuts them: at contrast words and at commas.

/** Words that end a clause: what follows is another thought ("Lena was lovely but the soup…"). */
const HARD_BREAKS = new Set(
  'but however though although yet whereas except unfortunately mais cependant pourtant sauf toutefois neanmoins malgre malheureusement quoique'.split(
    ' ',
  ),
);
const HARD_PAIRS = [
  'par contre',
  'en revanche',
  'alors que',
  'tandis que',
  'even though',
  'even if',
  'meme si',
  'bien que',
];
const SOFT_BREAKS = /^[,;:()[\]…—–]$/;

export type Segment = { from: number; to: number; hardBefore: boolean; hardAfter: boolean };

/** The sentence cut into clauses; each says whether a contrast word separates it from the next. */
/** The index of the segment that holds word `at`, or -1. */
export const segmentAt = (parts: Segment[], at: number) =>
  parts.findIndex((p) => at >= p.from && at < p.to);

export function segments(words: Word[]): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  let hardBefore = false;
  const close = (to: number, hard: boolean) => {
    if (to > from) out.push({ from, to, hardBefore, hardAfter: hard });
    else if (out.length && hard) out.at(-1)!.hardAfter = true;
    hardBefore = hard || (to <= from && hardBefore);
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const pair = i + 1 < words.length && HARD_PAIRS.includes(`${w.folded} ${words[i + 1]!.folded}`);
    if (HARD_BREAKS.has(w.folded) || pair) {
      close(i, true);
      from = pair ? i + 2 : i + 1;
      if (pair) i++;
    } else if (w.punct && SOFT_BREAKS.test(w.folded)) {
      close(i, false);
      from = i + 1;
    }
  }
  close(words.length, false);
  return out;
}

/** A clause must lean this far to count as praise or criticism on its own. */
const CLAUSE_OPINION = 0.5;

/**
 * Whether a contrast word joins a clearly praising and a clearly critical clause; a comma does too
 * when nothing else is said between them: "Wings were the highlight, the trout was overcooked".
 */
export function contrasted(words: Word[]): boolean {
  const all = segments(words);
  const lean = all.map((s) => {
    let v = 0;
    for (let i = s.from; i < s.to; i++) v += words[i]!.polarity;
    return v;
  });
  return all.some(
    (_, k) =>
      k + 1 < all.length &&
      Math.min(lean[k]!, lean[k + 1]!) <= -CLAUSE_OPINION &&
      Math.max(lean[k]!, lean[k + 1]!) >= CLAUSE_OPINION,
  );
}
