import { readFileSync } from 'node:fs';
import { perWord } from './word-memo.ts';

/**
 * GloVe word vectors (`data/word-vectors.bin`, derived by `scripts/build-word-vectors.ts`): the
 * term-polarity network reads words through them, so "scrumptious" counts as praise though no
 * training sentence says it.
 *
 * The file: "TSWV", the word count, the vector size and the words' byte length (u32 each,
 * little-endian); the words (UTF-8, space-separated, padded to 4 bytes); each word's scale
 * (float32); each word's components (int8, times its scale).
 */
const MAGIC = 0x56575354; // "TSWV"
const pad4 = (n: number) => Math.ceil(n / 4) * 4;

export function encodeWordVectors(words: string[], vectors: number[][]): Buffer {
  const dim = vectors[0]?.length ?? 0;
  const text = Buffer.from(words.join(' '), 'utf8');
  const start = 16 + pad4(text.length);
  const file = Buffer.alloc(start + words.length * 4 + words.length * dim);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(words.length, 4);
  file.writeUInt32LE(dim, 8);
  file.writeUInt32LE(text.length, 12);
  text.copy(file, 16);
  const values = start + words.length * 4;
  vectors.forEach((v, i) => {
    const scale = Math.max(...v.map(Math.abs)) / 127 || 1;
    file.writeFloatLE(scale, start + i * 4);
    v.forEach((x, d) => file.writeInt8(Math.round(x / scale), values + i * dim + d));
  });
  return file;
}

export type WordVectors = { size: number; vector: (folded: string) => Float32Array | null };

export function decodeWordVectors(file: Buffer): WordVectors {
  if (file.readUInt32LE(0) !== MAGIC) throw new Error('Not a Tableside word-vector file');
  const count = file.readUInt32LE(4);
  const size = file.readUInt32LE(8);
  const textLength = file.readUInt32LE(12);
  const words = file.toString('utf8', 16, 16 + textLength).split(' ');
  const start = 16 + pad4(textLength);
  const values = start + count * 4;
  const index = new Map(words.map((w, i) => [w, i]));
  const vector = perWord((folded): Float32Array | null => {
    const i = index.get(folded);
    if (i === undefined) return null;
    const scale = file.readFloatLE(start + i * 4);
    return Float32Array.from(
      { length: size },
      (_, d) => file.readInt8(values + i * size + d) * scale,
    );
  });
  return { size, vector };
}

/** Vectors given word by word, as the file would hold them (small tables in tests). */
export function vectorsOf(table: Record<string, number[]>): WordVectors {
  return decodeWordVectors(encodeWordVectors(Object.keys(table), Object.values(table)));
}

let shipped: WordVectors | undefined;

/** The shipped vectors, read on first use. */
export function wordVectors(): WordVectors {
  shipped ??= decodeWordVectors(readFileSync(new URL('./data/word-vectors.bin', import.meta.url)));
  return shipped;
}
