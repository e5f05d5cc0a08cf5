import type { IncidentKind } from '@tableside/domain/review-signals';
import { findIncidents } from '../src/ai/analysis/signals/incidents.ts';
import { readSignals } from '../src/ai/analysis/signals/signals.ts';
import { readSignalText } from '../src/ai/analysis/signals/text.ts';
import {
  inHoldout,
  loadIncidentReviews,
  overall,
  scoreIncidents,
  type IncidentReview,
} from '../training/incident-reviews.ts';
import { pct, pr } from './incident-set-report.ts';

// Incident detection on the invented reviews of training/data/incident-reviews.jsonl, by the
// rules alone and by the product (rules and the learnt classifier): the fixed holdout (never
// trained or tuned on; aggregate figures only), then the training part.
//   npm run -s eval:incidents

const rulesAlone = (text: string, rating: number): IncidentKind[] => {
  const { sentences, folded } = readSignalText(text);
  return findIncidents(sentences, folded, rating, false).map((i) => i.kind);
};
const product = (text: string, rating: number) =>
  readSignals(text, rating).signals.incidents.map((i) => i.kind);

function table(name: string, reviews: IncidentReview[]) {
  const before = scoreIncidents(reviews, rulesAlone);
  const after = scoreIncidents(reviews, product);
  console.log(`${name} (${reviews.length} reviews): rules alone → rules and classifier`);
  for (const [kind, c] of after.byKind)
    console.log(`  ${kind.padEnd(17)} ${pr(before.byKind.get(kind)!)} → ${pr(c)}`);
  console.log(`  ${'all kinds'.padEnd(17)} ${pr(overall(before))} → ${pr(overall(after))}`);
  console.log(`  ${'any incident'.padEnd(17)} ${pr(before.any)} → ${pr(after.any)}`);
  const langs = [...after.recallByLang].map(([lang, r]) => {
    const b = before.recallByLang.get(lang)!;
    return `${lang} ${pct(b.found / b.of)} → ${pct(r.found / r.of)}`;
  });
  console.log(`  any-incident recall by variety: ${langs.join(', ')}`);
}

const reviews = loadIncidentReviews();
table(
  'holdout',
  reviews.filter((r) => inHoldout(r)),
);
table(
  'training part',
  reviews.filter((r) => !inHoldout(r)),
);
