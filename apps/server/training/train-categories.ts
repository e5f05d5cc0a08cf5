import { POLARITIES, SEMEVAL_CATEGORIES } from '@tableside/domain/insights';
import {
  categoryFeatures,
  categoryPolarityFeatures,
} from '../src/ai/analysis/category-features.ts';
import { FLAGS } from '../src/ai/analysis/features.ts';
import type { Gazetteer } from '../src/ai/analysis/gazetteer.ts';
import { predictDetectorAttention } from '../src/ai/analysis/learn/detector-attention.ts';
import { predictLinear, type Features } from '../src/ai/analysis/learn/linear.ts';
import { stackFeatures } from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import {
  ASPECT_POSITIONS,
  categoryTokens,
  detectorTokens,
} from '../src/ai/analysis/term-attention.ts';
import type { TrainConfig } from './config.ts';
import { trainAttention } from './learn/train-attention.ts';
import { trainDetectorAttention } from './learn/train-detector-attention.ts';
import { trainLinear, type TrainOptions } from './learn/train-linear.ts';
import { trainMlp } from './learn/train-mlp.ts';
import { sentenceWeight, type Prepared } from './prepare.ts';

/** The decision threshold with the best F1 on held-out scores. */
function bestThreshold(scores: { p: number; gold: boolean }[]): number {
  let best = { t: 0.5, f: -1 };
  for (let t = 0.1; t <= 0.9; t += 0.02) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of scores) {
      if (s.p >= t && s.gold) tp++;
      else if (s.p >= t) fp++;
      else if (s.gold) fn++;
    }
    const f = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
    if (f > best.f) best = { t, f };
  }
  return Math.round(best.t * 100) / 100;
}

type Example = { features: Features; label: string; weight: number };

/** Probability of "yes" for each example from a model trained on the other fifths of the slots. */
function heldOutScores(examples: Example[], options: TrainOptions, data: Prepared[]) {
  const p = examples.map(() => 0);
  for (let k = 0; k < 5; k++) {
    const m = trainLinear(
      examples.filter((_, i) => data[i]!.slot % 5 !== k),
      ['no', 'yes'],
      options,
    );
    examples.forEach((ex, i) => {
      if (data[i]!.slot % 5 === k) p[i] = predictLinear(m, ex.features)[1]!;
    });
  }
  return p;
}

/**
 * The category detectors, one per SemEval category, each with a threshold chosen on held-out
 * fifths. `predicted` holds each sentence's terms as found by a tagger that never saw it.
 */
export function trainCategoryDetectors(
  data: Prepared[],
  gazetteers: Gazetteer[],
  predicted: ([number, number][] | undefined)[],
  config: Pick<TrainConfig, 'category' | 'stack' | 'categoryDetector' | 'written' | 'paraphrased'>,
): Pick<AnalysisModel, 'categories' | 'categoryDetector'> {
  const catFeatures = data.map((s, i) =>
    categoryFeatures(s.words, gazetteers[i]!, FLAGS.has('cterm') ? predicted[i] : undefined),
  );
  // Thresholds fit the annotated sentences: written and paraphrased ones only teach words.
  const threshold = (p: number[], examples: Example[]) =>
    bestThreshold(
      p.flatMap((x, i) =>
        data[i]!.origin !== 'annotated' ? [] : [{ p: x, gold: examples[i]!.label === 'yes' }],
      ),
    );
  const outOfFold = data.map(() => SEMEVAL_CATEGORIES.map(() => 0));
  const detectors = SEMEVAL_CATEGORIES.map((c, ci) => {
    const examples = data.map((s, i) => ({
      features: catFeatures[i]!,
      label: s.categories.includes(c) ? 'yes' : 'no',
      weight: sentenceWeight(config, s, 'categories'),
    }));
    heldOutScores(examples, config.category, data).forEach((x, i) => (outOfFold[i]![ci] = x));
    return trainLinear(examples, ['no', 'yes'], config.category);
  });
  const network = config.categoryDetector
    ? detectorNetwork(data, gazetteers, predicted, config)
    : undefined;
  // Second stage: each detector sees what the others think ("anecdotes" rarely comes with food).
  const stacked = outOfFold.map((ps, i) => stackFeatures(ps, catFeatures[i]!, network?.heldOut[i]));
  const categories: AnalysisModel['categories'] = {};
  SEMEVAL_CATEGORIES.forEach((c, ci) => {
    const examples = data.map((s, i) => ({
      features: stacked[i]!,
      label: s.categories.includes(c) ? 'yes' : 'no',
      weight: sentenceWeight(config, s, 'categories'),
    }));
    categories[c] = {
      model: detectors[ci]!,
      stack: trainLinear(examples, ['no', 'yes'], config.stack),
      threshold: threshold(heldOutScores(examples, config.stack, data), examples),
    };
  });
  return { categories, ...(network ? { categoryDetector: network.model } : {}) };
}

