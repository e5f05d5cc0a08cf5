import type { Gazetteer } from './gazetteer.ts';
import type { AttentionModel } from './learn/attention.ts';
import type { DetectorModel } from './learn/detector-attention.ts';
import type { LinearModel } from './learn/linear.ts';
import type { MlpModel } from './learn/mlp.ts';
import {
  blockSizes,
  loadWeights,
  storeWeights,
  viewValues,
  type StoredWeights,
  type WeightBlocks,
} from './learn/packed-weights.ts';
import type { SequenceModel } from './learn/sequence.ts';

/** The trained weights, written by `npm run train:analysis`. */
export type AnalysisModel = {
  version: 1;
  trainedOn: string;
  gazetteer: Gazetteer;
  terms: SequenceModel;
  /** One detector per category; `stack` re-reads every detector's score (second stage). */
  categories: Record<string, { model: LinearModel; threshold: number; stack: LinearModel }>;
  /** An attention network whose probabilities each second-stage detector reads. */
  categoryDetector?: DetectorModel;
  /** A small network: it reads words together with their category itself (dev ACP +1.6). */
  categoryPolarity: MlpModel;
  termPolarity: LinearModel;
  /**
   * An attention network over the term's word vectors (`term-attention.ts`), whose probabilities
   * count `share` against the linear model's.
   */
  termAttention?: AttentionModel & { share: number };
  /** The same kind of network for category polarity, over the words that name the category. */
  categoryAttention?: AttentionModel & { share: number };
  /** Where each found term starts and ends (`span-boundaries.ts`); the tagger's spans if unset. */
  bounds?: LinearModel;
};

type Table = LinearModel | SequenceModel | MlpModel;

/** The model with each of its weight tables replaced by `f` of it, in a fixed order. */
function mapTables(model: AnalysisModel, f: (table: Table) => unknown): AnalysisModel {
  const each = <T extends Table>(table: T) => f(table) as T;
  return {
    ...model,
    terms: each(model.terms),
    categories: Object.fromEntries(
      Object.entries(model.categories).map(([c, d]) => [
        c,
        { ...d, model: each(d.model), stack: each(d.stack) },
      ]),
    ),
    categoryPolarity: each(model.categoryPolarity),
    termPolarity: each(model.termPolarity),
    ...(model.bounds ? { bounds: each(model.bounds) } : {}),
  };
}

// The file: "TSAM", the header's length (u32, little-endian), the header (JSON: the model with
// each table's weights replaced by their description), then each table's blocks (hashes,
// checks, values) in the header's order, every block starting at a multiple of 8 bytes so that
// typed arrays view it in place.
const MAGIC = 0x4d415354; // "TSAM"
const align = (n: number) => Math.ceil(n / 8) * 8;

export function encodeModel(model: AnalysisModel): Buffer {
  const blocks: ArrayBufferView[] = [];
  const header = JSON.stringify(
    mapTables(model, (t) => {
      const { stored, blocks: b } = storeWeights(t.weights);
      blocks.push(...b);
      return { ...t, weights: stored };
    }),
  );
  const head = Buffer.from(header, 'utf8');
  let size = align(8 + head.length);
  for (const b of blocks) size += align(b.byteLength);
  const file = Buffer.alloc(size);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(head.length, 4);
  head.copy(file, 8);
  let at = align(8 + head.length);
  for (const b of blocks) {
    file.set(new Uint8Array(b.buffer, b.byteOffset, b.byteLength), at);
    at += align(b.byteLength);
  }
  return file;
}

/** The model from its file, its weights viewed in place for look-ups. */
export function decodeModel(bytes: Uint8Array): AnalysisModel {
  // Typed arrays need aligned offsets: copy the rare buffer that does not start on one.
  const file = bytes.byteOffset % 8 ? new Uint8Array(bytes) : bytes;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Not a Tableside analysis model file');
  const length = view.getUint32(4, true);
  const header = new TextDecoder().decode(file.subarray(8, 8 + length));
  let at = file.byteOffset + align(8 + length);
  const take = <T>(make: (offset: number) => T, bytes: number) => {
    const array = make(at);
    at += align(bytes);
    return array;
  };
  return mapTables(JSON.parse(header) as AnalysisModel, (t) => {
    const stored = t.weights as unknown as StoredWeights;
    const [h, c, v] = blockSizes(stored);
    const n = stored.count;
    const values = stored.count * stored.width;
    const blocks: WeightBlocks = [
      take((o) => new Uint32Array(file.buffer, o, n), h),
      take((o) => new Uint8Array(file.buffer, o, n), c),
      take((o) => viewValues(stored.bits, file.buffer, o, values), v),
    ];
    return { ...t, weights: {}, packed: loadWeights(stored, blocks) };
  });
}
