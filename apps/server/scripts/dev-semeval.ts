import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluateSemeval } from '../training/evaluate.ts';
import {
  detectCategories,
  extractTerms,
  predictCategoryPolarity,
  predictTermPolarity,
} from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import { readSentence } from '../src/ai/analysis/sentence.ts';
import { setFlags } from '../src/ai/analysis/features.ts';
import { useMoreCategoryWords, useMoreOpinionWords } from '../src/ai/analysis/lexicon.ts';
import { parseSemeval, type SemevalSentence } from '../training/semeval.ts';
import { DEFAULT_CONFIG, type TrainConfig } from '../training/config.ts';
import { spansToTokens } from '../training/prepare.ts';
import { trainModel } from '../training/train.ts';
import { parseParaphrases } from '../training/written-sentences.ts';
import { devSplit, readWritten } from './dev-split.ts';
import { semevalDir } from './semeval-path.ts';

// Model selection without the test file: trains on four fifths of train.xml and scores the
// held-out fifth with the official measures. DEV_FOLDS=0,1,2,3,4 averages several fifths;
// FLAGS=+group,-group toggles feature groups; CONFIG='{"termEpochs":15}' overrides settings;
// WRITTEN=a.jsonl,b.jsonl adds written sentences to every training part (never to the held-out one);
// PARAPHRASED=p.jsonl adds the paraphrases of the training part's sentences.
setFlags(process.env.FLAGS);
if (process.env.FLAGS?.includes('nolex')) useMoreOpinionWords(false);
if (process.env.FLAGS?.includes('nocatlex')) useMoreCategoryWords(false);
const config: TrainConfig = { ...DEFAULT_CONFIG, ...JSON.parse(process.env.CONFIG ?? '{}') };
const folds = (process.env.DEV_FOLDS ?? '0').split(',').map(Number);
const all = parseSemeval(readFileSync(resolve(semevalDir(), 'train.xml'), 'utf8'));
const written = readWritten((process.env.WRITTEN ?? '').split(',').filter(Boolean));
const paraphrases = (process.env.PARAPHRASED ?? '')
  .split(',')
  .filter(Boolean)
  .map((file) => readFileSync(file, 'utf8'));
const sums = [0, 0, 0, 0];
const started = performance.now();
for (const k of folds) {
  const { train, dev } = devSplit(all, k);
  const paraphrased = paraphrases.flatMap((jsonl) => parseParaphrases(jsonl, train));
  const model = trainModel(train, 'dev', config, written, paraphrased);
  const s = evaluateSemeval(model, dev);
  if (process.env.ANALYSE) analyse(model, dev);
  const row = [
    s.termExtraction.f1,
    s.termPolarityAccuracy,
    s.categoryDetection.f1,
    s.categoryPolarityAccuracy,
  ];
  row.forEach((x, i) => (sums[i]! += x / folds.length));
}
const pct = (x: number) => (x * 100).toFixed(2);
console.log(
  `dev[${folds.join(',')}] ATE ${pct(sums[0]!)}  ATP ${pct(sums[1]!)}  ACD ${pct(sums[2]!)}  ACP ${pct(sums[3]!)}` +
    `  (${((performance.now() - started) / 1000).toFixed(0)} s) flags=${process.env.FLAGS ?? ''} config=${process.env.CONFIG ?? ''}`,
);

/** Confusions of the polarity models and per-category detection on the held-out part. */
function analyse(model: AnalysisModel, dev: SemevalSentence[]) {
  const conf = { term: new Map<string, number>(), cat: new Map<string, number>() };
  const perCat = new Map<string, { tp: number; fp: number; fn: number }>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const s of dev) {
    const words = readSentence(s.text);
    const found = extractTerms(model, words);
    const spans = spansToTokens(words, s.terms);
    spans.forEach(([a, b], j) =>
      bump(
        conf.term,
        `${s.terms[j]!.polarity}>${predictTermPolarity(model, words, a, b, spans.length)}`,
      ),
    );
    for (const c of s.categories)
      bump(
        conf.cat,
        `${c.polarity}>${predictCategoryPolarity(model, words, c.category, s.categories.length, found)}`,
      );
    const gold = new Set<string>(s.categories.map((c) => c.category));
    const got = new Set<string>(detectCategories(model, words, found));
    for (const c of new Set([...gold, ...got])) {
      const r = perCat.get(c) ?? { tp: 0, fp: 0, fn: 0 };
      if (gold.has(c) && got.has(c)) r.tp++;
      else if (got.has(c)) r.fp++;
      else r.fn++;
      perCat.set(c, r);
    }
  }
  console.log('term polarity gold>predicted', [...conf.term].sort().join(' '));
  console.log('category polarity gold>predicted', [...conf.cat].sort().join(' '));
  for (const [c, r] of perCat)
    console.log(c, r, ((2 * r.tp) / (2 * r.tp + r.fp + r.fn)).toFixed(3));
}
