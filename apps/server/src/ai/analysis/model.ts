import { readFileSync } from 'node:fs';
import {
  SEMEVAL_CATEGORIES,
  type Polarity,
  type SemevalCategory,
} from '@tableside/domain/insights';
import { MEAN_NAMES, categoryFeatures, categoryPolarityFeatures } from './category-features.ts';
import { FLAGS, termFeatures, termPolarityFeatures } from './features.ts';
import { decodeModel, type AnalysisModel } from './model-file.ts';
import {
  pickLabel,
  predictLinear,
  predictLinearEach,
  type Features,
  type LinearModel,
} from './learn/linear.ts';
import { predictAttention } from './learn/attention-predict.ts';
import { predictMlp } from './learn/mlp.ts';
import { emissions, tagEmissions } from './learn/sequence.ts';
import { refineSpans } from './span-boundaries.ts';
import type { Word } from './sentence.ts';
import { categoryTokens, detectorTokens, termTokens } from './term-attention.ts';
import { predictDetectorAttention } from './learn/detector-attention.ts';
import { VECTOR_SIZE } from './word-clusters.ts';

export const MODEL_URL = new URL('./data/model.bin', import.meta.url);

let cached: AnalysisModel | null = null;
export function loadModel(): AnalysisModel {
  if (cached) return cached;
  const model = decodeModel(readFileSync(MODEL_URL));
  // The gazetteer is looked up by words from reviews: without a prototype, a guest writing
  // "constructor" finds nothing instead of Object's own method. (Feature weights are keyed by
  // "name=value" strings, which never name such a property.)
  const { gazetteer } = model;
  gazetteer.words = Object.assign(Object.create(null) as typeof gazetteer.words, gazetteer.words);
  gazetteer.terms = Object.assign(Object.create(null) as typeof gazetteer.terms, gazetteer.terms);
  cached = model;
  return cached;
}

/**
 * Token ranges [start, end) of the aspect terms of an English sentence (French is read through
 * its gloss, `modelReading`): the boundary model learnt English word order.
 */
export function extractTerms(model: AnalysisModel, words: Word[]): [number, number][] {
  const emit = emissions(model.terms, termFeatures(words, model.gazetteer));
  const tags = tagEmissions(model.terms, emit);
  const spans = tagsToSpans(words, tags);
  if (!model.bounds || !spans.length) return spans;
  return refineSpans(model.bounds, {
    words,
    spans,
    tags,
    emit,
    tagger: model.terms,
    gazetteer: model.gazetteer,
  });
}

export function tagsToSpans(words: Word[], tags: number[]): [number, number][] {
  const spans: [number, number][] = [];
  let open = -1;
  tags.forEach((tag, i) => {
    if (tag !== 2 && open >= 0) {
      spans.push([open, i]);
      open = -1;
    }
    if (tag === 1) open = i;
  });
  if (open >= 0) spans.push([open, tags.length]);
  return spans.filter(([a, b]) => words.slice(a, b).some((w) => !w.punct));
}

const stages = new WeakMap<AnalysisModel, { detectors: LinearModel[]; stacks: LinearModel[] }>();
/** Each category's first-stage detector and second-stage model, in SemEval's order. */
function categoryStages(model: AnalysisModel) {
  let found = stages.get(model);
  if (!found) {
    const of = SEMEVAL_CATEGORIES.map((c) => model.categories[c]!);
    found = { detectors: of.map((c) => c.model), stacks: of.map((c) => c.stack) };
    stages.set(model, found);
  }
  return found;
}

/** SemEval categories named by a sentence; at least one, as in the task. */
export function detectCategories(
  model: AnalysisModel,
  words: Word[],
  terms?: [number, number][],
): SemevalCategory[] {
  const spans = FLAGS.has('cterm') ? (terms ?? extractTerms(model, words)) : undefined;
  const mean = new Float64Array(VECTOR_SIZE);
  const f = categoryFeatures(words, model.gazetteer, spans, mean);
  const dense = { names: MEAN_NAMES, values: mean };
  const { detectors, stacks } = categoryStages(model);
  const first = predictLinearEach(detectors, f, dense).map(
    (p, k) => p[detectors[k]!.labels.indexOf('yes')]!,
  );
  const network =
    model.categoryDetector &&
    predictDetectorAttention(model.categoryDetector, detectorTokens(words, model.gazetteer, spans));
  const stacked = predictLinearEach(stacks, stackFeatures(first, f, network));
  const scored = SEMEVAL_CATEGORIES.map((c, k) => {
    const p = stacked[k]![1]!;
    return { c, p, margin: p - model.categories[c]!.threshold };
  });
  const chosen = scored.filter((s) => s.margin >= 0).map((s) => s.c);
  if (chosen.length) return chosen;
  return [scored.reduce((a, b) => (b.margin > a.margin ? b : a)).c];
}

