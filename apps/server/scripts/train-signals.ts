/**
 * Trains the learned sarcasm and spam readers (src/ai/analysis/signals/signals.ts):
 *   npm run -s train:signals
 * Two logistic regressions, trained deterministically on the invented rated reviews' training
 * part (training/data/rated-reviews.md; never its holdout) and the eval corpus's dev split (and,
 * for spam, the dev parts of training/data/spam-examples.md and spam-elsewhere.md), and
 * written to src/ai/analysis/data/{sarcasm,spam}.json with the probability each must clear: of
 * those whose 5-fold cross-validated precision stays at or above PRECISION, the one with the best
 * F0.5, since a sincere review read as sarcasm, or a guest's review called spam, costs more than
 * a miss.
 */
import { writeFileSync } from 'node:fs';
import { predictLinear, type Features } from '../src/ai/analysis/learn/linear.ts';
import { sarcasmFeatures } from '../src/ai/analysis/signals/sarcasm-features.ts';
import { spamFeatures } from '../src/ai/analysis/signals/spam-features.ts';
import { readSignalText } from '../src/ai/analysis/signals/text.ts';
import { detectLanguage } from '../src/ai/builtin/language.ts';
import { loadCorpus } from '../eval/corpus.ts';
import { loadRatedReviews } from '../training/rated-reviews.ts';
import { loadSpamElsewhere, loadSpamExamples } from '../training/spam-examples.ts';
import { placesOf, type Places } from '../src/ai/analysis/signals/spam-elsewhere.ts';
import { trainLinear } from '../training/learn/train-linear.ts';

// Spam at 98%: with many voices of spam to learn from, a guest flagged still costs the most.
const PRECISION = { sarcasm: 0.9, spam: 0.98 };
const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const OPTIONS = { epochs: 60, rate: 0.1, l2: 3e-3, seed: 13, runs: 3 };

type Text = {
  text: string;
  stars: number | null;
  sarcasm: boolean;
  spam: string | null;
  places?: Places;
};
type Example = { features: Features; label: string };

// The dev split only: the test split is for final figures, read by someone else.
const texts: Text[] = [...loadRatedReviews('train'), ...devCorpus()];

/** The corpus's dev reviews with their group's location names, as the analysis is given them. */
function devCorpus(): Text[] {
  const corpus = loadCorpus();
  const groups = new Map(corpus.groups.map((g) => [g.id, g]));
  return corpus.reviews
    .filter((r) => r.split === 'dev')
    .map((r) => ({ ...r, places: placesOf(groups.get(r.group)!.locations, r.location) }));
}
/** Reviews of another place or location (training/data/spam-elsewhere.md), their dev part only. */
const elsewhere: Text[] = loadSpamElsewhere('dev').map((e) => ({
  ...e,
  sarcasm: false,
  places: { here: e.location, others: e.otherLocations },
}));

const language = (text: string) => (detectLanguage(text) === 'fr' ? 'fr' : 'en');
const sarcasm: Example[] = texts
  .filter((t) => !t.spam && t.stars != null && t.stars <= 2)
  .map((t) => ({
    features: sarcasmFeatures(readSignalText(t.text).sentences, t.stars!, language(t.text))
      .features,
    label: t.sarcasm ? 'sarcastic' : 'sincere',
  }));
// Spam and its look-alikes in many voices (training/data/spam-examples.md), their dev part only.
const spamTexts: Text[] = [
  ...texts,
  ...loadSpamExamples('dev').map((e) => ({ ...e, sarcasm: false })),
  ...elsewhere,
];
const spam: Example[] = spamTexts.map((t) => ({
  features: spamFeatures(readSignalText(t.text).folded, t.stars, t.places),
  label: t.spam ?? 'guest',
}));

function train(name: 'sarcasm' | 'spam', examples: Example[], labels: string[], none: string) {
  // Cross-validated probability of "not none" for each example, to choose the threshold by.
  const held: { p: number; gold: boolean }[] = [];
  for (let k = 0; k < 5; k++) {
    const model = trainLinear(
      examples.filter((_, i) => i % 5 !== k),
      labels,
      OPTIONS,
    );
    examples.forEach((ex, i) => {
      if (i % 5 !== k) return;
      const probs = predictLinear(model, ex.features);
      const p = 1 - probs[labels.indexOf(none)]!;
      held.push({ p, gold: ex.label !== none });
    });
  }
  const at = (t: number) => {
    const found = held.filter((h) => h.p >= t);
    const tp = found.filter((h) => h.gold).length;
    return {
      precision: found.length ? tp / found.length : 1,
      recall: tp / held.filter((h) => h.gold).length,
    };
  };
  // F0.5: precision counts twice as much as recall; ties go to the higher threshold.
  const f = (t: number) => {
    const { precision: p, recall: r } = at(t);
    return p + r ? (1.25 * p * r) / (0.25 * p + r) : 0;
  };
  const floor = THRESHOLDS.filter((t) => at(t).precision >= PRECISION[name]);
  const threshold = floor.length ? floor.reduce((best, t) => (f(t) >= f(best) ? t : best)) : 0.99;
  for (const t of THRESHOLDS) {
    const { precision, recall } = at(t);
    console.log(
      `${name} ≥ ${t}: 5-fold P ${(100 * precision).toFixed(1)}% R ${(100 * recall).toFixed(1)}%`,
    );
  }
  const model = { ...trainLinear(examples, labels, OPTIONS), threshold };
  writeFileSync(
    new URL(`../src/ai/analysis/data/${name}.json`, import.meta.url),
    `${JSON.stringify(model)}\n`,
  );
  console.log(`${name}: ${examples.length} examples, threshold ${threshold}`);
}

train('sarcasm', sarcasm, ['sincere', 'sarcastic'], 'sincere');
train(
  'spam',
  spam,
  ['guest', 'seo', 'wrong-restaurant', 'job-seeker', 'delivery-app', 'off-topic'],
  'guest',
);
