import type { IncidentKind } from '@tableside/domain/review-signals';
import { readSignals } from '../src/ai/analysis/signals/signals.ts';
import {
  INCIDENT_VOICES_URL,
  loadIncidentReviews,
  overall,
  precision,
  recall,
  scoreIncidents,
  type KindCounts,
} from '../training/incident-reviews.ts';

// The incidents and near-misses in other voices of training/data/incident-reviews-voices.jsonl
// (training/data/incident-reviews-voices.md). The classifier trains on the dev half; the test
// half is printed in aggregate only and never tuned on; the dev half lists its misses.
//   npm run -s eval:incidents-voices -- --split dev|test

const arg = process.argv.indexOf('--split');
const split = arg > 0 ? process.argv[arg + 1] : 'dev';
if (split !== 'dev' && split !== 'test') throw new Error('--split must be dev or test');

const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(4);
const pr = (c: KindCounts) => `P ${pct(precision(c))} R ${pct(recall(c))}`;
const detect = (text: string, rating: number): IncidentKind[] =>
  readSignals(text, rating).signals.incidents.map((i) => i.kind);

const reviews = loadIncidentReviews(INCIDENT_VOICES_URL).filter((r) => r.split === split);
const scores = scoreIncidents(reviews, detect);
const told = reviews.filter((r) => r.incidents.length).length;
console.log(`voices ${split} (${reviews.length} reviews, ${told} with an incident)`);
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