/**
 * The detector network, and each sentence's probabilities from a network trained on the other
 * fifths of the slots (what the second stage learns to trust it by).
 */
function detectorNetwork(
  data: Prepared[],
  gazetteers: Gazetteer[],
  predicted: ([number, number][] | undefined)[],
  config: Pick<TrainConfig, 'categoryDetector' | 'written' | 'paraphrased'>,
) {
  const options = config.categoryDetector!;
  const labels = [...SEMEVAL_CATEGORIES];
  const examples = data.map((s, i) => ({
    tokens: detectorTokens(s.words, gazetteers[i]!, predicted[i]),
    labels: s.categories,
    weight: sentenceWeight(config, s, 'categories'),
  }));
  const heldOut = data.map(() => labels.map(() => 0));
  for (let k = 0; k < 5; k++) {
    const net = trainDetectorAttention(
      examples.filter((_, i) => data[i]!.slot % 5 !== k),
      labels,
      options,
    );
    examples.forEach((x, i) => {
      if (data[i]!.slot % 5 === k) heldOut[i] = predictDetectorAttention(net, x.tokens);
    });
  }
  return { model: trainDetectorAttention(examples, labels, options), heldOut };
}

/** One example per gold category of every sentence the category-polarity model learns from. */
export function categoryPolarityExamples(
  data: Prepared[],
  gazetteers: Gazetteer[],
  predicted: ([number, number][] | undefined)[],
  config: Pick<TrainConfig, 'written' | 'paraphrased'>,
): Example[] {
  return data.flatMap((s, i) =>
    s.source.categories.map((c) => ({
      features: categoryPolarityFeatures(
        s.words,
        c.category,
        gazetteers[i]!,
        s.source.categories.length,
        predicted[i],
      ),
      label: c.polarity,
      weight: sentenceWeight(config, s, 'categoryPolarity'),
    })),
  );
}

/** The polarity of each gold category of a training sentence. */
export function trainCategoryPolarity(
  data: Prepared[],
  gazetteers: Gazetteer[],
  predicted: ([number, number][] | undefined)[],
  config: Pick<TrainConfig, 'categoryPolarity' | 'written' | 'paraphrased'>,
): AnalysisModel['categoryPolarity'] {
  return trainMlp(
    categoryPolarityExamples(data, gazetteers, predicted, config),
    [...POLARITIES],
    config.categoryPolarity,
  );
}

/** The category-polarity attention network, unless the config has none. */
export function trainCategoryAttention(
  data: Prepared[],
  gazetteers: Gazetteer[],
  predicted: ([number, number][] | undefined)[],
  config: Pick<TrainConfig, 'categoryAttention' | 'written' | 'paraphrased'>,
): AnalysisModel['categoryAttention'] {
  if (!config.categoryAttention) return undefined;
  const { share, ...options } = config.categoryAttention;
  const examples = data.flatMap((s, i) =>
    s.source.categories.map((c) => ({
      tokens: categoryTokens(s.words, c.category, gazetteers[i]!, predicted[i]),
      label: c.polarity,
      weight: sentenceWeight(config, s, 'categoryPolarity'),
    })),
  );
  return {
    ...trainAttention(examples, [...POLARITIES], ASPECT_POSITIONS, options),
    share,
  };
}
