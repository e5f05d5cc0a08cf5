import { setFlags } from '../src/ai/analysis/features.ts';
import { pickLabel } from '../src/ai/analysis/learn/linear.ts';
import { termPolarityProbabilities } from '../src/ai/analysis/model.ts';
import { DEFAULT_CONFIG, type TrainConfig } from '../training/config.ts';
import { prepare } from '../training/prepare.ts';
import { trainTermPolarity } from '../training/train.ts';
import { parseParaphrases } from '../training/written-sentences.ts';
import { devData, devSplit } from './dev-split.ts';

// The term-polarity models alone on the five folds of scripts/dev-semeval.ts, in minutes rather
// than the hour a full run takes (CONFIG='{"termAttention":null}' for the linear model alone, in
// seconds): trains only those models, scores accuracy on the held-out gold terms. PARAPHRASED=file
// reads other paraphrases; FOLDS=0,1 scores only those folds; ANALYSE=1 prints the confusions, SHOW='negative>positive' the sentences.
setFlags(process.env.FLAGS);
const config: TrainConfig = { ...DEFAULT_CONFIG, ...JSON.parse(process.env.CONFIG ?? '{}') };
const { all, written, paraphrases } = devData(process.env.PARAPHRASED);
const scores: number[] = [];
const confusion = new Map<string, number>();
const folds = (process.env.FOLDS ?? '0,1,2,3,4').split(',').map(Number);
for (const k of folds) {
  const { train, dev: heldOut } = devSplit(all, k);
  const dev = prepare(heldOut);
  const data = [
    ...prepare(train),
    ...prepare(written, 'written'),
    ...prepare(parseParaphrases(paraphrases, train), 'paraphrased'),
  ];
  const model = trainTermPolarity(data, config);
  let right = 0;
  let total = 0;
  for (const s of dev)
    s.spans.forEach(([a, b], j) => {
      const probs = termPolarityProbabilities(model, s.words, a, b, s.spans.length);
      const { label } = pickLabel(model.termPolarity.labels, probs);
      total++;
      if (label === s.termPolarities[j]) right++;
      const key = `${s.termPolarities[j]}>${label}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      if (process.env.SHOW === key) console.log(`${s.source.terms[j]!.term} | ${s.source.text}`);
    });
  scores.push((100 * right) / total);
}
const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
console.log(
  `ATP ${mean.toFixed(2)} [${scores.map((x) => x.toFixed(2)).join(' ')}] flags=${process.env.FLAGS ?? ''} config=${process.env.CONFIG ?? ''}`,
);
if (process.env.ANALYSE)
  console.log(
    [...confusion]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join('  '),
  );
