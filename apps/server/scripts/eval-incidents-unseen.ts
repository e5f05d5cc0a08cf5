import type { IncidentKind } from '@tableside/domain/review-signals';
import { readSignals } from '../src/ai/analysis/signals/signals.ts';
import { hashString } from '../src/ai/builtin/random.ts';
import {
  loadIncidentReviews,
  overall,
  precision,
  recall,
  scoreIncidents,
  type IncidentReview,
  type KindCounts,
} from '../training/incident-reviews.ts';

// The blind incident set of training/data/incident-reviews-unseen.jsonl, written before anyone
// read the incident rules (training/data/incident-reviews-unseen.md). Its test half is printed
// in aggregate only and never tuned on; the dev half lists its misses and false alarms.
//   npm run -s eval:incidents-unseen -- --split dev|test|all

const SPLITS = ['dev', 'test', 'all'] as const;
const arg = process.argv.indexOf('--split');
const split = (arg > 0 ? process.argv[arg + 1] : 'dev') as (typeof SPLITS)[number];
if (!SPLITS.includes(split)) throw new Error(`--split must be one of ${SPLITS.join(', ')}`);

const URL_UNSEEN = new URL('../training/data/incident-reviews-unseen.jsonl', import.meta.url);
/** Half the reviews, fixed by their id, form the unread test half. */
export const inUnseenTest = (review: Pick<IncidentReview, 'id'>) =>
  hashString(`unseen-incidents:${review.id}`) % 100 < 50;

const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(4);
const pr = (c: KindCounts) => `P ${pct(precision(c))} R ${pct(recall(c))}`;
const detect = (text: string, rating: number): IncidentKind[] =>
  readSignals(text, rating).signals.incidents.map((i) => i.kind);

const reviews = loadIncidentReviews(URL_UNSEEN).filter((r) =>
  split === 'all' ? true : split === 'test' ? inUnseenTest(r) : !inUnseenTest(r),
);
const scores = scoreIncidents(reviews, detect);
const told = reviews.filter((r) => r.incidents.length).length;
console.log(`unseen ${split} (${reviews.length} reviews, ${told} with an incident)`);
for (const [kind, c] of scores.byKind) console.log(`  ${kind.padEnd(17)} ${pr(c)}`);
console.log(`  ${'all kinds'.padEnd(17)} ${pr(overall(scores))}`);
console.log(`  ${'any incident'.padEnd(17)} ${pr(scores.any)}`);
const langs = [...scores.recallByLang].map(([lang, r]) => `${lang} ${pct(r.found / r.of)}`);
console.log(`  any-incident recall by variety: ${langs.join(', ')}`);

if (split === 'dev')
  for (const review of reviews) {
    const found = detect(review.text, review.rating).sort().join(',');
    const want = [...review.incidents].sort().join(',');
    if (found !== want) console.log(`${review.id} want [${want}] got [${found}]: ${review.text}`);
  }
