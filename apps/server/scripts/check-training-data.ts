import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSemeval, type SemevalSentence } from '../training/semeval.ts';
import {
  PARAPHRASED_URL,
  parseParaphrases,
  parseWrittenSentences,
  WRITTEN_URL,
} from '../training/written-sentences.ts';
import { semevalDir } from './semeval-path.ts';

// Checks our written and paraphrased training sentences against the SemEval-2014 files, which
// live outside the repository: a script beside `eval:semeval`, not a test, so `npm test` needs
// nothing but the clone. Exits 1 when a check fails.

/** A sentence's words, lower-cased, without punctuation: how two sentences are compared. */
const words = (t: string) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [];

const semeval = (file: string) => parseSemeval(readFileSync(resolve(semevalDir(), file), 'utf8'));

/** Sentences equal to, or sharing half their word trigrams with, one of these SemEval files. */
function closeTo(files: string[], sentences: SemevalSentence[]): string[] {
  const trigrams = (t: string) => {
    const w = words(t);
    return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')));
  };
  const reference = files.flatMap((file) => semeval(file).map((s) => s.text));
  const exact = new Set(reference.map((t) => words(t).join(' ')));
  const byTrigram = new Map<string, Set<string>[]>();
  for (const t of reference) {
    const g = trigrams(t);
    for (const x of g) byTrigram.set(x, [...(byTrigram.get(x) ?? []), g]);
  }
  const close: string[] = [];
  for (const { text } of sentences) {
    if (exact.has(words(text).join(' '))) close.push(text);
    const g = trigrams(text);
    const shared = new Map<Set<string>, number>();
    for (const x of g)
      for (const r of byTrigram.get(x) ?? []) shared.set(r, (shared.get(r) ?? 0) + 1);
    for (const [r, n] of shared) if (n / Math.max(g.size, r.size) >= 0.5) close.push(text);
  }
  return close;
}

const failures: string[] = [];
const check = (name: string, offending: string[]) => {
  console.log(`${offending.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const text of offending.slice(0, 10)) console.log(`     ${text}`);
  if (offending.length) failures.push(name);
};

const written = parseWrittenSentences(readFileSync(WRITTEN_URL, 'utf8'));
const train = semeval('train.xml');
const lines = readFileSync(PARAPHRASED_URL, 'utf8').trim().split('\n');
const paraphrased = parseParaphrases(lines.join('\n'), train);
const byId = new Map(train.map((s) => [s.id, s]));

// A written sentence close to one of SemEval's would leak its gold labels into training, and
// into the evaluation if the sentence is in the test file.
check(
  'written sentences copy no SemEval sentence (train or test)',
  closeTo(['train.xml', 'test.xml'], written),
);
check(
  'every paraphrase rewords a sentence of the training file',
  paraphrased.length === lines.length
    ? []
    : [`${lines.length - paraphrased.length} of another file`],
);
check(
  'no paraphrase is its original word for word',
  paraphrased.filter((p) => p.text === byId.get(p.paraphraseOf!)!.text).map((p) => p.text),
);
check('paraphrases copy no sentence of the test file', closeTo(['test.xml'], paraphrased));
process.exit(failures.length ? 1 : 0);
