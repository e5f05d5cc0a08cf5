import { ratingsOfClass, starCountOf } from '@tableside/domain/ratings';

// Star ratings a question names: counts, ranges, bounds and "bad reviews".

const NUMBER = '(1|2|3|4|5|one|two|three|four|five|un|une|deux|trois|quatre|cinq)';
const valueOf = starCountOf;

/** Star ratings a question restricts to: "one- and two-star", "5 étoiles", "bad reviews". */
export function ratingsOf(folded: string): number[] | null {
  const bound = ratingBound(folded);
  if (bound) return bound;
  const found = new Set<number>();
  const star = new RegExp(
    `\\b${NUMBER}( (?:(and|or|et|ou|to|a) )?${NUMBER})? ?(star|stars|etoile|etoiles)\\b`,
    'g',
  );
  for (const m of folded.matchAll(star)) {
    const a = valueOf(m[1]!);
    const b = m[4] ? valueOf(m[4]) : a;
    // "1-2 star" (folded "1 2 star") is a range like "1 to 2".
    const ranged = m[3] === 'to' || m[3] === 'a' || (m[2] !== undefined && m[3] === undefined);
    for (let r = Math.min(a, b); r <= Math.max(a, b); r++)
      if (ranged || r === a || r === b) found.add(r);
  }
  // "un ou deux étoiles" is read above; "1 and 2 star" too.
  if (found.size) return [...found].sort();
  // "% negative last qtr": a share of a class is of reviews, the word left out.
  const share = /%|\b(percent\w*|share|proportion|pourcentage|part)\b/.test(folded);
  if (
    /\b(bad|negative|poor|low rated|mauvais|negatifs?|mauvaises?)\b/.test(folded) &&
    (share || /\b(reviews?|avis|notes?)\b/.test(folded))
  )
    return ratingsOfClass('negative');
  if (
    /\b(good|positive|great|bons?|positifs?|excellents?)\b/.test(folded) &&
    (share || /\b(reviews?|avis)\b/.test(folded))
  )
    return ratingsOfClass('positive');
  return null;
}

const STARS = '(?:stars?|etoiles?)';
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * A bound on the stars: "4 stars or better", "4+ stars", "au moins 4 étoiles", "4 étoiles et
 * plus" (4 and 5); "under 3 stars", "moins de 3 étoiles" (1 and 2); "3 stars or less" (1 to 3).
 */
/** "Pas des 5 étoiles", "anything but 5 stars": the stars excluded. */
const EXCLUDED = new RegExp(
  `\\b(?:not|weren t|wasn t|aren t|isn t|anything but|other than|pas|sauf|autres? que)(?: (?:des|de|d|a|an|les|the))? ${NUMBER} ?${STARS}`,
);
/** Whether the question counts every star but some: a count, not a distribution. */
export const excludesStars = (q: string) => EXCLUDED.test(q);

function ratingBound(q: string): number[] | null {
  const atLeast =
    new RegExp(
      `\\b${NUMBER} ?(?:\\+ ?${STARS}|${STARS} ?\\+|${STARS} (?:or|and|ou|et) (?:more|better|higher|above|up|over|plus|mieux))`,
    ).exec(q) ?? new RegExp(`\\b(?:at least|au moins|minimum) ${NUMBER} ?${STARS}`).exec(q);
  if (atLeast) return range(valueOf(atLeast[1]!), 5);
  const atMost =
    new RegExp(
      `\\b${NUMBER} ?${STARS} (?:or|and|ou|et) (?:less|lower|under|below|fewer|moins)`,
    ).exec(q) ?? new RegExp(`\\b(?:at most|au plus|maximum) ${NUMBER} ?${STARS}`).exec(q);
  if (atMost) return range(1, valueOf(atMost[1]!));
  const under = new RegExp(
    `\\b(?:under|below|less than|fewer than|lower than|moins de|sous|en dessous de|inferieur\\w* a) ${NUMBER} ?${STARS}`,
  ).exec(q);
  if (under) return range(1, valueOf(under[1]!) - 1);
  const over = new RegExp(
    `\\b(?:over|above|more than|higher than|plus de|au dessus de|superieur\\w* a) ${NUMBER} ?${STARS}`,
  ).exec(q);
  if (over) return range(valueOf(over[1]!) + 1, 5);
  // "Étaient pas des 5 étoiles", "not 5 stars", "anything but 5 stars": every other star.
  const not = EXCLUDED.exec(q);
  if (not) return range(1, 5).filter((r) => r !== valueOf(not[1]!));
  return null;
}
