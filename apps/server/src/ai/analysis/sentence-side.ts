import { ceilingHedge } from './ceiling-hedge.ts';
import { contrasted } from './clauses.ts';
import { dockedStar, wishedOtherwise } from './docked-star.ts';
import { excusedGripe } from './excused-gripe.ts';
import { isContrast } from './lexicon.ts';
import type { ClauseReading } from './overall-sentiment-features.ts';
import type { Tally } from './review-tally.ts';
import type { ReviewContext, SentenceReading } from './sentence-context.ts';
import type { Word } from './sentence.ts';
import { otherVisit } from './time-shift.ts';

/** How far a sentence's words and aspects must lean to count as a praising or critical clause. */
const CLAUSE_LEAN = 0.25;

/**
 * Which side a sentence takes (praise, criticism, both across a contrast, or none), from its
 * words' lean and the aspects it added to the tally since `before`; counts its clauses in the
 * tally. Returns the lean with its aspects weighed in, as the overall sentiment reads it.
 */
export function clauseSide(
  t: Tally,
  s: SentenceReading,
  c: ReviewContext,
  /** The words' lean alone, as added to the tally's lexicon. */
  wordsLean: number,
  before: { positives: number; negatives: number },
): { lean: number; side: ClauseReading['side'] } {
  const { semeval, rating } = c;
  const { folded } = s;
  const lean =
    wordsLean + (t.positives - before.positives - (t.negatives - before.negatives)) * 0.5;
  // "Good food but painfully slow service": both sides of a contrast count.
  let side: ClauseReading['side'] = 'none';
  if (
    t.positives > before.positives &&
    t.negatives > before.negatives &&
    contrasted(s.read.words)
  ) {
    t.positiveClauses++;
    t.negativeClauses++;
    side = 'both';
  } else if (lean > CLAUSE_LEAN) {
    t.positiveClauses++;
    side = 'positive';
  } else if (lean < -CLAUSE_LEAN) {
    t.negativeClauses++;
    side = 'negative';
  }
  // "Knocked a star because they dropped the trout": why a star is missing is a criticism.
  // "…, the bark could've been crustier": a wish for otherwise criticises, however softly.
  // "Parking is a pain, but that's hardly their fault": an excused downside is still named.
  if (
    !semeval &&
    rating != null &&
    side !== 'negative' &&
    side !== 'both' &&
    (dockedStar(folded) || wishedOtherwise(folded) || excusedGripe(folded, s.read.words))
  ) {
    if (t.negatives === before.negatives) t.negatives++;
    t.negativeClauses++;
    side = side === 'positive' ? 'both' : 'negative';
  }
  // "Good not great", "decent but Montreal has better": praise with its ceiling said is the
  // guest's reservation, not their praise (ceiling-hedge.ts).
  if (
    !semeval &&
    rating != null &&
    side !== 'negative' &&
    side !== 'both' &&
    ceilingHedge(folded)
  ) {
    if (t.negatives === before.negatives) t.negatives++;
    t.negativeClauses++;
    if (side === 'positive') t.positiveClauses--;
    side = 'negative';
  }
  // "Update: came back after my so-so visit…" at 4★, "used to be our go-to" at 2★: what the
  // stars contradict was said of another visit (time-shift.ts), not of this one.
  if (!semeval && rating != null && rating !== 3 && otherVisit(folded)) {
    const against = rating > 3 ? 'negative' : 'positive';
    if (side === against || side === 'both') {
      if (against === 'negative')
        [t.negatives, t.negativeClauses] = [before.negatives, t.negativeClauses - 1];
      else [t.positives, t.positiveClauses] = [before.positives, t.positiveClauses - 1];
      if (side === against) t.lexicon -= wordsLean;
      side = side === 'both' ? (against === 'negative' ? 'positive' : 'negative') : 'none';
    }
  }
  return { lean, side };
}

/** The sentence's word polarity summed between contrast words; ironic praise counts against. */
export function contrastParts(words: readonly Word[], ironic: boolean): number[] {
  const parts = [0];
  for (const w of words) {
    if (isContrast(w.folded)) parts.push(0);
    else parts[parts.length - 1]! += ironic ? -Math.abs(w.polarity) : w.polarity;
  }
  return parts.filter((p, i) => p !== 0 || i === 0);
}
