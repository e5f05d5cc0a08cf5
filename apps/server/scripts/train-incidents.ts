import { readFileSync, writeFileSync } from 'node:fs';
import { INCIDENT_KINDS, type IncidentKind } from '@tableside/domain/review-signals';
import { hashString } from '../src/ai/builtin/random.ts';
import { DENSE_SIZE } from '../src/ai/analysis/signals/incident-features.ts';
import {
  INCIDENT_MODEL_URL,
  ratingFeature,
  reviewStretches,
  scoreIncidents,
  type IncidentModel,
  type Stretch,
} from '../src/ai/analysis/signals/incident-classifier.ts';
import { findIncidents } from '../src/ai/analysis/signals/incidents.ts';
import { readSignalText } from '../src/ai/analysis/signals/text.ts';
import { rounded, trainByAdam } from '../training/learn/adam.ts';
import { seededRandom } from '../training/learn/random.ts';
import {
  INCIDENT_VOICES_URL,
  inHoldout,
  loadIncidentReviews,
} from '../training/incident-reviews.ts';
import { loadRatedReviews } from '../training/rated-reviews.ts';
import { WRITTEN_URL } from '../training/written-sentences.ts';

// Trains the incident classifier (src/ai/analysis/signals/incident-classifier.ts) on the training
// part of data/incident-reviews.jsonl (never its holdout), the dev half of
// data/incident-reviews-voices.jsonl (never its test half) and, as plain negatives, every fourth
// written restaurant sentence the rules find no incident in. Five folds of the training part
// choose the threshold: the lowest at which the classifier's own out-of-fold finds are 90%
// right. Deterministic (seeded order, fixed epochs):
//   npm run -s train:incidents

const KINDS = [...INCIDENT_KINDS];
/** One output per kind, then one for any incident at all, which every incident review teaches. */
const K = KINDS.length + 1;
const ANY = KINDS.length;
const OPTIONS = { epochs: 80, rate: 0.01, l2: 1e-4, batch: 16 };
/** A kind is told in few reviews: each that tells it weighs this much more. */
const POSITIVE_WEIGHT = 8;
const PRECISION_TARGET = 0.9;
/**
 * How right the reviews flagged at all must stay once the "any incident" output flags too: above
 * the rules alone on the training part (92%).
 */
const FLAG_PRECISION = 0.94;
const KIND_FLOOR = 1.5;
const ANY_FLOOR = 6;

type Example = {
  id: string;
  stretches: Stretch[];
  labels: Set<IncidentKind>;
  fold: number;
};

/** The kinds the rules alone find. */
function ruleKinds(text: string, rating: number | null): Set<IncidentKind> {
  const { sentences, folded } = readSignalText(text);
  return new Set(findIncidents(sentences, folded, rating, false).map((i) => i.kind));
}

function reviewExample(
  id: string,
  story: string,
  text: string,
  rating: number | null,
  labels: IncidentKind[],
) {
  const { sentences } = readSignalText(text);
  return {
    id,
    stretches: reviewStretches(sentences, rating),
    labels: new Set(labels),
    // A story's versions stay in one fold, as they stay on one side of the holdout.
    fold: hashString(`fold:${story}`) % 5,
  };
}

const reviews = [
  ...loadIncidentReviews().filter((r) => !inHoldout(r)),
  // The other voices' dev half: wordings the first set's writer did not imagine.
  ...loadIncidentReviews(INCIDENT_VOICES_URL).filter((r) => r.split === 'dev'),
];
const examples: Example[] = reviews.map((r) =>
  reviewExample(r.id, r.story, r.text, r.rating, r.incidents),
);
const extras: Example[] = [];
readFileSync(WRITTEN_URL, 'utf8')
  .split('\n')
  .forEach((line, n) => {
    if (!line.trim() || n % 4) return;
    const { text } = JSON.parse(line) as { text: string };
    if (ruleKinds(text, null).size) return;
    const example = reviewExample(`w${n}`, `w${n}`, text, null, []);
    // Their stars are unknown: no rating feature, so "none" learns nothing from them.
    for (const s of example.stretches) s.features.sparse.delete(ratingFeature(null));
    extras.push({ ...example, fold: -1 });
  });

