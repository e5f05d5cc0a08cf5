/**
 * The star scale and its three classes (docs/product/analytics.md#rating-classes): positive
 * 4–5, neutral 3, negative 1–2. Metrics, trends, alerts, charts and the reply engine's tone all
 * read a rating through these.
 */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_CLASSES = ['negative', 'neutral', 'positive'] as const;
export type RatingClass = (typeof RATING_CLASSES)[number];

/** The lowest rating of each class above negative; anything under neutral is negative. */
export const POSITIVE_MIN_RATING = 4;
export const NEUTRAL_MIN_RATING = 3;

export function ratingClass(rating: number): RatingClass {
  if (rating >= POSITIVE_MIN_RATING) return 'positive';
  if (rating >= NEUTRAL_MIN_RATING) return 'neutral';
  return 'negative';
}

/** The star ratings of one class, lowest first (negative: [1, 2]). */
export function ratingsOfClass(cls: RatingClass): Rating[] {
  return RATINGS.filter((rating) => ratingClass(rating) === cls);
}

/** Review counts per class from counts per star rating. */
export function countsByClass(perRating: Record<Rating, number>): Record<RatingClass, number> {
  const counts: Record<RatingClass, number> = { positive: 0, neutral: 0, negative: 0 };
  for (const rating of RATINGS) counts[ratingClass(rating)] += perRating[rating];
  return counts;
}

/** Average rating rounded to one decimal (docs/product/analytics.md#average-rating). */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A star count said in words, English or French ("four", « une »), as guests and owners type it. */
const STAR_COUNT_WORDS: Readonly<Record<string, Rating>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};

/** The star count a digit or a number word says ("3", "three", « trois »), or 0 for anything else. */
export function starCountOf(word: string): number {
  const w = word.toLowerCase();
  return STAR_COUNT_WORDS[w] ?? (/^[1-5]$/.test(w) ? Number(w) : 0);
}
