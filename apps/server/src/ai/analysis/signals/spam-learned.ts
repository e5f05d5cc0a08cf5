import type { SpamKind } from '@tableside/domain/review-signals';
import type { Features } from '../learn/linear.ts';
import { learnedLabel, signalModel, type SignalModel } from './learned-signal.ts';
import type { Places } from './spam-elsewhere.ts';
import { spamFeatures } from './spam-features.ts';

/**
 * The learned spam reader (scripts/train-signals.ts), trained on many voices of each kind of
 * spam and on guests who look like them (training/data/spam-examples.md). Its verdict must not
 * hang on one word: "put the chef to the test" is not a test post, "link in bio" beside "what a
 * night!" is a guest's photos. So it speaks only if the text still reads as spam without the
 * feature that pulls hardest away from a guest's review.
 */
const LEANED_ON = 1;

export function findSpamByModel(
  folded: string,
  rating: number | null,
  places?: Places,
): SpamKind | null {
  const model = signalModel('spam');
  const features = spamFeatures(folded, rating, places);
  const kind = learnedLabel(model, features, 'guest');
  if (!kind) return null;
  return learnedLabel(model, without(model, features, LEANED_ON), 'guest')
    ? (kind as SpamKind)
    : null;
}

/** The features less the `n` whose weights pull hardest away from the `guest` label. */
function without(model: SignalModel, features: Features, n: number): Features {
  const guest = model.labels.indexOf('guest');
  const pull = (name: string, value: number) => -(model.weights[name]?.[guest] ?? 0) * value;
  const strongest = [...features]
    .sort(([a, x], [b, y]) => pull(b, y) - pull(a, x))
    .slice(0, n)
    .map(([name]) => name);
  const rest = new Map(features);
  for (const name of strongest) rest.delete(name);
  return rest;
}