// And the rated reviews' training part (never their holdout) with their stars: whole reviews,
// many of them complaints at 1–2★ that tell no incident, so that low stars and a grievance alone
// do not read as one.
for (const r of loadRatedReviews('train'))
  if (!r.spam && !ruleKinds(r.text, r.stars).size)
    extras.push({ ...reviewExample(r.id, r.id, r.text, r.stars, []), fold: -1 });

function train(set: Example[]): IncidentModel {
  const counts = new Map<string, number>();
  for (const e of set) {
    const seen = new Set<string>();
    for (const s of e.stretches) for (const f of s.features.sparse) seen.add(f);
    // Pairs of words are learnt from the reviews only: the thousands of plain sentences would
    // bring tens of thousands of pairs that tell nothing of incidents and slow training tenfold.
    for (const f of seen)
      if (e.fold >= 0 || !f.includes('+')) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const vocab = [...counts]
    .filter(([, n]) => n >= 2)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const ids = set.map((e) =>
    e.stretches.map((s) => [...s.features.sparse].flatMap((f) => index.get(f) ?? [])),
  );
  const p = {
    bias: new Float32Array(K),
    dense: new Float32Array(K * DENSE_SIZE),
    sparse: new Float32Array(vocab.length * K),
  };
  const at = set.map((_, i) => i);
  trainByAdam(p, at, OPTIONS, seededRandom(34), new Set(['dense', 'sparse']), (i, g) => {
    const e = set[i]!;
    const scores = e.stretches.map((s, j) => {
      const out = Array.from(p.bias);
      for (let c = 0; c < K; c++) {
        let z = 0;
        for (let d = 0; d < DENSE_SIZE; d++)
          z += p.dense[c * DENSE_SIZE + d]! * s.features.dense[d]!;
        out[c]! += z;
      }
      for (const f of ids[i]![j]!) for (let c = 0; c < K; c++) out[c]! += p.sparse[f * K + c]!;
      return out;
    });
    for (let c = 0; c < K; c++) {
      // The review's score: a soft maximum of its stretches' (log-sum-exp).
      const max = Math.max(...scores.map((s) => s[c]!));
      const exps = scores.map((s) => Math.exp(s[c]! - max));
      const sum = exps.reduce((a, b) => a + b, 0);
      const z = max + Math.log(sum);
      const y = (c === ANY ? e.labels.size > 0 : e.labels.has(KINDS[c]!)) ? 1 : 0;
      const weight = y ? POSITIVE_WEIGHT : 1;
      const dz = weight * (1 / (1 + Math.exp(-z)) - y);
      e.stretches.forEach((s, j) => {
        const ds = (dz * exps[j]!) / sum;
        g.bias[c]! += ds;
        for (let d = 0; d < DENSE_SIZE; d++)
          g.dense[c * DENSE_SIZE + d]! += ds * s.features.dense[d]!;
        for (const f of ids[i]![j]!) g.sparse[f * K + c]! += ds;
      });
    }
  });
  const w = rounded(p);
  const sparse: Record<string, number[]> = {};
  vocab.forEach((f, v) => {
    const row = w.sparse.slice(v * K, v * K + K);
    if (row.some((x) => x !== 0)) sparse[f] = row;
  });
  return { kinds: KINDS, threshold: 0, anyThreshold: 0, bias: w.bias, dense: w.dense, sparse };
}

// Out-of-fold scores of every training review, kind by kind.
const oof = new Map<string, number[]>();
for (let fold = 0; fold < 5; fold++) {
  const model = train([...examples.filter((e) => e.fold !== fold), ...extras]);
  for (const e of examples.filter((x) => x.fold === fold))
    oof.set(
      e.id,
      scoreIncidents(model, e.stretches).map((b) => b.score),
    );
  console.log(`fold ${fold} trained`);
}
const ruled = new Map(reviews.map((r) => [r.id, ruleKinds(r.text, r.rating)]));
let threshold = Infinity;
for (let t = 6; t >= -2; t -= 0.25) {
  // The classifier's own finds, and the finds it adds to the rules'.
  const own = { tp: 0, fp: 0 };
  const added = { tp: 0, fp: 0 };
  let pos = 0;
  let union = 0;
  for (const e of examples)
    oof
      .get(e.id)!
      .slice(0, ANY)
      .forEach((score, c) => {
        const kind = KINDS[c]!;
        const told = e.labels.has(kind);
        const rules = ruled.get(e.id)!.has(kind);
        if (told) pos++;
        if (score >= t) own[told ? 'tp' : 'fp']++;
        if (score >= t && !rules) added[told ? 'tp' : 'fp']++;
        if (told && (rules || score >= t)) union++;
      });
  const precision = own.tp + own.fp ? own.tp / (own.tp + own.fp) : 1;
  console.log(
    `t ${t.toFixed(2)}  own P ${precision.toFixed(2)} R ${(own.tp / pos).toFixed(2)}  ` +
      `added ${added.tp} right ${added.fp} wrong  with the rules R ${(union / pos).toFixed(2)}`,
  );
  if (own.tp + own.fp >= 5 && precision >= PRECISION_TARGET) threshold = t;
}
// Kind by kind at that threshold, with the rules.
for (const [c, kind] of KINDS.entries()) {
  let told = 0;
  let rules = 0;
  let both = 0;
  let wrong = 0;
  for (const e of examples) {
    const hit = oof.get(e.id)![c]! >= threshold;
    const ruledHit = ruled.get(e.id)!.has(kind);
    if (e.labels.has(kind)) {
      told++;
      if (ruledHit) rules++;
      if (ruledHit || hit) both++;
    } else if (hit && !ruledHit) wrong++;
  }
  console.log(
    `${kind.padEnd(17)} rules ${rules}/${told}, with the classifier ${both}/${told}, ${wrong} added wrongly`,
  );
}
// Reviews the rules and the kinds leave unflagged, flagged by the "any incident" output as its
// likeliest kind: the lowest threshold at which the flags stay as right as FLAG_PRECISION.
let anyThreshold = Infinity;
for (let t = 6; t >= -1; t -= 0.25) {
  const flags = { tp: 0, fp: 0 };
  let pos = 0;
  let added = 0;
  let kindRight = 0;
  for (const e of examples) {
    const scores = oof.get(e.id)!;
    const byKind = ruled.get(e.id)!.size > 0 || scores.slice(0, ANY).some((x) => x >= threshold);
    const flagged = byKind || scores[ANY]! >= t;
    if (e.labels.size) pos++;
    if (flagged) flags[e.labels.size ? 'tp' : 'fp']++;
    if (flagged && !byKind) {
      added++;
      const best = scores.slice(0, ANY).indexOf(Math.max(...scores.slice(0, ANY)));
      if (e.labels.has(KINDS[best]!)) kindRight++;
    }
  }
  const precision = flags.tp / (flags.tp + flags.fp);
  console.log(
    `any ${t.toFixed(2)}  flagged P ${precision.toFixed(2)} R ${(flags.tp / pos).toFixed(2)}  ` +
      `${added} added, ${kindRight} of the right kind`,
  );
  if (precision >= FLAG_PRECISION) anyThreshold = t;
}
// Floors read on the eval dev split, where lower thresholds flagged complaints that tell no
// incident (a manager too busy to come by, a parking ticket, a burger rare in the middle). Since
// the rated reviews' complaints teach the "none" side, 1.5 and 6 keep the corpus's dev
// incidents at least as right as 2 and 7.5 did before them (98.5% against 97.1%).
threshold = Math.max(threshold, KIND_FLOOR);
anyThreshold = Math.max(anyThreshold, ANY_FLOOR);
console.log(`kind threshold ${threshold}, any-incident threshold ${anyThreshold}`);
if (process.env.INCIDENT_MISSES) {
  // Out-of-fold misses of the training part, to read what the classifier does not yet know.
  const lines = reviews.flatMap((r) => {
    const scores = oof.get(r.id)!;
    return KINDS.flatMap((kind, c) => {
      const hit = scores[c]! >= threshold || ruled.get(r.id)!.has(kind);
      const told = r.incidents.includes(kind);
      return hit === told
        ? []
        : [
            `${told ? 'MISS' : 'WRONG'} ${kind} ${scores[c]!.toFixed(2)} ${r.lang} ${r.rating}★ ${r.text}`,
          ];
    });
  });
  writeFileSync(process.env.INCIDENT_MISSES, lines.join('\n') + '\n');
}
const model = { ...train([...examples, ...extras]), threshold, anyThreshold };
writeFileSync(INCIDENT_MODEL_URL, JSON.stringify(model) + '\n');
console.log(
  `threshold ${threshold}; ${Object.keys(model.sparse).length} stems → ${INCIDENT_MODEL_URL.pathname}`,
);
