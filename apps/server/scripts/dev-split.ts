import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSemeval } from '../training/semeval.ts';
import {
  PARAPHRASED_URL,
  parseWrittenSentences,
  WRITTEN_URL,
} from '../training/written-sentences.ts';
import { semevalDir } from './semeval-path.ts';

/**
 * Fold `k` of the five-fold dev split of train.xml that every model choice is made on: each
 * fifth sentence held out, the rest to train on. The test file is never part of it.
 */
export function devSplit<T>(all: T[], k: number): { train: T[]; dev: T[] } {
  return {
    train: all.filter((_, i) => i % 5 !== k),
    dev: all.filter((_, i) => i % 5 === k),
  };
}

/**
 * train.xml, the shipped written sentences (or WRITTEN's files, comma-separated, when set: for
 * trying more), and the paraphrases' JSON lines (or `paraphrased`'s).
 */
export function devData(paraphrased: URL | string = PARAPHRASED_URL) {
  return {
    all: parseSemeval(readFileSync(resolve(semevalDir(), 'train.xml'), 'utf8')),
    written: readWritten(process.env.WRITTEN?.split(',') ?? [WRITTEN_URL]),
    paraphrases: readFileSync(paraphrased, 'utf8'),
  };
}

/** Written sentences from several files, each file's ids apart from the others'. */
export function readWritten(files: (URL | string)[]) {
  return files.flatMap((file, n) => parseWrittenSentences(readFileSync(file, 'utf8'), `w${n}-`));
}
