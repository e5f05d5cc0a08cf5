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

const FILE = new URL('./data/rated-reviews.jsonl', import.meta.url);

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

export function loadRatedReviews(part: 'train' | 'holdout' | 'all'): RatedReview[] {
  const all = readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RatedReview);
  if (part === 'all') return all;
  return all.filter((r) => inHoldout(r.id) === (part === 'holdout'));
}
