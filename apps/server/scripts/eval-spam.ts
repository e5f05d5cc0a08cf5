/**
 * Scores spam detection (issue #34) on the spam yardstick (`eval/data/spam-yardstick.json`: 84
 * reviews, en, fr-CA and fr-FR, half spam of every kind a feed carries and half guest reviews that
 * look like spam, written before the detection was read), on the second yardstick
 * (`spam-yardstick-b.json`: 90 reviews of the kinds the first lacked, written blind the same way)
 * on the corpus's spam, and with `--sets …,examples` on the learned reader's own invented examples
 * (training/data/spam-examples.md: its dev part is trained on, its test part is not), and with
 * `--sets …,elsewhere` on reviews of another place or location (training/data/spam-elsewhere.md,
 * the same way):
 *   npm run -s eval:spam -- [--split dev|test|all] [--sets yardstick,yardstick-b,corpus,examples,elsewhere] [--verbose]
 * The analysis gets what eval-understanding.ts gives it: text, stars, menu, staff full names and
 * the group's location names.
 * Figures: precision and recall of "spam" against guest reviews, the kind of the spam found, and
 * per look of the yardstick's reviews (`case`) how many were read right. `--verbose` lists the
 * dev reviews read wrong; it refuses the test split (eval/README.md).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyseReview, type AnalyseOptions } from '../src/ai/analysis/review-analysis.ts';
import { placesOf } from '../src/ai/analysis/signals/spam-elsewhere.ts';
import { loadCorpus } from '../eval/corpus.ts';
import { loadSpamElsewhere, loadSpamExamples } from '../training/spam-examples.ts';

type Entry = { id: string; names: string[]; aliases: string[] };
type Member = { id: string; fullName: string; role: string };
type Yardstick = {
  restaurants: { id: string; menu: Entry[]; staff: Member[] }[];
  reviews: {
    id: string;
    restaurant: string;
    lang: string;
    stars: number;
    split: 'dev' | 'test';
    spam: string | null;
    case: string;
    text: string;
  }[];
};
type Item = {
  id: string;
  set: 'yardstick' | 'yardstick-b' | 'corpus' | 'examples' | 'elsewhere';
  lang: string;
  stars: number;
  text: string;
  spam: string | null;
  case?: string;
  options: AnalyseOptions;
};

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    sets: { type: 'string', default: 'yardstick,yardstick-b,corpus' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');
if (values.verbose && split !== 'dev') throw new Error('--verbose lists dev failures only');
const inSplit = (s: string) => split === 'all' || s === split;
const sets = new Set(values.sets.split(','));

const catalogue = (menu: Entry[], staff: Member[]): AnalyseOptions => ({
  menu: menu.map((item) => ({
    name: item.names[0]!,
    aliases: [...item.names.slice(1), ...item.aliases],
  })),
  staff: staff.map((member) => ({ name: member.fullName, role: member.role })),
});

const yardsticks = [
  ['yardstick', 'spam-yardstick.json'],
  ['yardstick-b', 'spam-yardstick-b.json'],
] as const;
const items: Item[] = [];
for (const [set, name] of yardsticks) {
  if (!sets.has(set)) continue;
  const file = new URL(`../eval/data/${name}`, import.meta.url);
  const yardstick = JSON.parse(readFileSync(file, 'utf8')) as Yardstick;
  for (const review of yardstick.reviews) {
    if (!inSplit(review.split)) continue;
    const restaurant = yardstick.restaurants.find((r) => r.id === review.restaurant)!;
    items.push({ ...review, set, options: catalogue(restaurant.menu, restaurant.staff) });
  }
}
// The learned reader's own invented examples (training/data/spam-examples.md): no menu or staff.
if (sets.has('examples'))
  for (const example of loadSpamExamples('all'))
    if (inSplit(example.split))
      items.push({ ...example, set: 'examples', options: { menu: [], staff: [] } });
// Reviews of another place or location (training/data/spam-elsewhere.md): no menu or staff.
if (sets.has('elsewhere'))
  for (const example of loadSpamElsewhere('all'))
    if (inSplit(example.split))
      items.push({
        ...example,
        set: 'elsewhere',
        options: {
          menu: [],
          staff: [],
          locations: { here: example.location, others: example.otherLocations },
        },
      });
const corpus = loadCorpus();
const groups = new Map(corpus.groups.map((g) => [g.id, g]));
for (const review of sets.has('corpus') ? corpus.reviews : []) {
  if (!inSplit(review.split)) continue;
  const group = groups.get(review.group)!;
  const locations = placesOf(group.locations, review.location);
  items.push({
    ...review,
    set: 'corpus',
    options: { ...catalogue(group.menu, group.staff), locations },
  });
}

type Figures = { tp: number; fp: number; fn: number; tn: number; kindRight: number };
const rows = new Map<string, Figures>();
const add = (key: string, gold: boolean, found: boolean, kindRight: boolean) => {
  if (!rows.has(key)) rows.set(key, { tp: 0, fp: 0, fn: 0, tn: 0, kindRight: 0 });
  const f = rows.get(key)!;
  if (gold && found) f.tp += 1;
  else if (found) f.fp += 1;
  else if (gold) f.fn += 1;
  else f.tn += 1;
  if (kindRight) f.kindRight += 1;
};
const cases = new Map<string, { right: number; all: number }>();

for (const item of items) {
  const found = analyseReview(item.text, item.stars, item.options).signals.spam;
  const gold = item.spam;
  const kindRight = gold !== null && found === gold;
  for (const key of [item.set, `${item.set} ${item.lang}`]) add(key, !!gold, !!found, kindRight);
  if (item.case) {
    const key = `${item.set} ${gold ? 'spam' : 'guest'}: ${item.case}`;
    const c = cases.get(key) ?? { right: 0, all: 0 };
    c.all += 1;
    if (!!gold === !!found) c.right += 1;
    cases.set(key, c);
  }
  if (values.verbose && found !== gold)
    console.log(`${item.id} (${item.stars}★) spam ${found}, gold ${gold}: ${item.text}`);
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');
console.log(`Spam, ${split} split\n`);
console.log('| reviews | spam | guest | spam P | spam R | guests flagged | kind of spam found |');
console.log('| ------- | ---- | ----- | ------ | ------ | -------------- | ------------------ |');
for (const [key, f] of rows)
  console.log(
    `| ${key} | ${f.tp + f.fn} | ${f.fp + f.tn} | ${pct(f.tp, f.tp + f.fp)} | ${pct(f.tp, f.tp + f.fn)} | ` +
      `${f.fp} | ${pct(f.kindRight, f.tp)} |`,
  );
console.log('\n| yardstick look | read right |');
console.log('| -------------- | ---------- |');
for (const [key, c] of [...cases].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`| ${key} | ${c.right} of ${c.all} |`);
