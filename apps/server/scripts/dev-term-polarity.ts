import { POLARITIES } from '@tableside/domain/insights';
import { setFlags, termPolarityFeatures } from '../src/ai/analysis/features.ts';
import { bestLabel, trainLinear } from '../src/ai/analysis/learn/linear.ts';
import {
  DEFAULT_CONFIG,
  prepare,
  termPolarityExamples,
  type TrainConfig,
} from '../src/ai/analysis/train.ts';
import { parseParaphrases } from '../src/ai/analysis/written-sentences.ts';
import { devData, devSplit } from './dev-split.ts';

// The term-polarity model alone on the five folds of scripts/dev-semeval.ts, in seconds rather
// than minutes: trains only that model, scores accuracy on the held-out gold terms. PARAPHRASED=file
// reads other paraphrases; ANALYSE=1 prints the confusions, SHOW='negative>positive' the sentences.
setFlags(process.env.FLAGS);
const config: TrainConfig = { ...DEFAULT_CONFIG, ...JSON.parse(process.env.CONFIG ?? '{}') };
const { all, written, paraphrases } = devData(process.env.PARAPHRASED);
const scores: number[] = [];
const confusion = new Map<string, number>();
for (let k = 0; k < 5; k++) {
  const { train, dev: heldOut } = devSplit(all, k);
  const dev = prepare(heldOut);
  const data = [
    ...prepare(train),
    ...prepare(written, 'written'),
    ...prepare(parseParaphrases(paraphrases, train), 'paraphrased'),
  ];
  const model = trainLinear(
    termPolarityExamples(data, config),
    [...POLARITIES],
    config.termPolarity,
  );
  let right = 0;
  let total = 0;
  for (const s of dev)
    s.spans.forEach(([a, b], j) => {
      const { label } = bestLabel(model, termPolarityFeatures(s.words, a, b, s.spans.length));
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
