import { POLARITIES } from '@tableside/domain/insights';
import { termFeatures, termPolarityFeatures } from '../src/ai/analysis/features.ts';
import { buildGazetteer, type Gazetteer } from '../src/ai/analysis/gazetteer.ts';
import type { Features } from '../src/ai/analysis/learn/linear.ts';
import { emissions, tagEmissions, type SequenceModel } from '../src/ai/analysis/learn/sequence.ts';
import { tagsToSpans } from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import { spanChoices } from '../src/ai/analysis/span-boundaries.ts';
import { TERM_POSITIONS, termTokens } from '../src/ai/analysis/term-attention.ts';
import { DEFAULT_CONFIG, type ModelPart, type TrainConfig } from './config.ts';
import { trainAttention, type AttentionExample } from './learn/train-attention.ts';
import { trainLinear } from './learn/train-linear.ts';
import { trainSequence } from './learn/train-sequence.ts';
import { pick, sentenceWeight, trainingData, usedBy, type Prepared } from './prepare.ts';
import type { SemevalSentence } from './semeval.ts';
import {
  trainCategoryAttention,
  trainCategoryDetectors,
  trainCategoryPolarity,
} from './train-categories.ts';

const FOLDS = 10;

/**
 * Gazetteer features of a training sentence come from the other folds only, so the tagger learns
 * how far to trust the gazetteer on sentences it has not seen.
 */
export function jackknife(data: Prepared[], include = (_: number) => true): Gazetteer[] {
  const folds = Array.from({ length: FOLDS }, (_, k) =>
    buildGazetteer(data.filter((s, i) => s.slot % FOLDS !== k && include(i))),
  );
  return data.map((s) => folds[s.slot % FOLDS]!);
}

function averageSequences(models: SequenceModel[]): SequenceModel {
  if (models.length === 1) return models[0]!;
  const n = models.length;
  const weights: Record<string, number[]> = {};
  for (const m of models)
    for (const [f, row] of Object.entries(m.weights)) {
      const sum = (weights[f] ??= row.map(() => 0));
      row.forEach((x, t) => (sum[t]! += x / n));
    }
  for (const row of Object.values(weights))
    row.forEach((x, t) => (row[t] = Math.round(x * 1e4) / 1e4));
  const transitions = models[0]!.transitions.map(
    (_, i) => Math.round((models.reduce((a, m) => a + m.transitions[i]!, 0) / n) * 1e4) / 1e4,
  );
  return { weights, transitions };
}

type TaggerExample = { features: string[][]; tags: number[] };

/** BIO tags of the annotated terms, with token features read through each sentence's gazetteer. */
function taggerExamples(data: Prepared[], gazetteers: Gazetteer[]): TaggerExample[] {
  return data.map((s, i) => {
    const tags = s.words.map(() => 0);
    for (const [a, b] of s.spans) for (let j = a; j < b; j++) tags[j] = j === a ? 1 : 2;
    return { features: termFeatures(s.words, gazetteers[i]!), tags };
  });
}

function trainTaggerOnce(examples: TaggerExample[], config: TrainConfig, run: number) {
  return trainSequence(examples, config.termEpochs, 11 + run);
}

/** One example per gold term of every sentence the term-polarity model learns from. */
export function termPolarityExamples(
  data: Prepared[],
  config: Pick<TrainConfig, 'written' | 'paraphrased'>,
) {
  const examples: { features: Features; label: string; weight: number }[] = [];
  for (const s of data) {
    const weight = sentenceWeight(config, s, 'termPolarity');
    if (weight > 0)
      s.spans.forEach(([a, b], j) =>
        examples.push({
          features: termPolarityFeatures(s.words, a, b, s.spans.length),
          label: s.termPolarities[j]!,
          weight,
        }),
      );
  }
  return examples;
}

/** The same examples as `termPolarityExamples`, as tokens for the attention network. */
export function termAttentionExamples(
  data: Prepared[],
  config: Pick<TrainConfig, 'written' | 'paraphrased'>,
): AttentionExample[] {
  return data.flatMap((s) => {
    const weight = sentenceWeight(config, s, 'termPolarity');
    if (weight <= 0) return [];
    return s.spans.map(([a, b], j) => ({
      tokens: termTokens(s.words, a, b),
      label: s.termPolarities[j]!,
      weight,
    }));
  });
}

