import {
  categoryFeatures,
  categoryPolarityFeatures,
  termFeatures,
  termPolarityFeatures,
} from './features.ts';
import { buildGazetteer, type Gazetteer, type GazetteerSentence } from './gazetteer.ts';
import { predictLinear, trainLinear, type Features } from './learn/linear.ts';
import { trainSequence } from './learn/sequence.ts';
import { SEMEVAL_CATEGORIES, type AnalysisModel } from './model.ts';
import type { SemevalSentence } from './semeval.ts';
import { readSentence, type Word } from './sentence.ts';

const POLARITIES = ['positive', 'negative', 'neutral', 'conflict'];
const FOLDS = 10;
const CAT_OPTS = { l2: 1e-3, epochs: 20 };
const POL_OPTS = { l2: 1e-4, epochs: 15 };

export type Prepared = GazetteerSentence & { source: SemevalSentence; termPolarities: string[] };

/** Token ranges of character spans: the tokens that overlap each span. */
export function spansToTokens(
  words: Word[],
  spans: { from: number; to: number }[],
): [number, number][] {
  return spans.map(({ from, to }) => {
    let a = words.findIndex((w) => w.end > from);
    if (a < 0) a = words.length - 1;
    let b = a;
    while (b < words.length && words[b]!.start < to) b++;
    return [a, Math.max(b, a + 1)];
  });
}

export function prepare(sentences: SemevalSentence[]): Prepared[] {
  return sentences.map((source) => {
    const words = readSentence(source.text);
    return {
      source,
      words,
      spans: spansToTokens(words, source.terms),
      termPolarities: source.terms.map((t) => t.polarity),
      categories: source.categories.map((c) => c.category),
    };
  });
}

/**
 * Gazetteer features of a training sentence come from the other folds only, so the tagger learns
 * how far to trust the gazetteer on sentences it has not seen.
 */
function jackknife(data: Prepared[]): Gazetteer[] {
  const folds = Array.from({ length: FOLDS }, (_, k) =>
    buildGazetteer(data.filter((_, i) => i % FOLDS !== k)),
  );
  return data.map((_, i) => folds[i % FOLDS]!);
}

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

export function trainModel(sentences: SemevalSentence[], trainedOn: string): AnalysisModel {
  const data = prepare(sentences);
  const gazetteer = buildGazetteer(data);
  const gazetteers = jackknife(data);

  const terms = trainSequence(
    data.map((s, i) => {
      const tags = s.words.map(() => 0);
      for (const [a, b] of s.spans) for (let j = a; j < b; j++) tags[j] = j === a ? 1 : 2;
      return { features: termFeatures(s.words, gazetteers[i]!), tags };
    }),
  );

  const catFeatures = data.map((s, i) => categoryFeatures(s.words, gazetteers[i]!));
  const categories: AnalysisModel['categories'] = {};
  for (const c of SEMEVAL_CATEGORIES) {
    const examples = data.map((s, i) => ({
      features: catFeatures[i]!,
      label: s.categories.includes(c) ? 'yes' : 'no',
    }));
    const heldOut: { p: number; gold: boolean }[] = [];
    for (let k = 0; k < 5; k++) {
      const m = trainLinear(
        examples.filter((_, i) => i % 5 !== k),
        ['no', 'yes'],
        CAT_OPTS,
      );
      examples.forEach((ex, i) => {
        if (i % 5 === k)
          heldOut.push({ p: predictLinear(m, ex.features)[1]!, gold: ex.label === 'yes' });
      });
    }
    categories[c] = {
      model: trainLinear(examples, ['no', 'yes'], CAT_OPTS),
      threshold: bestThreshold(heldOut),
    };
  }

  const catPolExamples: { features: Features; label: string }[] = [];
  data.forEach((s, i) => {
    for (const c of s.source.categories)
      catPolExamples.push({
        features: categoryPolarityFeatures(s.words, c.category, gazetteers[i]!),
        label: c.polarity,
      });
  });
  const categoryPolarity = trainLinear(catPolExamples, POLARITIES, POL_OPTS);

  const termPolExamples: { features: Features; label: string }[] = [];
  for (const s of data)
    s.spans.forEach(([a, b], j) =>
      termPolExamples.push({
        features: termPolarityFeatures(s.words, a, b, s.spans.length),
        label: s.termPolarities[j]!,
      }),
    );
  const termPolarity = trainLinear(termPolExamples, POLARITIES, POL_OPTS);

  return { version: 1, trainedOn, gazetteer, terms, categories, categoryPolarity, termPolarity };
}
