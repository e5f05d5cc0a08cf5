import type { AttentionToken, Projection } from './attention.ts';
import { hiddenUnits, prepared, scratch, tokenProjections } from './attention-predict.ts';

/**
 * Several yes/no questions about one sentence ("does it speak of food? of service?") from one
 * network: the words' hidden units are shared, as in `attention.ts`; each label has its own
 * attention over them and reads its own weighted mean into a probability.
 */
export type DetectorNet = Record<keyof Projection, number[]> & {
  /** Label × hidden unit: each label's attention scores and read-out. */
  attend: number[];
  output: number[];
  outputBias: number[];
};

export type DetectorModel = {
  labels: string[];
  vectorSize: number;
  factCount: number;
  hidden: number;
  /** Networks trained with consecutive seeds; their probabilities are averaged. */
  nets: DetectorNet[];
};

/** Each label's probability, in the model's label order (the nets' mean). */
export function predictDetectorAttention(model: DetectorModel, tokens: AttentionToken[]): number[] {
  const { hidden: h } = model;
  const k = model.labels.length;
  const n = tokens.length;
  const mean = new Array<number>(k).fill(0);
  if (!n) return mean.map(() => 0);
  const words = tokenProjections(model, tokens);
  const act = scratch('act', n * h);
  const a = scratch('a', n);
  for (let net = 0; net < model.nets.length; net++) {
    const { attend, output, outputBias } = prepared(model.nets[net]!).p;
    hiddenUnits(model, tokens, net, act, words);
    for (let q = 0; q < n * h; q++) if (act[q]! < 0) act[q] = 0;
    for (let c = 0; c < k; c++) {
      const row = c * h;
      let max = -Infinity;
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = 0; j < h; j++) s += attend[row + j]! * act[i * h + j]!;
        a[i] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let i = 0; i < n; i++) sum += a[i] = Math.exp(a[i]! - max);
      let logit = outputBias[c]!;
      for (let i = 0; i < n; i++) {
        const weight = a[i]! / sum;
        for (let j = 0; j < h; j++) logit += weight * output[row + j]! * act[i * h + j]!;
      }
      mean[c]! += 1 / (1 + Math.exp(-logit)) / model.nets.length;
    }
  }
  return mean;
}
