import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MODEL_URL } from '../src/ai/analysis/model.ts';
import { encodeModel } from '../src/ai/analysis/model-file.ts';
import { parseSemeval } from '../training/semeval.ts';
import { trainModel } from '../training/train.ts';
import {
  PARAPHRASED_URL,
  parseParaphrases,
  parseWrittenSentences,
  WRITTEN_URL,
} from '../training/written-sentences.ts';
import { semevalDir } from './semeval-path.ts';

// Trains the built-in review-analysis model on the SemEval-2014 restaurant TRAINING split, the
// sentences written for this project (`data/written-sentences.md`) and paraphrases of the training
// sentences (`data/paraphrased-sentences.md`), never on the test split, and
// writes its weights next to the code. Deterministic: the same data gives the same file.
const started = performance.now();
const sentences = parseSemeval(readFileSync(resolve(semevalDir(), 'train.xml'), 'utf8'));
const written = parseWrittenSentences(readFileSync(WRITTEN_URL, 'utf8'));
const paraphrased = parseParaphrases(readFileSync(PARAPHRASED_URL, 'utf8'), sentences);
const model = trainModel(
  sentences,
  'semeval2014-restaurants/train.xml + written-sentences.jsonl + paraphrased-sentences.jsonl',
  undefined,
  written,
  paraphrased,
);
const file = encodeModel(model);
writeFileSync(MODEL_URL, file);
console.log(
  `trained on ${sentences.length} annotated, ${written.length} written and ${paraphrased.length} paraphrased sentences in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `model ${(file.length / 1024).toFixed(0)} KB`,
);
