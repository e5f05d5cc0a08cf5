import { readFileSync } from 'node:fs';
import { predictLinear, type Features, type LinearModel } from '../learn/linear.ts';

/** A committed two-or-more-label linear model and the probability above which it speaks. */
export type SignalModel = LinearModel & { threshold: number };

const loaded = new Map<string, SignalModel>();

/** A signal model of `data/` (scripts/train-signals.ts), read on first use. */
export function signalModel(name: 'sarcasm' | 'spam'): SignalModel {
  let model = loaded.get(name);
  if (!model) {
    const url = new URL(`../data/${name}.json`, import.meta.url);
    model = JSON.parse(readFileSync(url, 'utf8')) as SignalModel;
    loaded.set(name, model);
  }
  return model;
}

/**
 * When the labels other than `none` together clear the threshold, the most probable of them: a
 * text may be plainly spam while its kind is split between an ad and an off-topic offer.
 */
export function learnedLabel(model: SignalModel, features: Features, none: string): string | null {
  const probs = predictLinear(model, features);
  let best = -1;
  model.labels.forEach((label, i) => {
    if (label !== none && (best < 0 || probs[i]! > probs[best]!)) best = i;
  });
  const noneAt = model.labels.indexOf(none);
  const signal = 1 - (noneAt >= 0 ? probs[noneAt]! : 0);
  return best >= 0 && signal >= model.threshold ? model.labels[best]! : null;
}
