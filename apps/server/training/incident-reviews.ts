import { readFileSync } from 'node:fs';
import { INCIDENT_KINDS, type IncidentKind } from '@tableside/domain/review-signals';
import { hashString } from '../src/ai/builtin/random.ts';

/** One invented review of `data/incident-reviews.jsonl` and the incidents it reports. */
export type IncidentReview = {
  id: string;
  /** The same story told in another variety shares it: a story is held out whole. */
  story: string;
  lang: 'en' | 'fr-FR' | 'fr-CA';
  rating: number;
  text: string;
  incidents: IncidentKind[];
  /** Sets measured apart (`data/incident-reviews-voices.jsonl`) carry their own split. */
  split?: 'dev' | 'test';
};

export const INCIDENT_REVIEWS_URL = new URL('./data/incident-reviews.jsonl', import.meta.url);
/** Incidents and near-misses in other voices (`data/incident-reviews-voices.md`). */
export const INCIDENT_VOICES_URL = new URL('./data/incident-reviews-voices.jsonl', import.meta.url);

export function loadIncidentReviews(url: URL = INCIDENT_REVIEWS_URL): IncidentReview[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, n) => {
      const review = JSON.parse(line) as IncidentReview;
      for (const kind of review.incidents)
        if (!INCIDENT_KINDS.includes(kind)) throw new Error(`line ${n + 1}: unknown kind ${kind}`);
      return review;
    });
}

/** The fixed holdout (`data/incident-reviews.md`): about 35% of the stories, never trained on. */
export const inHoldout = (review: Pick<IncidentReview, 'story'>) =>
  hashString(`incidents:${review.story}`) % 100 < 35;

export type KindCounts = { tp: number; fp: number; fn: number };

export type IncidentScores = {
  reviews: number;
  byKind: Map<IncidentKind, KindCounts>;
  /** Any incident at all, the flag that holds a reply back. */
  any: KindCounts;
  /** Recall of the reviews with an incident, by language variety. */
  recallByLang: Map<IncidentReview['lang'], { found: number; of: number }>;
};

/** Kinds found against kinds told, review by review. */
export function scoreIncidents(
  reviews: readonly IncidentReview[],
  detect: (text: string, rating: number) => readonly IncidentKind[],
): IncidentScores {
  const byKind = new Map(INCIDENT_KINDS.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  const any = { tp: 0, fp: 0, fn: 0 };
  const recallByLang = new Map<IncidentReview['lang'], { found: number; of: number }>();
  for (const review of reviews) {
    const found = new Set(detect(review.text, review.rating));
    const told = new Set(review.incidents);
    for (const kind of INCIDENT_KINDS) {
      const counts = byKind.get(kind)!;
      if (found.has(kind) && told.has(kind)) counts.tp++;
      else if (found.has(kind)) counts.fp++;
      else if (told.has(kind)) counts.fn++;
    }
    if (found.size && told.size) any.tp++;
    else if (found.size) any.fp++;
    else if (told.size) any.fn++;
    if (told.size) {
      const lang = recallByLang.get(review.lang) ?? { found: 0, of: 0 };
      lang.of++;
      if ([...told].some((k) => found.has(k))) lang.found++;
      recallByLang.set(review.lang, lang);
    }
  }
  return { reviews: reviews.length, byKind, any, recallByLang };
}

export const precision = ({ tp, fp }: KindCounts) => (tp + fp ? tp / (tp + fp) : 1);
export const recall = ({ tp, fn }: KindCounts) => (tp + fn ? tp / (tp + fn) : 1);

/** Micro-averaged over the kinds. */
export function overall(scores: IncidentScores): KindCounts {
  const sum = { tp: 0, fp: 0, fn: 0 };
  for (const c of scores.byKind.values()) {
    sum.tp += c.tp;
    sum.fp += c.fp;
    sum.fn += c.fn;
  }
  return sum;
}
