/**
 * Feature weights as the committed model stores and loads them: every feature's row side by
 * side in one array, found through one Map. Parsing ~190,000 small JSON arrays and putting
 * them in an object took most of the model's load time; one string and one number array parse
 * several times faster.
 */
export type PackedWeights = { index: Map<string, number>; values: Float64Array; width: number };

/** The weights' form in the model file. */
export type StoredWeights = { keys: string; width: number; values: number[] };

export function storeWeights(weights: Record<string, number[]>): StoredWeights {
  const keys = Object.keys(weights);
  if (keys.some((key) => key.includes('\n'))) throw new Error('A feature name holds a line break');
  const width = keys.length ? weights[keys[0]!]!.length : 0;
  const values: number[] = [];
  for (const key of keys) values.push(...weights[key]!);
  return { keys: keys.join('\n'), width, values };
}

export function loadWeights(stored: StoredWeights): PackedWeights {
  const keys = stored.keys ? stored.keys.split('\n') : [];
  const index = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) index.set(keys[i]!, i * stored.width);
  return { index, values: Float64Array.from(stored.values), width: stored.width };
}
