/**
 * Feature weights as the committed model stores and loads them. A feature name is kept as a
 * 40-bit hash (32 bits sorted for a binary search, 8 more that confirm a match), and its
 * weights as integers of a common scale, so loading is viewing arrays over the file: no strings
 * are split, no Map or table is filled. The writer checks that no two features of a table share
 * a hash; a name the model never saw matches one by chance about once in 2^40 / (features in the
 * table) look-ups, ten million at least.
 */
export type PackedWeights = {
  /** Offset of the feature's row in `values`, or -1. */
  find(feature: string): number;
  /** Integers of `scale`: a weight is `values[i] / scale`, exactly the trained number. */
  values: Int8Array | Int16Array | Int32Array | Float64Array;
  scale: number;
  width: number;
};

/** A table's description in the model file; its arrays follow in the file's data blocks. */
export type StoredWeights = {
  count: number;
  width: number;
  /** Hash seed: the first one under which the table's features hash apart. */
  seed: number;
  /** Weights are `integer / scale`, the integers 8, 16 or 32 bits wide (64: plain doubles). */
  scale: number;
  bits: 8 | 16 | 32 | 64;
};

/** The arrays of one table, in file order. */
export type WeightBlocks = [hashes: Uint32Array, checks: Uint8Array, values: ArrayBufferView];

let check = 0;
/** FNV-1a of a name's UTF-16 units; an 8-bit check from a second hash is left in `check`. */
function hash(key: string, seed: number): number {
  let a = 0x811c9dc5 ^ seed;
  let b = 0x9747b28c;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  check = (b ^ (b >>> 15) ^ (b >>> 24)) & 0xff;
  return a >>> 0;
}

const SCALES = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];

/** The smallest scale that keeps every weight exactly, and the integer width it needs. */
function quantize(values: number[]): { scale: number; bits: 8 | 16 | 32 | 64 } {
  for (const scale of SCALES) {
    let max = 0;
    let exact = true;
    for (const v of values) {
      const q = Math.round(v * scale);
      if (q / scale !== v) {
        exact = false;
        break;
      }
      max = Math.max(max, Math.abs(q));
    }
    if (exact && max < 2 ** 31) return { scale, bits: max < 2 ** 7 ? 8 : max < 2 ** 15 ? 16 : 32 };
  }
  return { scale: 1, bits: 64 };
}

/** The typed array of each integer width (64: plain doubles). */
const VALUE_ARRAYS = { 8: Int8Array, 16: Int16Array, 32: Int32Array, 64: Float64Array } as const;

/** A stored table's `length` weights, viewed in place at `offset` of `buffer`. */
export function viewValues(
  bits: StoredWeights['bits'],
  buffer: ArrayBufferLike,
  offset: number,
  length: number,
): PackedWeights['values'] {
  // The union of the four constructors keeps only their common ArrayBuffer signature.
  return new VALUE_ARRAYS[bits](buffer as ArrayBuffer, offset, length);
}

export function storeWeights(weights: Record<string, number[]>): {
  stored: StoredWeights;
  blocks: WeightBlocks;
} {
  const names = Object.keys(weights);
  const width = names.length ? weights[names[0]!]!.length : 0;
  let seed = 0;
  let keyed: { name: string; key: number }[];
  for (; ; seed++) {
    // The 40-bit hash as one exact number: the 32 searched bits above the 8 checked ones.
    keyed = names.map((name) => ({ name, key: hash(name, seed) * 256 + check }));
    if (new Set(keyed.map((k) => k.key)).size === names.length) break;
  }
  keyed.sort((a, b) => a.key - b.key);
  const hashes = Uint32Array.from(keyed, (k) => Math.floor(k.key / 256));
  const checks = Uint8Array.from(keyed, (k) => k.key % 256);
  const flat = keyed.flatMap((k) => weights[k.name]!);
  const { scale, bits } = quantize(flat);
  const values = new VALUE_ARRAYS[bits](flat.length);
  values.set(bits === 64 ? flat : flat.map((v) => Math.round(v * scale)));
  return {
    stored: { count: names.length, width, seed, scale, bits },
    blocks: [hashes, checks, values],
  };
}

/** Bytes each block of a stored table takes in the file. */
export function blockSizes({ count, width, bits }: StoredWeights): [number, number, number] {
  return [count * 4, count, (count * width * bits) / 8];
}

export function loadWeights(stored: StoredWeights, blocks: WeightBlocks): PackedWeights {
  const [hashes, checks, values] = blocks;
  const { count, width, seed, scale } = stored;
  // Each feature name is hashed and searched for once: the same words come back in every review.
  const found = new Map<string, number>();
  return {
    values: values as PackedWeights['values'],
    scale,
    width,
    find(feature) {
      let at = found.get(feature);
      if (at === undefined) {
        at = search(feature);
        // Bounded: review text brings endless new words.
        if (found.size < 100_000) found.set(feature, at);
      }
      return at;
    },
  };
  function search(feature: string): number {
    const h = hash(feature, seed);
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hashes[mid]! < h) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < count && hashes[i] === h; i++) if (checks[i] === check) return i * width;
    return -1;
  }
}
