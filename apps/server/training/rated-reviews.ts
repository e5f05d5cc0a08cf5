import { readFileSync } from 'node:fs';
import type { SentimentLabel } from '@tableside/domain/insights';
import type { SpamKind } from '@tableside/domain/review-signals';

/** One invented rated review and its gold labels (data/rated-reviews.md). */
export type RatedReview = {
  id: string;
  language: 'en' | 'fr' | 'fr-CA';
  stars: number | null;
  sentiment: SentimentLabel;
  sarcasm: boolean;
  spam: SpamKind | null;
  text: string;
};

/**
 * The first set, the one written in the styles it lacked (long, storytelling, casual, lukewarm,
 * past visits: data/rated-reviews.md#styles) and the one written as the public writes (terse,
 * off-topic, back-handed, torn: data/rated-reviews.md#public), and English written in the voices
 * of guests the blind groups read worst (data/rated-reviews.md#voices). All follow one holdout rule.
 */
const FILES = {
  rated: new URL('./data/rated-reviews.jsonl', import.meta.url),
  styles: new URL('./data/rated-reviews-styles.jsonl', import.meta.url),
  public: new URL('./data/rated-reviews-public.jsonl', import.meta.url),
  voices: new URL('./data/rated-reviews-voices.jsonl', import.meta.url),
} as const;
export type RatedSet = keyof typeof FILES;
export const RATED_SETS = Object.keys(FILES) as RatedSet[];

/** FNV-1a, 32 bits: the same split on every machine and every run. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** About 35% of the ids, fixed by the id alone: never trained or tuned on. */
export const inHoldout = (id: string) => fnv1a(`rated-reviews:${id}`) % 100 < 35;

export function loadRatedReviews(
  part: 'train' | 'holdout' | 'all',
  sets: readonly RatedSet[] = RATED_SETS,
): RatedReview[] {
  const all = sets.flatMap((set) =>
    readFileSync(FILES[set], 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as RatedReview),
  );
  if (part === 'all') return all;
  return all.filter((r) => inHoldout(r.id) === (part === 'holdout'));
}
