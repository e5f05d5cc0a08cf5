import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { POLARITIES } from '@tableside/domain/insights';
import { categoryPolarityFeatures } from '../src/ai/analysis/category-features.ts';
import { evaluateSemeval } from '../src/ai/analysis/evaluate.ts';
import { setFlags } from '../src/ai/analysis/features.ts';
import { predictMlp } from '../src/ai/analysis/learn/mlp.ts';
import { extractTerms, type AnalysisModel } from '../src/ai/analysis/model.ts';
import { parseSemeval } from '../src/ai/analysis/semeval.ts';
import { readSentence } from '../src/ai/analysis/sentence.ts';
import {
  DEFAULT_CONFIG,
  jackknife,
  prepare,
  sentenceWeight,
  trainTermStage,
  type ModelPart,
  type TrainConfig,
} from '../src/ai/analysis/train.ts';
import {
  trainCategoryDetectors,
  trainCategoryPolarity,
} from '../src/ai/analysis/train-categories.ts';
import {
  PARAPHRASED_URL,
  parseParaphrases,
  parseWrittenSentences,
  WRITTEN_URL,
} from '../src/ai/analysis/written-sentences.ts';
import { devSplit } from './dev-split.ts';
import { semevalDir } from './semeval-path.ts';

// The category models alone on the five folds of dev-semeval.ts: ACD and ACP with the shipped
// written sentences and paraphrases. STAGE_CACHE=dir keeps each fold's tagger stage (minutes to
// train) between runs; empty it when the tagger, its features or the data change. POLARITY=1
// trains only the category-polarity model (about a minute with the cache).
setFlags(process.env.FLAGS);
const config: TrainConfig = { ...DEFAULT_CONFIG, ...JSON.parse(process.env.CONFIG ?? '{}') };
const cacheDir = process.env.STAGE_CACHE;
const all = parseSemeval(readFileSync(resolve(semevalDir(), 'train.xml'), 'utf8'));
const written = parseWrittenSentences(readFileSync(WRITTEN_URL, 'utf8'));
const paraphrases = readFileSync(PARAPHRASED_URL, 'utf8');
const folds = (process.env.FOLDS ?? '0,1,2,3,4').split(',').map(Number);
const scores = { acd: [] as number[], acp: [] as number[] };
type Stage = Omit<ReturnType<typeof trainTermStage>, 'gazetteers'>;

for (const k of folds) {
  const { train, dev } = devSplit(all, k);
  const slot = new Map(train.map((s, i) => [s.id, i]));
  const paraphrased = parseParaphrases(paraphrases, train);
  // The same sentences and slots as trainModel gives them.
  const data = [
    ...prepare(train),
    ...prepare(written, 'written', (i) => train.length + i),
    ...prepare(paraphrased, 'paraphrased', (i) => slot.get(paraphrased[i]!.paraphraseOf!)!),
  ];
  const cached = cacheDir && resolve(cacheDir, `stage-${k}.json`);
  let stage: Stage;
  if (cached && existsSync(cached)) stage = JSON.parse(readFileSync(cached, 'utf8')) as Stage;
  else {
    const { gazetteers: _, ...rest } = trainTermStage(data, config);
    stage = rest;
    if (cached) {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(cached, JSON.stringify(stage));
    }
  }
  const gazetteers = jackknife(data, (i) => sentenceWeight(config, data[i]!, 'terms') > 0);
  const sentencesFor = (part: ModelPart) => {
    const keep = (i: number) => sentenceWeight(config, data[i]!, part) > 0;
    return [
      data.filter((_, i) => keep(i)),
      gazetteers.filter((_, i) => keep(i)),
      stage.predicted.filter((_, i) => keep(i)),
    ] as const;
  };
  const categoryPolarity = trainCategoryPolarity(...sentencesFor('categoryPolarity'), config);
  if (process.env.POLARITY) {
    const model = { gazetteer: stage.gazetteer, terms: stage.terms, bounds: stage.bounds };
    let right = 0;
    let total = 0;
    for (const s of dev) {
      const words = readSentence(s.text);
      const found = extractTerms(model as AnalysisModel, words);
      for (const c of s.categories) {
        const f = categoryPolarityFeatures(
          words,
          c.category,
          stage.gazetteer,
          s.categories.length,
          found,
        );
        const p = predictMlp(categoryPolarity, f);
        total++;
        if (categoryPolarity.labels[p.indexOf(Math.max(...p))] === c.polarity) right++;
      }
    }
    scores.acp.push((100 * right) / total);
    console.log(`fold ${k} ACP ${scores.acp.at(-1)!.toFixed(2)}`);
    continue;
  }
  const model: AnalysisModel = {
    version: 1,
    trainedOn: 'dev',
    gazetteer: stage.gazetteer,
    terms: stage.terms,
    ...(stage.bounds ? { bounds: stage.bounds } : {}),
    categories: trainCategoryDetectors(...sentencesFor('categories'), config),
    categoryPolarity,
    // Unused: the term-polarity model has its own script, dev-term-polarity.ts.
    termPolarity: { labels: [...POLARITIES], bias: [0, 0, 0, 0], weights: {} },
  };
  const s = evaluateSemeval(model, dev);
  scores.acd.push(100 * s.categoryDetection.f1);
  scores.acp.push(100 * s.categoryPolarityAccuracy);
  console.log(
    `fold ${k} ACD ${scores.acd.at(-1)!.toFixed(2)} ACP ${scores.acp.at(-1)!.toFixed(2)}`,
  );
}
const mean = (xs: number[]) =>
  xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2) : '–';
console.log(
  `dev[${folds.join(',')}] ACD ${mean(scores.acd)} ACP ${mean(scores.acp)} flags=${process.env.FLAGS ?? ''} config=${process.env.CONFIG ?? ''}`,
);
