import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { POLARITIES } from '@tableside/domain/insights';
import { evaluateSemeval } from '../training/evaluate.ts';
import { setFlags } from '../src/ai/analysis/features.ts';
import { extractTerms, predictCategoryPolarity } from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import { readSentence } from '../src/ai/analysis/sentence.ts';
import { DEFAULT_CONFIG, type TrainConfig } from '../training/config.ts';
import { sentenceWeight, trainingData } from '../training/prepare.ts';
import { jackknife, modelSentences, trainTermStage } from '../training/train.ts';
import {
  trainCategoryAttention,
  trainCategoryDetectors,
  trainCategoryPolarity,
} from '../training/train-categories.ts';
import { parseParaphrases } from '../training/written-sentences.ts';
import { devData, devSplit } from './dev-split.ts';

// The category models alone on the five folds of dev-semeval.ts: ACD and ACP with the shipped
// written sentences and paraphrases. STAGE_CACHE=dir keeps each fold's tagger stage (minutes to
// train) between runs; empty it when the tagger, its features or the data change. POLARITY=1
// trains only the category-polarity model (about a minute with the cache).
setFlags(process.env.FLAGS);
const config: TrainConfig = { ...DEFAULT_CONFIG, ...JSON.parse(process.env.CONFIG ?? '{}') };
const cacheDir = process.env.STAGE_CACHE;
const { all, written, paraphrases } = devData();
const folds = (process.env.FOLDS ?? '0,1,2,3,4').split(',').map(Number);
const scores = { acd: [] as number[], acp: [] as number[] };
type Stage = Omit<ReturnType<typeof trainTermStage>, 'gazetteers'>;

for (const k of folds) {
  const { train, dev } = devSplit(all, k);
  const data = trainingData(train, written, parseParaphrases(paraphrases, train));
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
  const sentencesFor = (part: 'categories' | 'categoryPolarity') =>
    modelSentences(config, data, { ...stage, gazetteers }, part);
  const categoryPolarity = trainCategoryPolarity(...sentencesFor('categoryPolarity'), config);
  const categoryAttention = trainCategoryAttention(...sentencesFor('categoryPolarity'), config);
  if (process.env.POLARITY) {
    // Detectors are not needed to score polarity, which is read for the gold categories.
    const model = { ...stage, categoryPolarity, categoryAttention } as unknown as AnalysisModel;
    let right = 0;
    let total = 0;
    for (const s of dev) {
      const words = readSentence(s.text);
      const found = extractTerms(model, words);
      for (const c of s.categories) {
        total++;
        if (
          predictCategoryPolarity(model, words, c.category, s.categories.length, found) ===
          c.polarity
        )
          right++;
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
    ...trainCategoryDetectors(...sentencesFor('categories'), config),
    categoryPolarity,
    ...(categoryAttention ? { categoryAttention } : {}),
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
