/**
 * Scores staff mentions on the staff yardsticks: set A (`eval/data/staff-yardstick.json`), 63
 * short rated reviews (en, fr-FR, fr-CA) at two invented restaurants whose rosters hold two
 * people with one first name, names that are also words (Rose, Sunny, Marc, Côté, Blanc, Petit)
 * and compound first names, written before the matcher was read; set B
 * (`eval/data/staff-yardstick-b.json`), 34 more at a third restaurant, written after the first
 * matcher change and read once before the next; set C (`eval/data/staff-yardstick-c.json`), 36
 * at a fourth, written after the second change and read once before the third; set D
 * (`eval/data/staff-yardstick-d.json`), 32 at a Halifax pub with two Jennifers, written after the
 * third, and set E (`eval/data/staff-yardstick-e.json`), 34 at a St. John's tavern with two Williams
 * and two Alexes, written with the eleventh blind group before the code was read (bench/RESULTS.md):
 *   npm run -s eval:staff-yardstick [-- --set a|b|c|d|e] [--verbose]
 * Scored as eval-understanding.ts scores staff: the analysis gets each roster's full names and
 * roles only; a named person counts, role-only and ambiguous mentions must credit nobody.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';

type Mention = { span: string; ref: string; polarity: string; candidates?: string[] };
type Yardstick = {
  restaurants: {
    id: string;
    staff: { id: string; fullName: string; role: string }[];
  }[];
  reviews: {
    id: string;
    restaurant: string;
    lang: string;
    stars: number;
    text: string;
    staff: Mention[];
  }[];
};

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'a' },
    verbose: { type: 'boolean', default: false },
  },
});
const files: Record<string, string> = {
  a: 'staff-yardstick.json',
  b: 'staff-yardstick-b.json',
  c: 'staff-yardstick-c.json',
  d: 'staff-yardstick-d.json',
  e: 'staff-yardstick-e.json',
};
if (!files[values.set]) throw new Error('--set is a, b, c, d or e');
const file = new URL(`../eval/data/${files[values.set]}`, import.meta.url);
const yardstick = JSON.parse(readFileSync(file, 'utf8')) as Yardstick;

type Figures = { tp: number; fp: number; fn: number; right: number };
const rows = new Map<string, Figures>();
const row = (key: string) => {
  if (!rows.has(key)) rows.set(key, { tp: 0, fp: 0, fn: 0, right: 0 });
  return rows.get(key)!;
};
const label = (polarity: string) => (polarity === 'conflict' ? 'mixed' : polarity);

for (const review of yardstick.reviews) {
  const restaurant = yardstick.restaurants.find((r) => r.id === review.restaurant)!;
  const staff = restaurant.staff.map((s) => ({ name: s.fullName, role: s.role }));
  const memberOf = new Map(restaurant.staff.map((s) => [s.fullName, s.id]));
  const result = analyseReview(review.text, review.stars, { staff });
  const gold = new Map<string, string>();
  for (const mention of review.staff) {
    if (mention.ref === 'role-only' || mention.ref === 'ambiguous') continue;
    const seen = gold.get(mention.ref);
    gold.set(mention.ref, seen && seen !== mention.polarity ? 'mixed' : mention.polarity);
  }
  const found = new Map(result.staff.map((s) => [memberOf.get(s.name), label(s.polarity)]));
  const errors: string[] = [];
  const figures = [row('all'), row(review.lang), row(review.restaurant)];
  const add = (key: keyof Figures) => figures.forEach((f) => (f[key] += 1));
  for (const [member, polarity] of gold) {
    const read = found.get(member);
    if (!read) {
      add('fn');
      errors.push(`missed ${member}`);
      continue;
    }
    add('tp');
    if (read === polarity) add('right');
    else errors.push(`${member} ${read} ≠ ${polarity}`);
  }
  for (const member of found.keys())
    if (!member || !gold.has(member)) {
      add('fp');
      errors.push(`extra ${member}`);
    }
  if (values.verbose && errors.length)
    console.log(`${review.id} ${review.stars}★ ${errors.join('; ')}\n  ${review.text}`);
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');
console.log('| reviews | staff P | staff R | staff F1 | polarity |');
console.log('| ------- | ------- | ------- | -------- | -------- |');
for (const [key, f] of rows) {
  const f1 = f.tp ? (2 * f.tp) / (2 * f.tp + f.fp + f.fn) : 0;
  console.log(
    `| ${key} | ${pct(f.tp, f.tp + f.fp)} | ${pct(f.tp, f.tp + f.fn)} | ${f1.toFixed(3)} | ` +
      `${pct(f.right, f.tp)} of ${f.tp} |`,
  );
}
