/**
 * Scores the runtime review analysis on the hand-labelled corpus (`apps/server/eval/`):
 *   npm run -s eval:understanding -- [--split dev|test|all] [--group <id>] [--verbose]
 * The analysis gets what the product would have: the review's text and stars, the menu as the
 * owner typed it (first name as the item, the other names and the owner's aliases as aliases) and
 * the staff's full names and roles at the review's location only — guests' nicknames are for the analysis to work out. Figures are
 * printed per language and per group (`--group` keeps one group), then the signals (questions,
 * incidents, spam, sarcasm) with spam included, then the topics criticised and praised as the
 * insights store them against the classifier's categories alone (understanding-topics.ts).
 * The test split is read only for final figures (eval/README.md): `--verbose`, which lists the
 * dev reviews whose signals, menu or staff mentions are wrong, refuses it.
 */
import { parseArgs } from 'node:util';
import { placesOf } from '../src/ai/analysis/signals/spam-elsewhere.ts';
import { analyseReview, type ReviewAnalysisResult } from '../src/ai/analysis/review-analysis.ts';
import { loadCorpus, type Corpus, type Review } from '../eval/corpus.ts';
import {
  emptySignals,
  printSignals,
  scoreSignals,
  type SignalFigures,
} from './understanding-signals.ts';
import { topicVerdicts } from '../src/ai/builtin/topic-verdicts.ts';
import {
  emptyTopics,
  printTopics,
  scoreTopics,
  type TopicFigures,
} from './understanding-topics.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
    // One group's reviews only (hv, cl, bp, me, gp, tq, ov, cs, cb, wk, tt, ll, pp, le): a blind group's figures apart from the others.
    group: { type: 'string' },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');
if (values.verbose && split !== 'dev') throw new Error('--verbose lists dev failures only');

type Group = Corpus['groups'][number];
type Tally = { tp: number; fp: number; fn: number };
type Figures = {
  reviews: number;
  language: number;
  sentiment: number;
  menu: Tally;
  menuVariants: { found: number; all: number };
  menuPolarity: { right: number; all: number };
  staff: Tally;
  staffPolarity: { right: number; all: number };
};

const empty = (): Figures => ({
  reviews: 0,
  language: 0,
  sentiment: 0,
  menu: { tp: 0, fp: 0, fn: 0 },
  menuVariants: { found: 0, all: 0 },
  menuPolarity: { right: 0, all: 0 },
  staff: { tp: 0, fp: 0, fn: 0 },
  staffPolarity: { right: 0, all: 0 },
});

/** The analysis says `conflict` where the labels say `mixed`. */
const label = (polarity: string) => (polarity === 'conflict' ? 'mixed' : polarity);

/** The menu, and the roster of the review's location: what the product reads a review with. */
function catalogues(group: Group, location: string) {
  const menu = group.menu.map((item) => ({
    name: item.names[0]!,
    aliases: [...item.names.slice(1), ...item.aliases],
  }));
  const staff = group.staff
    .filter((member) => member.locations.includes(location))
    .map((member) => ({ name: member.fullName, role: member.role }));
  const itemOf = new Map(group.menu.map((item) => [item.names[0]!, item.id]));
  const memberOf = new Map(group.staff.map((member) => [member.fullName, member.id]));
  return { menu, staff, itemOf, memberOf };
}

