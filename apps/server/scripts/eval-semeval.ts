import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluateSemeval } from '../training/evaluate.ts';
import { loadModel } from '../src/ai/analysis/model.ts';
import { parseSemeval } from '../training/semeval.ts';
import { semevalDir } from './semeval-path.ts';

// The four official figures of SemEval-2014 Task 4 (restaurants) on the gold TEST split, next to
// the best system of the 2014 task for each.
const sentences = parseSemeval(readFileSync(resolve(semevalDir(), 'test.xml'), 'utf8'));
const scores = evaluateSemeval(loadModel(), sentences);
const pct = (x: number) => (x * 100).toFixed(2);
const rows = [
  ['aspect term extraction F1', scores.termExtraction.f1, 84.01],
  ['aspect term polarity accuracy', scores.termPolarityAccuracy, 80.95],
  ['aspect category detection F1', scores.categoryDetection.f1, 88.57],
  ['aspect category polarity accuracy', scores.categoryPolarityAccuracy, 82.92],
] as const;
console.log(`SemEval-2014 Task 4, restaurants, test split (${sentences.length} sentences)`);
for (const [name, value, best] of rows)
  console.log(`${name.padEnd(36)} ${pct(value).padStart(6)}   (best of 2014: ${best.toFixed(2)})`);
console.log(
  `term extraction P/R ${pct(scores.termExtraction.precision)}/${pct(scores.termExtraction.recall)}; ` +
    `category detection P/R ${pct(scores.categoryDetection.precision)}/${pct(scores.categoryDetection.recall)}`,
);
