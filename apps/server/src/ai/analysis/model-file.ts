import type { LinearModel } from './learn/linear.ts';
import { loadWeights, storeWeights, type StoredWeights } from './learn/packed-weights.ts';
import type { SequenceModel } from './learn/sequence.ts';
import type { AnalysisModel } from './model.ts';

type Table = LinearModel | SequenceModel;

/** The model with each of its weight tables replaced by `f` of it. */
function mapTables(model: AnalysisModel, f: (table: Table) => unknown): AnalysisModel {
  const each = <T extends Table>(table: T) => f(table) as T;
  return {
    ...model,
    terms: each(model.terms),
    categories: Object.fromEntries(
      Object.entries(model.categories).map(([c, d]) => [
        c,
        { ...d, model: each(d.model), ...(d.stack ? { stack: each(d.stack) } : {}) },
      ]),
    ),
    categoryPolarity: each(model.categoryPolarity),
    termPolarity: each(model.termPolarity),
  };
}

/** The model file's text: every weight table as one key list and one number array. */
export function encodeModel(model: AnalysisModel): string {
  return JSON.stringify(mapTables(model, (t) => ({ ...t, weights: storeWeights(t.weights) })));
}

/** The model from its file's text, its weights packed for look-ups. */
export function decodeModel(text: string): AnalysisModel {
  return mapTables(JSON.parse(text) as AnalysisModel, (t) => ({
    ...t,
    weights: {},
    packed: loadWeights(t.weights as unknown as StoredWeights),
  }));
}
