import { readFileSync, writeFileSync } from 'node:fs';
import {
  PERSON_CLAUSE_URL,
  VECTOR_NAMES,
  personClauseFeatures,
  personClauseWords,
} from '../src/ai/analysis/person-clause.ts';
import { readSentence, type Word } from '../src/ai/analysis/sentence.ts';
import { predictLinear, type Features } from '../src/ai/analysis/learn/linear.ts';
import { hashString } from '../src/ai/builtin/random.ts';
import { trainLinear } from '../training/learn/train-linear.ts';
import { inHoldout, loadStaffMentions } from '../training/staff-mentions.ts';
import { WRITTEN_URL } from '../training/written-sentences.ts';

// Trains the reader of what a sentence says of the person it names
// (src/ai/analysis/person-clause.ts) on the training part of data/staff-mentions.jsonl (never its
// holdout) and, weighing less, the written English sentences whose only category is service.
// Deterministic (seeded order, fixed epochs):
//   npm run -s train:person-clause

const LABELS = ['positive', 'negative', 'neutral'];
/** The written sentences speak of "the service" more than of one person: they weigh less. */
const WRITTEN_WEIGHT = Number(process.env.WW ?? 0.4);
const OPTIONS = { epochs: 30, rate: 0.1, l2: 1e-4, seed: 34, runs: 3 };

type Example = { features: Features; label: string; weight: number };

function example(words: Word[], skip: [number, number][], french: boolean, label: string) {
  const { features, dense } = personClauseFeatures(personClauseWords(words, skip), french);
  VECTOR_NAMES.forEach((name, d) => {
    const v = dense.values[d]!;
    if (v) features.set(name, v);
  });
  return { features, label };
}

/** Where the name's tokens stand in the sentence. */
function nameAt(words: Word[], name: string, language: 'en' | 'fr'): [number, number] {
  const parts = readSentence(name, language).map((w) => w.folded);
  for (let i = 0; i + parts.length <= words.length; i++)
    if (parts.every((p, k) => words[i + k]!.folded === p)) return [i, i + parts.length];
  throw new Error(`${name} not found`);
}

const examples: (Example & { fold: number; rating: number })[] = [];
for (const r of loadStaffMentions()) {
  if (inHoldout(r)) continue;
  const language = r.lang === 'en' ? 'en' : 'fr';
  const words = readSentence(r.mention, language);
  const at = nameAt(words, r.name, language);
  examples.push({
    ...example(words, [at], language === 'fr', r.polarity),
    weight: 1,
    fold: hashString(`fold:${r.id}`) % 5,
    rating: r.rating,
  });
}
const mentions = examples.length;
for (const line of readFileSync(WRITTEN_URL, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const { text, categories } = JSON.parse(line) as {
    text: string;
    categories: { category: string; polarity: string }[];
  };
  const [only] = categories;
  if (categories.length !== 1 || only!.category !== 'service') continue;
  if (!LABELS.includes(only!.polarity)) continue;
  const words = readSentence(text, 'en');
  examples.push({
    ...example(words, [], false, only!.polarity),
    weight: WRITTEN_WEIGHT,
    fold: -1,
    rating: 0,
  });
}
// Each label weighs as much in all: complaints outnumber the rest in both sources.
const total = new Map<string, number>();
for (const e of examples) total.set(e.label, (total.get(e.label) ?? 0) + e.weight);
for (const e of examples) e.weight *= examples.length / LABELS.length / total.get(e.label)!;

if (process.argv.includes('--folds')) {
  // Out-of-fold answers on the staff mentions of the training part, to choose the confidence.
  const seen: { p: number[]; label: string; rating: number }[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const m = trainLinear(
      examples.filter((e) => e.fold !== fold),
      LABELS,
      OPTIONS,
    );
    for (const e of examples.filter((x) => x.fold === fold)) {
      const out = predictLinear(m, e.features);
      seen.push({ p: out, label: e.label, rating: e.rating });
    }
  }
  for (const t of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    let right = 0,
      wrong = 0,
      silent = 0,
      neutralMoved = 0;
    for (const { p, label, rating } of seen) {
      const best = p.indexOf(Math.max(...p));
      const said = LABELS[best] !== 'neutral' && p[best]! >= t ? LABELS[best] : null;
      if (label === 'neutral') {
        if (said) neutralMoved++;
        continue;
      }
      const stars = rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : null;
      if (!said) silent++;
      if ((said ?? stars) === label) right++;
      else wrong++;
    }
    const all = `${right} right, ${wrong} wrong (${silent} left to the stars)`;
    console.log(`confidence ${t}: ${all}, ${neutralMoved} plain mentions given a verdict`);
  }
  process.exit(0);
}

const model = trainLinear(examples, LABELS, OPTIONS);
writeFileSync(PERSON_CLAUSE_URL, `${JSON.stringify(model)}\n`);
console.log(
  `${mentions} staff mentions and ${examples.length - mentions} written sentences → ${
    Object.keys(model.weights).length
  } weights`,
);
