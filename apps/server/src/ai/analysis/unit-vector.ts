import { perWord } from './word-memo.ts';
import { wordVectors } from './word-vectors.ts';

/** A word's vector scaled to length 1 (cosines become dot products), memoised per word. */
export const unitVector = perWord((word): Float32Array | null => {
  const v = wordVectors().vector(word);
  if (!v) return null;
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  return v.map((x) => x / norm);
});
