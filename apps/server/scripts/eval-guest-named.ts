/**
 * Scores people the guest names as staff whom the roster lacks (guest-named-staff.ts) on the
 * evaluation corpus (docs/product/review-understanding.md#people-not-on-the-roster):
 *   npm run -s eval:guest-named [-- --split dev|test|all] [--verbose]
 * The corpus labels every staff mention against the roster, so each review is read twice:
 * - with no roster: every labelled mention of a named person (not a role, not ambiguous) is one
 *   the roster lacks; found when a guest-named person is in its words, with its polarity;
 * - with its location's roster, as the product reads it: anyone found that no labelled mention
 *   names is a person made up.
 * `--verbose` lists what was missed or made up on the dev split only.
 */
import { parseArgs } from 'node:util';
import { placesOf } from '../src/ai/analysis/signals/spam-elsewhere.ts';
import { analyseReview, type AnalyseOptions } from '../src/ai/analysis/review-analysis.ts';
import { loadCorpus, type Review } from '../eval/corpus.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');

type Figures = { named: number; found: number; polarity: number; madeUp: number; reviews: number };
const rows = new Map<string, Figures>();
const row = (key: string) => {
  if (!rows.has(key)) rows.set(key, { named: 0, found: 0, polarity: 0, madeUp: 0, reviews: 0 });
  return rows.get(key)!;
};
const label = (polarity: string) => (polarity === 'conflict' ? 'mixed' : polarity);
const say = (review: Review, line: string) => {
  if (values.verbose && review.split === 'dev') console.log(`${review.id} ${line}`);
};

const corpus = loadCorpus();
const groups = new Map(corpus.groups.map((g) => [g.id, g]));
for (const review of corpus.reviews) {
  if (split !== 'all' && review.split !== split) continue;
  const group = groups.get(review.group)!;
  const menu = group.menu.map((item) => ({
    name: item.names[0]!,
    aliases: [...item.names.slice(1), ...item.aliases],
  }));
  const roster = group.staff
    .filter((s) => s.locations.includes(review.location))
    .map((s) => ({ name: s.fullName, role: s.role }));
  const base: AnalyseOptions = {
    menu,
    locations: placesOf(group.locations, review.location),
    author: review.author,
  };
  const named = review.staff.filter(
    (s) => s.ref !== 'role-only' && s.ref !== 'ambiguous' && /\p{Lu}/u.test(s.span),
  );
  const bare = analyseReview(review.text, review.stars, base).guestNamedStaff ?? [];
  const rostered = analyseReview(review.text, review.stars, { ...base, staff: roster });
  for (const key of ['all', review.lang]) {
    const f = row(key);
    f.reviews += 1;
    f.named += named.length;
    for (const mention of named) {
      const hit = bare.find((g) => mention.span.includes(g.name));
      if (!hit) {
        if (key === 'all') say(review, `missed "${mention.span}"`);
        continue;
      }
      f.found += 1;
      if (label(hit.polarity) === mention.polarity) f.polarity += 1;
      else if (key === 'all')
        say(review, `"${hit.name}" ${label(hit.polarity)}, labelled ${mention.polarity}`);
    }
    for (const person of rostered.guestNamedStaff ?? []) {
      if (review.staff.some((s) => s.span.includes(person.name))) continue;
      f.madeUp += 1;
      if (key === 'all') say(review, `made up "${person.name}": ${person.snippet}`);
    }
  }
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
console.log(`People the roster lacks, ${split} split\n`);
console.log(
  '| reviews | named mentions | found (roster removed) | polarity of found | made up (roster kept) |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const [key, f] of rows)
  console.log(
    `| ${key} (${f.reviews}) | ${f.named} | ${pct(f.found, f.named)} (${f.found}) | ${pct(f.polarity, f.found)} | ${f.madeUp} |`,
  );
