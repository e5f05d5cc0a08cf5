import { readFileSync } from 'node:fs';
import { perWord } from './word-memo.ts';

/**
 * Word clusters from GloVe vectors (`data/word-clusters.json`, derived by
 * `scripts/build-word-clusters.ts`): words used alike share a cluster ("sashimi" sits with
 * "salad" and "steak"), so the category detector knows words the training file never names.
 */
const data = JSON.parse(
  readFileSync(new URL('./data/word-clusters.json', import.meta.url), 'utf8'),
) as { words: string; cluster: string; parent: number[]; scale: number; centres: string };

export const VECTOR_SIZE = 100;
const clusterOf = Buffer.from(data.cluster, 'base64');
const CLUSTER = new Map<string, number>();
data.words.split(' ').forEach((w, i) => CLUSTER.set(w, clusterOf.readUInt16LE(i * 2)));
const CENTRES = Float32Array.from(
  Buffer.from(data.centres, 'base64'),
  (b) => (b > 127 ? b - 256 : b) / data.scale,
);

/** A folded word's cluster and the cluster's own group, as feature values. */
export type WordCluster = { leaf: string; parent: string; centre: Float32Array };

/** The cluster of a folded word, null when the vectors never saw it. */
export const wordCluster = perWord((folded): WordCluster | null => {
  const c = CLUSTER.get(folded);
  return c === undefined
    ? null
    : {
        leaf: String(c),
        parent: String(data.parent[c]),
        centre: CENTRES.subarray(c * VECTOR_SIZE, (c + 1) * VECTOR_SIZE),
      };
});