/** Both term-polarity models: the linear one and, unless the config has none, the network. */
export function trainTermPolarity(data: Prepared[], config: TrainConfig) {
  const termPolarity = trainLinear(
    termPolarityExamples(data, config),
    [...POLARITIES],
    config.termPolarity,
  );
  if (!config.termAttention) return { termPolarity };
  const { share, ...options } = config.termAttention;
  const network = trainAttention(
    termAttentionExamples(data, config),
    [...POLARITIES],
    TERM_POSITIONS,
    options,
  );
  return { termPolarity, termAttention: { ...network, share } };
}

/**
 * The tagger and what the later models read from it: each training sentence's gazetteer, and its
 * terms as found by a tagger that never saw it.
 */
export function trainTermStage(data: Prepared[], config: TrainConfig) {
  const inTerms = usedBy(config, data, 'terms');
  const gazetteer = buildGazetteer(pick(data, inTerms));
  const gazetteers = jackknife(data, inTerms);

  const tagged = taggerExamples(data, gazetteers);
  const trainTagger = (sentences: typeof tagged, r = 0) => trainTaggerOnce(sentences, config, r);
  const terms = averageSequences(
    Array.from({ length: config.termRuns ?? 1 }, (_, r) => trainTagger(pick(tagged, inTerms), r)),
  );

  // The category detector reads the tagger's terms; on training sentences, those of a tagger that
  // never saw them. The same held-out spans teach the boundary model where terms really end.
  const predicted: ([number, number][] | undefined)[] = data.map(() => undefined);
  const boundaryExamples: { features: Features; label: string }[] = [];
  for (let k = 0; k < 5; k++) {
    const tagger = trainTagger(pick(tagged, (i) => data[i]!.slot % 5 !== k && inTerms(i)));
    data.forEach((s, i) => {
      if (s.slot % 5 !== k) return;
      const emit = emissions(tagger, tagged[i]!.features);
      const tags = tagEmissions(tagger, emit);
      const spans = tagsToSpans(s.words, tags);
      predicted[i] = spans;
      if (!inTerms(i)) return;
      const choices = spanChoices({
        words: s.words,
        spans,
        tags,
        emit,
        tagger,
        gazetteer: gazetteers[i]!,
      });
      spans.forEach(([a, b], j) => {
        if (!s.spans.some(([c, d]) => c < b && a < d)) return;
        for (const c of choices[j]!)
          boundaryExamples.push({
            features: c.features,
            label: s.spans.some(([x, y]) => x === c.span[0] && y === c.span[1]) ? 'yes' : 'no',
          });
      });
    });
  }
  const bounds =
    config.bounds === null
      ? undefined
      : trainLinear(boundaryExamples, ['no', 'yes'], config.bounds ?? {});
  return { gazetteer, gazetteers, terms, predicted, bounds };
}

/** The sentences one model learns from, with their gazetteers and held-out tagger terms. */
export function modelSentences(
  config: Pick<TrainConfig, 'written' | 'paraphrased'>,
  data: Prepared[],
  stage: Pick<ReturnType<typeof trainTermStage>, 'gazetteers' | 'predicted'>,
  part: ModelPart,
) {
  const keep = usedBy(config, data, part);
  return [pick(data, keep), pick(stage.gazetteers, keep), pick(stage.predicted, keep)] as const;
}

export function trainModel(
  sentences: SemevalSentence[],
  trainedOn: string,
  config: TrainConfig = DEFAULT_CONFIG,
  written: SemevalSentence[] = [],
  paraphrased: SemevalSentence[] = [],
): AnalysisModel {
  const data = trainingData(sentences, written, paraphrased);
  const stage = trainTermStage(data, config);
  const sentencesFor = (part: ModelPart) => modelSentences(config, data, stage, part);
  const detectors = trainCategoryDetectors(...sentencesFor('categories'), config);
  const categoryPolarity = trainCategoryPolarity(...sentencesFor('categoryPolarity'), config);
  const categoryAttention = trainCategoryAttention(...sentencesFor('categoryPolarity'), config);
  const termModels = trainTermPolarity(data, config);

  return {
    version: 1,
    trainedOn,
    gazetteer: stage.gazetteer,
    terms: stage.terms,
    ...detectors,
    categoryPolarity,
    ...(categoryAttention ? { categoryAttention } : {}),
    ...termModels,
    ...(stage.bounds ? { bounds: stage.bounds } : {}),
  };
}
