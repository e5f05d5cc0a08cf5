import type { IncidentKind } from '@tableside/domain/review-signals';
import { readSignals } from '../src/ai/analysis/signals/signals.ts';
import {
  overall,
  precision,
  recall,
  scoreIncidents,
  type IncidentReview,
  type KindCounts,
} from '../training/incident-reviews.ts';

// What the incident evaluations of a hand-written set print: precision and recall by kind, for
// any incident and by language variety; on a dev half, every review read otherwise than
// labelled. A test half prints its aggregates only, so nobody tunes on its reviews.

export const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(4);
export const pr = (c: KindCounts) => `P ${pct(precision(c))} R ${pct(recall(c))}`;
const detect = (text: string, rating: number): IncidentKind[] =>
  readSignals(text, rating).signals.incidents.map((i) => i.kind);

export function printIncidentSet(label: string, reviews: IncidentReview[], listMisses: boolean) {
  const scores = scoreIncidents(reviews, detect);
  const told = reviews.filter((r) => r.incidents.length).length;
  console.log(`${label} (${reviews.length} reviews, ${told} with an incident)`);
  for (const [kind, c] of scores.byKind) console.log(`  ${kind.padEnd(17)} ${pr(c)}`);
  console.log(`  ${'all kinds'.padEnd(17)} ${pr(overall(scores))}`);
  console.log(`  ${'any incident'.padEnd(17)} ${pr(scores.any)}`);
  const langs = [...scores.recallByLang].map(([lang, r]) => `${lang} ${pct(r.found / r.of)}`);
  console.log(`  any-incident recall by variety: ${langs.join(', ')}`);
  if (!listMisses) return;
  for (const review of reviews) {
    const found = detect(review.text, review.rating).sort().join(',');
    const want = [...review.incidents].sort().join(',');
    if (found !== want) console.log(`${review.id} want [${want}] got [${found}]: ${review.text}`);
  }
}