/** Scores one review into `figures`; returns what it got wrong, for `--verbose`. */
function score(
  figures: Figures,
  review: Review,
  result: ReviewAnalysisResult,
  group: Group,
): string[] {
  const { itemOf, memberOf } = catalogues(group, review.location);
  const errors: string[] = [];
  figures.reviews += 1;
  if (result.language === review.language) figures.language += 1;
  if (result.sentiment.label === review.sentiment) figures.sentiment += 1;
  else errors.push(`sentiment ${result.sentiment.label} ≠ ${review.sentiment}`);

  // Menu: one gold polarity per item (the labels name an item once per review, or agree).
  const goldItems = new Map<string, { polarity: string; variant: boolean }>();
  for (const dish of review.dishes) {
    if (!dish.item) continue;
    const seen = goldItems.get(dish.item);
    goldItems.set(dish.item, {
      polarity: seen && seen.polarity !== dish.polarity ? 'mixed' : dish.polarity,
      variant: (seen?.variant ?? true) && dish.variant,
    });
  }
  const foundItems = new Map(result.menuItems.map((m) => [itemOf.get(m.item), label(m.polarity)]));
  for (const [item, gold] of goldItems) {
    if (gold.variant) figures.menuVariants.all += 1;
    const found = foundItems.get(item);
    if (found === undefined) {
      figures.menu.fn += 1;
      errors.push(`menu missed ${item}`);
      continue;
    }
    figures.menu.tp += 1;
    if (gold.variant) figures.menuVariants.found += 1;
    figures.menuPolarity.all += 1;
    if (found === gold.polarity) figures.menuPolarity.right += 1;
    else errors.push(`menu ${item} ${found} ≠ ${gold.polarity}`);
  }
  for (const item of foundItems.keys())
    if (!item || !goldItems.has(item)) {
      figures.menu.fp += 1;
      errors.push(`menu extra ${item}`);
    }

  // Staff: named people only; role-only and ambiguous mentions must not be credited to anyone.
  const goldStaff = new Map<string, string>();
  for (const mention of review.staff) {
    if (mention.ref === 'role-only' || mention.ref === 'ambiguous') continue;
    const seen = goldStaff.get(mention.ref);
    goldStaff.set(mention.ref, seen && seen !== mention.polarity ? 'mixed' : mention.polarity);
  }
  const foundStaff = new Map(result.staff.map((s) => [memberOf.get(s.name), label(s.polarity)]));
  for (const [member, polarity] of goldStaff) {
    const found = foundStaff.get(member);
    if (found === undefined) {
      figures.staff.fn += 1;
      errors.push(`staff missed ${member}`);
      continue;
    }
    figures.staff.tp += 1;
    figures.staffPolarity.all += 1;
    if (found === polarity) figures.staffPolarity.right += 1;
    else errors.push(`staff ${member} ${found} ≠ ${polarity}`);
  }
  for (const member of foundStaff.keys())
    if (!member || !goldStaff.has(member)) {
      figures.staff.fp += 1;
      errors.push(`staff extra ${member}`);
    }
  return errors;
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
const f1 = ({ tp, fp, fn }: Tally) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0).toFixed(3);

const corpus = loadCorpus();
const groups = new Map(corpus.groups.map((g) => [g.id, g]));
// Languages first, then groups, whatever order the reviews come in.
const rows = new Map<string, Figures>(
  ['all', 'en', 'fr-CA', 'fr-FR', ...corpus.groups.map((g) => `group:${g.id}`)].map((key) => [
    key,
    empty(),
  ]),
);
const signalRows = new Map<string, SignalFigures>([['all', emptySignals()]]);
const topicRows = new Map<string, TopicFigures>([['all', emptyTopics()]]);
for (const review of corpus.reviews) {
  if (split !== 'all' && review.split !== split) continue;
  if (values.group && review.group !== values.group) continue;
  const group = groups.get(review.group);
  if (!group) throw new Error(`review ${review.id}: unknown group ${review.group}`);
  const { menu, staff } = catalogues(group, review.location);
  const locations = placesOf(group.locations, review.location);
  const result = analyseReview(review.text, review.stars, { menu, staff, locations });
  for (const key of ['all', review.lang]) {
    if (!signalRows.has(key)) signalRows.set(key, emptySignals());
    const errors = scoreSignals(
      signalRows.get(key)!,
      review,
      result.signals,
      result.sentiment.label,
    );
    if (values.verbose && key === 'all' && errors.length)
      console.log(`${review.id} (${review.stars}★): ${errors.join('; ')}`);
  }
  if (review.spam) continue; // spam is scored by the signals, not by what it "mentions"
  const stored = topicVerdicts(
    { text: review.text, rating: review.stars },
    result,
    staff.map((s) => s.name),
  );
  for (const key of ['all', review.lang]) {
    if (!topicRows.has(key)) topicRows.set(key, emptyTopics());
    scoreTopics(topicRows.get(key)!, review, { stored, classifier: result.categories });
  }
  for (const key of ['all', review.lang, `group:${review.group}`]) {
    if (!rows.has(key)) rows.set(key, empty());
    const errors = score(rows.get(key)!, review, result, group);
    if (values.verbose && key === 'all' && errors.length)
      console.log(`${review.id} (${review.stars}★) analysis: ${errors.join('; ')}`);
  }
}

console.log(`Review understanding, ${split} split (spam excluded)\n`);
console.log(
  '| reviews | language | sentiment | menu F1 | variants found | menu polarity | staff F1 | staff polarity |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [key, f] of rows) {
  if (!f.reviews) continue;
  console.log(
    `| ${key} (${f.reviews}) | ${pct(f.language, f.reviews)} | ${pct(f.sentiment, f.reviews)} | ` +
      `${f1(f.menu)} | ${pct(f.menuVariants.found, f.menuVariants.all)} of ${f.menuVariants.all} | ` +
      `${pct(f.menuPolarity.right, f.menuPolarity.all)} | ${f1(f.staff)} | ` +
      `${pct(f.staffPolarity.right, f.staffPolarity.all)} |`,
  );
}
printSignals(signalRows);
printTopics(topicRows);