/** Feature names the second stage keeps (prefixes; "lex" also keeps the opinion counts). */
const STACKED = /^(?:wn|lex|tc|gzc|nt|short)/;

/**
 * Second-stage features: every first-stage detector's score, raw and bucketed, with the
 * sentence's category evidence from the lexicons, WordNet, the gazetteer and the tagger's terms
 * (its words would only teach the second stage what the first already knows).
 */
export function stackFeatures(
  scores: number[],
  sentence: Features,
  /** The detector network's probability of each category, when there is one. */
  network?: number[],
): Features {
  const f: Features = new Map();
  for (const [k, v] of sentence) if (STACKED.test(k)) f.set(k, v);
  scores.forEach((p, ci) => {
    f.set(`p${ci}`, p);
    f.set(`pb${ci}=${Math.min(4, Math.floor(p * 5))}`, 1);
  });
  const sorted = [...scores].sort((a, b) => b - a);
  f.set(`top=${scores.indexOf(sorted[0]!)}`, 1);
  f.set(`n=${scores.filter((p) => p >= 0.5).length}`, 1);
  network?.forEach((p, ci) => {
    f.set(`a${ci}`, p);
    f.set(`ab${ci}=${Math.min(4, Math.floor(p * 5))}`, 1);
  });
  return f;
}

export function predictCategoryPolarity(
  model: AnalysisModel,
  words: Word[],
  category: string,
  categoryCount = 1,
  terms?: [number, number][],
): Polarity {
  const spans = FLAGS.has('pterm') ? (terms ?? extractTerms(model, words)) : undefined;
  const p = predictMlp(
    model.categoryPolarity,
    categoryPolarityFeatures(words, category, model.gazetteer, categoryCount, spans),
  );
  const attention = model.categoryAttention;
  if (attention) {
    const network = predictAttention(
      attention,
      categoryTokens(words, category, model.gazetteer, spans),
    );
    model.categoryPolarity.labels.forEach((label, c) => {
      p[c] =
        (1 - attention.share) * p[c]! + attention.share * network[attention.labels.indexOf(label)]!;
    });
  }
  return pickLabel(model.categoryPolarity.labels, p).label as Polarity;
}

export function predictTermPolarity(
  model: AnalysisModel,
  words: Word[],
  start: number,
  end: number,
  termCount: number,
): Polarity {
  const { label, p } = pickLabel(
    model.termPolarity.labels,
    termPolarityProbabilities(model, words, start, end, termCount),
    FLAGS.has('noconft') ? 'conflict' : undefined,
  );
  return agreeWithClause(words, start, label as Polarity, p);
}

/** Each polarity's probability, in the linear model's label order. */
export function termPolarityProbabilities(
  model: Pick<AnalysisModel, 'termPolarity' | 'termAttention'>,
  words: Word[],
  start: number,
  end: number,
  termCount: number,
): number[] {
  const linear = predictLinear(
    model.termPolarity,
    termPolarityFeatures(words, start, end, termCount),
  );
  const attention = model.termAttention;
  if (!attention) return linear;
  const network = predictAttention(attention, termTokens(words, start, end));
  return model.termPolarity.labels.map(
    (label, c) =>
      (1 - attention.share) * linear[c]! +
      attention.share * network[attention.labels.indexOf(label)]!,
  );
}

/**
 * The learned model knows the training sentences' habits ("cold beer" is fine); when it is unsure
 * and every opinion word of the term's clause points the other way, the clause wins. Off unless
 * the `agree` flag is set: since the model reads several lexicons itself, the rule costs accuracy
 * on held-out folds.
 */
function agreeWithClause(words: Word[], at: number, label: Polarity, p: number): Polarity {
  if (p > 0.85 || !FLAGS.has('agree')) return label;
  const clause = words[at]!.clause;
  let pos = 0;
  let neg = 0;
  for (const w of words) {
    if (w.clause !== clause) continue;
    if (w.polarity > 0.05) pos++;
    if (w.polarity < -0.05) neg++;
  }
  if (label === 'positive' && neg > 0 && pos === 0) return 'negative';
  if (label === 'negative' && pos > 0 && neg === 0) return 'positive';
  return label;
}
