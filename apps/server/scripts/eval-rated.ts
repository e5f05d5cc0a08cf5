/**
 * Scores the analysis's overall sentiment, sarcasm and spam on the invented rated reviews
 * (training/data/rated-reviews.md), training part and holdout apart, both sets together then
 * each set apart:
 *   npm run -s eval:rated [-- --verbose]
 * `--verbose` lists the training part's errors only: the holdout is read as totals.
 */
import { parseArgs } from 'node:util';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import {
  loadRatedReviews,
  RATED_SETS,
  type RatedReview,
  type RatedSet,
} from '../training/rated-reviews.ts';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

type Tally = { tp: number; fp: number; fn: number };
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '–');
const pr = (t: Tally) => `${pct(t.tp, t.tp + t.fp)} / ${pct(t.tp, t.tp + t.fn)}`;
const tally = (t: Tally, gold: boolean, found: boolean) => {
  if (gold && found) t.tp++;
  else if (found) t.fp++;
  else if (gold) t.fn++;
};

function score(part: 'train' | 'holdout', sets: readonly RatedSet[] = RATED_SETS) {
  const reviews = loadRatedReviews(part, sets);
  const bySentiment = new Map<string, { right: number; all: number }>();
  const sarcasm: Tally = { tp: 0, fp: 0, fn: 0 };
  const spam: Tally = { tp: 0, fp: 0, fn: 0 };
  let kinds = 0;
  const errors: string[] = [];
  const count = (key: string, right: boolean) => {
    const row = bySentiment.get(key) ?? { right: 0, all: 0 };
    row.all++;
    if (right) row.right++;
    bySentiment.set(key, row);
  };
  for (const r of reviews) {
    const a = analyseReview(r.text, r.stars);
    tally(spam, r.spam != null, a.signals.spam != null);
    if (r.spam && a.signals.spam === r.spam) kinds++;
    tally(sarcasm, r.sarcasm, a.signals.sarcasm);
    const right = a.sentiment.label === r.sentiment;
    if (!r.spam) for (const key of ['all', r.language]) count(key, right);
    else count('spam', right);
    if (!right || a.signals.sarcasm !== r.sarcasm || (a.signals.spam != null) !== (r.spam != null))
      errors.push(describe(r, a.sentiment.label, a.signals.sarcasm, a.signals.spam));
  }
  const s = (k: string) => {
    const row = bySentiment.get(k);
    return row ? `${pct(row.right, row.all)} of ${row.all}` : '–';
  };
  const spamTotal = reviews.filter((r) => r.spam).length;
  console.log(
    `| ${sets.length === 1 ? `${sets[0]} ` : ''}${part} (${reviews.length}) | ${s('all')} | ${s('en')} | ${s('fr')} | ${s('fr-CA')} | ${s('spam')} | ${pr(sarcasm)} | ${pr(spam)} | ${pct(kinds, spamTotal)} |`,
  );
  return errors;
}

function describe(r: RatedReview, label: string, sarcasm: boolean, spam: string | null) {
  const gold = `${r.sentiment}${r.sarcasm ? ' sarcasm' : ''}${r.spam ? ` ${r.spam}` : ''}`;
  const got = `${label}${sarcasm ? ' sarcasm' : ''}${spam ? ` ${spam}` : ''}`;
  return `${r.id} ${r.stars ?? '-'}★ gold ${gold} · got ${got} · ${r.text.slice(0, 140)}`;
}

console.log('Overall sentiment (spam apart), sarcasm and spam on invented rated reviews\n');
console.log(
  '| part | sentiment | en | fr | fr-CA | spam sentiment | sarcasm P / R | spam P / R | spam kind |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const errors = score('train');
score('holdout');
// Each set apart: the later one was written in the styles the first lacked.
for (const set of RATED_SETS) for (const part of ['train', 'holdout'] as const) score(part, [set]);
if (values.verbose) console.log(`\nTraining part errors (${errors.length}):\n${errors.join('\n')}`);
