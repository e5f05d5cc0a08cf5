/**
 * Scores the alias suggestions the analysis would make on the hand-labelled corpus
 * (`apps/server/eval/`): npm run -s eval:aliases -- [--split dev|test|all]
 *
 * Each review is analysed with its restaurant's catalogue as eval-understanding.ts gives it. A
 * sighting (words the catalogue does not spell, read as one entry or as several) is right when
 * the labelled review names that entry (for several, when the labelled entry is among them). A
 * suggestion is a restaurant's phrase sighted in two reviews or more, as the menu and staff
 * screens show it; it is right when every sighting behind it is. The test split is read only for
 * final figures (eval/README.md).
 */
import { parseArgs } from 'node:util';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import { loadCorpus, type Corpus, type Review } from '../eval/corpus.ts';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'dev' } } });
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');

type Group = Corpus['groups'][number];
type Kind = 'menu' | 'staff';

function catalogue(group: Group) {
  const menu = group.menu.map((item) => ({
    name: item.names[0]!,
    aliases: [...item.names.slice(1), ...item.aliases],
  }));
  const staff = group.staff.map((member) => ({ name: member.fullName, role: member.role }));
  const ids = new Map<string, string>([
    ...group.menu.map((item) => [item.names[0]!, item.id] as [string, string]),
    ...group.staff.map((member) => [member.fullName, member.id] as [string, string]),
  ]);
  return { menu, staff, ids };
}

/** The entries the labels say the review names, of one kind. */
function labelled(review: Review, kind: Kind): Set<string> {
  if (kind === 'menu') return new Set(review.dishes.flatMap((d) => (d.item ? [d.item] : [])));
  return new Set(
    review.staff.flatMap((s) =>
      s.ref === 'ambiguous' ? (s.candidates ?? []) : s.ref === 'role-only' ? [] : [s.ref],
    ),
  );
}

const corpus = loadCorpus();
type Tally = { all: number; right: number };
const sightings: Record<Kind, Tally> = { menu: { all: 0, right: 0 }, staff: { all: 0, right: 0 } };
const byPhrase = new Map<string, { kind: Kind; reviews: Set<string>; wrong: number }>();
for (const review of corpus.reviews) {
  if (split !== 'all' && review.split !== split) continue;
  const group = corpus.groups.find((g) => g.id === review.group);
  if (!group) throw new Error(`review ${review.id}: unknown group ${review.group}`);
  const { menu, staff, ids } = catalogue(group);
  const result = analyseReview(review.text, review.stars, { menu, staff });
  for (const s of result.sightings ?? []) {
    const gold = labelled(review, s.kind);
    const right = s.candidates.some((name) => gold.has(ids.get(name) ?? ''));
    sightings[s.kind].all += 1;
    if (right) sightings[s.kind].right += 1;
    const key = `${group.id}\n${s.kind}\n${s.phrase}`;
    const entry = byPhrase.get(key) ?? { kind: s.kind, reviews: new Set(), wrong: 0 };
    entry.reviews.add(review.id);
    if (!right) entry.wrong += 1;
    byPhrase.set(key, entry);
  }
}

const pct = ({ all, right }: Tally) => (all ? `${((100 * right) / all).toFixed(1)}%` : '–');
console.log(`Alias suggestions, ${split} split\n`);
console.log('| kind | sightings | right | suggestions (≥ 2 reviews) | right |');
console.log('| --- | --- | --- | --- | --- |');
for (const kind of ['menu', 'staff'] as const) {
  const suggested = [...byPhrase.values()].filter((p) => p.kind === kind && p.reviews.size >= 2);
  const right = { all: suggested.length, right: suggested.filter((p) => p.wrong === 0).length };
  console.log(
    `| ${kind} | ${sightings[kind].all} | ${pct(sightings[kind])} | ${right.all} | ${pct(right)} |`,
  );
}
