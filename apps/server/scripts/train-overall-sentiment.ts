/**
 * Trains the overall verdict of rated reviews (src/ai/analysis/overall-sentiment.ts):
 *   npm run -s train:sentiment [-- --folds [--errors] | --by-group]
 * A multinomial logistic regression over the stars and the evidence the analysis counts
 * (overall-sentiment-features.ts), trained deterministically on the invented rated reviews'
 * training part (training/data/rated-reviews.md; never its holdout) and the eval corpus's dev split, and
 * written to src/ai/analysis/data/overall-sentiment.json. `--folds` prints a 5-fold
 * cross-validated accuracy first (the figure to compare settings by). `--by-group` trains once
 * without each corpus group's dev reviews and reads them, per language: how a group nobody trained
 * on reads (the out-of-fold check for a change meant to generalise).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { SentimentLabel } from '@tableside/domain/insights';
import { readReview, type AnalyseOptions } from '../src/ai/analysis/review-analysis.ts';
import { sentimentFeatures } from '../src/ai/analysis/overall-sentiment-features.ts';
import { predictLinear, type Features } from '../src/ai/analysis/learn/linear.ts';
import { loadCorpus } from '../eval/corpus.ts';
import { loadRatedReviews } from '../training/rated-reviews.ts';
import { trainLinear, type TrainOptions } from '../training/learn/train-linear.ts';

const LABELS: SentimentLabel[] = ['positive', 'neutral', 'negative', 'mixed'];
const OPTIONS: TrainOptions = { epochs: 100, rate: 0.1, l2: 1e-2, seed: 11, runs: 3 };
const OUT = new URL('../src/ai/analysis/data/overall-sentiment.json', import.meta.url);

type Example = {
  id: string;
  /** The corpus group and language, for dev reviews; undefined for the invented rated reviews. */
  group?: string;
  lang?: string;
  stars: number;
  features: Features;
  label: SentimentLabel;
  text: string;
};

function example(
  id: string,
  text: string,
  stars: number | null,
  label: SentimentLabel,
  options?: AnalyseOptions,
): Example | null {
  const { result, evidence } = readReview(text, stars, options);
  // Spam, unrated and disowned stars are decided otherwise: not this model's to learn.
  if (stars == null || !evidence || evidence.starsDisowned || result.signals.spam) return null;
  return { id, stars, features: sentimentFeatures(stars, evidence), label, text };
}

export function trainingExamples(): Example[] {
  const rated = loadRatedReviews('train')
    .filter((r) => !r.spam)
    .map((r) => example(r.id, r.text, r.stars, r.sentiment));
  const corpus = loadCorpus();
  const groups = new Map(corpus.groups.map((g) => [g.id, g]));
  // The dev split only: the test split is for final figures, read by someone else.
  const dev = corpus.reviews
    .filter((r) => r.split === 'dev' && !r.spam)
    .map((r) => {
      const group = groups.get(r.group)!;
      const menu = group.menu.map((item) => ({
        name: item.names[0]!,
        aliases: [...item.names.slice(1), ...item.aliases],
      }));
      const staff = group.staff.map((m) => ({ name: m.fullName, role: m.role }));
      const ex = example(r.id, r.text, r.stars, r.sentiment, { menu, staff });
      return ex && { ...ex, group: r.group, lang: r.language };
    });
  return [...rated, ...dev].filter((e): e is Example => e !== null);
}

const allowed = (stars: number, label: string) =>
  stars <= 2 ? label !== 'positive' : stars >= 4 ? label !== 'negative' : true;

function accuracy(model: ReturnType<typeof trainLinear>, examples: Example[], errors?: string[]) {
  let right = 0;
  for (const ex of examples) {
    const probs = predictLinear(model, ex.features);
    let best = -1;
    model.labels.forEach((l, i) => {
      if (allowed(ex.stars, l) && (best < 0 || probs[i]! > probs[best]!)) best = i;
    });
    if (model.labels[best] === ex.label) right++;
    else
      errors?.push(
        `${ex.id} ${ex.stars}★ gold ${ex.label} · got ${model.labels[best]} · ${ex.text.slice(0, 140)}`,
      );
  }
  return right / examples.length;
}

const { values } = parseArgs({
  options: {
    folds: { type: 'boolean', default: false },
    'by-group': { type: 'boolean', default: false },
    // With --folds or --by-group: list the errors read out of fold (dev and training reviews only).
    errors: { type: 'boolean', default: false },
    // Settings to compare by the folds' figure; the committed weights use OPTIONS.
    l2: { type: 'string' },
    epochs: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (values.l2) OPTIONS.l2 = Number(values.l2);
if (values.epochs) OPTIONS.epochs = Number(values.epochs);
const examples = trainingExamples();
const fit = (of: Example[]) => trainLinear(of, LABELS, OPTIONS);
if (values.folds) {
  // Folds by position in a fixed order: deterministic, and each holds rated and dev reviews.
  let sum = 0;
  const errors: string[] = [];
  for (let k = 0; k < 5; k++) {
    const test = examples.filter((_, i) => i % 5 === k);
    sum += accuracy(fit(examples.filter((_, i) => i % 5 !== k)), test, errors);
  }
  console.log(`5-fold accuracy ${((100 * sum) / 5).toFixed(1)}% of ${examples.length}`);
  if (values.errors) console.log(errors.join('\n'));
}
if (values['by-group']) {
  const groups = [...new Set(examples.flatMap((e) => (e.group ? [e.group] : [])))];
  for (const g of groups) {
    const model = fit(examples.filter((e) => e.group !== g));
    const own = examples.filter((e) => e.group === g);
    const read = (lang: string) => {
      const of = own.filter((e) => e.lang === lang);
      return of.length ? `${(100 * accuracy(model, of)).toFixed(1)}% of ${of.length}` : '–';
    };
    const errors: string[] = [];
    console.log(
      `${g}: all ${(100 * accuracy(model, own, errors)).toFixed(1)}% · en ${read('en')} · fr ${read('fr')}`,
    );
    // With --errors: the dev reviews each group's held-out verdict read wrong.
    if (values.errors) console.log(errors.map((line) => `  ${line}`).join('\n'));
  }
}
const model = fit(examples);
console.log(`training accuracy ${(100 * accuracy(model, examples)).toFixed(1)}%`);
if (!values['dry-run']) {
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${Object.keys(model.weights).length} feature rows`);
}
