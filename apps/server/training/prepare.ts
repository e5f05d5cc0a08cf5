import type { GazetteerSentence } from '../src/ai/analysis/gazetteer.ts';
import { readSentence, type Word } from '../src/ai/analysis/sentence.ts';
import type { ModelPart, TrainConfig } from './config.ts';
import type { SemevalSentence } from './semeval.ts';

export type Prepared = GazetteerSentence & {
  source: SemevalSentence;
  termPolarities: string[];
  /** Annotated by the SemEval organisers, or written or paraphrased for this project. */
  origin: Origin;
  /**
   * The sentence's place in the folds. A paraphrase takes its original's, so no model scores an
   * annotated sentence after learning from its paraphrase.
   */
  slot: number;
};
export type Origin = 'annotated' | 'written' | 'paraphrased';

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

/** How much a sentence counts in one model's training: 1 if annotated, else as configured. */
export const sentenceWeight = (
  config: Pick<TrainConfig, 'written' | 'paraphrased'>,
  s: Prepared,
  part: ModelPart,
) => (s.origin === 'annotated' ? 1 : (config[s.origin]?.[part] ?? 0));

/** Each model learns from the annotated sentences and the written or paraphrased ones it weighs. */
export const usedBy =
  (config: Pick<TrainConfig, 'written' | 'paraphrased'>, data: Prepared[], part: ModelPart) =>
  (i: number) =>
    sentenceWeight(config, data[i]!, part) > 0;
export const pick = <T>(xs: T[], keep: (i: number) => boolean) => xs.filter((_, i) => keep(i));

export function prepare(
  sentences: SemevalSentence[],
  origin: Origin = 'annotated',
  slot = (i: number) => i,
): Prepared[] {
  return sentences.map((source, i) => {
    const words = readSentence(source.text);
    return {
      source,
      words,
      spans: spansToTokens(words, source.terms),
      termPolarities: source.terms.map((t) => t.polarity),
      categories: source.categories.map((c) => c.category),
      origin,
      slot: slot(i),
    };
  });
}

/**
 * Every sentence training reads, each in its place in the folds: annotated ones first, then the
 * written ones, and each paraphrase in its original's slot.
 */
export function trainingData(
  sentences: SemevalSentence[],
  written: SemevalSentence[] = [],
  paraphrased: SemevalSentence[] = [],
): Prepared[] {
  const annotated = new Map(sentences.map((s, i) => [s.id, i]));
  const slotOf = (p: SemevalSentence) => {
    const i = annotated.get(p.paraphraseOf ?? '');
    if (i === undefined) throw new Error(`paraphrase ${p.id}: no sentence ${p.paraphraseOf}`);
    return i;
  };
  return [
    ...prepare(sentences),
    ...prepare(written, 'written', (i) => sentences.length + i),
    ...prepare(paraphrased, 'paraphrased', (i) => slotOf(paraphrased[i]!)),
  ];
}
