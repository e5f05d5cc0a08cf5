import { isGenericMenuName } from '@tableside/domain/insights';
import {
  buildGlossary,
  dishNounList,
  NICKNAME_GROUPS,
  ROLE_KIND,
  STOP_WORDS,
  TITLE_WORDS,
} from './catalogue-words.ts';
import { wordValence } from './lexicon.ts';
import { wordVectors } from './word-vectors.ts';

export type CatalogueEntry = { name: string; aliases?: string[]; role?: string | null };
/**
 * Where a text names an entry. `name` is the entry's name; `exact` says the words were its name or
 * one of its aliases (ignoring case, accents and plurals; a person's first name alone counts),
 * not a shortening, misspelling, translation or nickname the matcher inferred. When the words
 * could be more than one entry (two Marcs, "the steak" with two steaks on the menu) `name` is
 * null and `candidates` lists them: an ambiguous mention credits nobody.
 */
export type Mention =
  | { name: string; start: number; end: number; exact: boolean; candidates?: undefined }
  | { name: null; start: number; end: number; exact?: undefined; candidates: string[] };

/** Lower case, no accents, ligatures spelled out, one kind of apostrophe. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .toLowerCase();

/**
 * A word's matching key: folded, singular ("tartes", "oysters", "gâteaux", "berries") and without
 * a final mute e, so French and English spellings of one word meet ("tarte"/"tart").
 */
function key(folded: string): string {
  let w = folded;
  if (w.length > 3) {
    if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith('oes')) w = w.slice(0, -2);
    else if (/[^s]s$/.test(w)) w = w.slice(0, -1);
    else if (/(?:au|eu|ou)x$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

const GLOSSARY = buildGlossary((word) => key(fold(word)));
const conceptOf = (k: string) => GLOSSARY.get(k) ?? k;
const DISH_NOUNS = new Set(dishNounList().map((w) => conceptOf(key(fold(w)))));
const AND_WORDS = new Set(['and', 'et', '&', 'n']);
/** French phrases put the head noun first ("tartare de bœuf"), English ones last. */
const HEAD_FIRST = new Set(['de', 'du', 'des', 'd', 'a', 'au', 'aux', 'en', 'la', 'l']);

// First names that are also everyday words ("a glass of rosé"): in lower case they are the word.
const NAME_WORDS = new Set(
  (
    'rose pierre olive will mark may june april august sage grace joy hope amber ruby jade ' +
    'summer bill jack dawn sky belle rich frank sunny victoire claire max blanche marguerite ' +
    'basil basile cherry ginger honey pepper rosemary violette fleur soleil reine prune'
  ).split(' '),
);

type Token = {
  start: number;
  end: number;
  lower: string;
  key: string;
  stop: boolean;
  cap: boolean;
  /** A single capital letter: an initial ("Marc T."). */
  initial: boolean;
};

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+|&/gu)) {
    const lower = fold(m[0]);
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      lower,
      key: key(lower),
      stop: STOP_WORDS.has(lower),
      cap: /^\p{Lu}/u.test(m[0]),
      initial: /^\p{Lu}$/u.test(m[0]),
    });
  }
  return out;
}

/** Between two words of one name only spaces, hyphens, apostrophes, brackets or slashes. */
const joins = (text: string, a: Token, b: Token) =>
  /^[\s\-'’‘`´()/."]*$/u.test(text.slice(a.end, b.start));
/** Words end a clause at sentence punctuation. */
const clauseEnds = (text: string, a: Token, b: Token) => /[.!?;:]/.test(text.slice(a.end, b.start));

/** Damerau–Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Edits allowed for a misspelled word: none under 5 letters, 1 up to 7, 2 from 8. */
const editsFor = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

// --- Menu ----------------------------------------------------------------------------------------

type Item = {
  name: string;
  /** Concepts of each name and alias (stop words left out). */
  phrases: Set<string>[];
  /** Keys written in the names and aliases, before translation. */
  keys: Set<string>;
  /** Head concept of each name ("tartare" in "tartare de bœuf", "soup" in "onion soup"). */
  heads: Set<string>;
  /** Each name and alias as its words' keys, outer stop words left out: what reads as exact. */
  spellings: Set<string>;
};
type Menu = {
  items: Item[];
  byConcept: Map<string, number[]>;
  /** Keys of 5+ letters written on the menu, for misspellings, with their concept. */
  spelled: Map<string, string>;
  /** Misspelling lookups already made: word key → concept or null. */
  fuzzy: Map<string, string | null>;
};

const menuCache = new WeakMap<readonly CatalogueEntry[], Menu>();

function compileMenu(entries: readonly CatalogueEntry[]): Menu {
  const hit = menuCache.get(entries);
  if (hit) return hit;
  const menu: Menu = { items: [], byConcept: new Map(), spelled: new Map(), fuzzy: new Map() };
  for (const entry of entries) {
    const item: Item = {
      name: entry.name,
      phrases: [],
      keys: new Set(),
      heads: new Set(),
      spellings: new Set(),
    };
    for (const phrase of [entry.name, ...(entry.aliases ?? [])]) {
      if (!phrase.trim() || isGenericMenuName(phrase)) continue;
      const words = tokenize(phrase.replace(/\([^)]*\)/g, ' '));
      const content = words.filter((w) => !w.stop);
      if (content.length === 0) continue;
      // Bracketed words ("(vegan)") still count as words of the item, not as its name.
      for (const w of tokenize(phrase)) {
        if (w.stop) continue;
        item.keys.add(w.key);
        if (w.key.length >= 5 && !menu.spelled.has(w.key))
          menu.spelled.set(w.key, conceptOf(w.key));
      }
      item.phrases.push(new Set(content.map((w) => conceptOf(w.key))));
      const first = words.indexOf(content[0]!);
      const last = words.lastIndexOf(content.at(-1)!);
      item.spellings.add(spellingOf(words.slice(first, last + 1)));
      const headFirst = words.some((w) => HEAD_FIRST.has(w.lower));
      item.heads.add(conceptOf((headFirst ? content[0] : content.at(-1))!.key));
    }
    if (item.phrases.length === 0) continue;
    const index = menu.items.push(item) - 1;
    for (const k of item.keys) {
      const concept = conceptOf(k);
      const list = menu.byConcept.get(concept) ?? [];
      if (!list.includes(index)) list.push(index);
      menu.byConcept.set(concept, list);
    }
  }
  menuCache.set(entries, menu);
  return menu;
}

/**
 * The menu concept a misspelled word stands for: within `editsFor` edits of a word written on the
 * menu, same first letter, and strictly closer to it than to any other menu word. Known words
 * (kitchen vocabulary, opinion words, any word the shipped word vectors know: "salon" is not a
 * misspelled "salmon") are never corrected.
 */
function misspelled(menu: Menu, token: Token): string | null {
  const cached = menu.fuzzy.get(token.key);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  const max = editsFor(token.lower.length);
  if (
    max > 0 &&
    !GLOSSARY.has(token.key) &&
    /^\p{L}+$/u.test(token.lower) &&
    wordValence(token.lower).every((v) => v === 0) &&
    !wordVectors().vector(token.lower)
  ) {
    let best = max + 1;
    const at = new Set<string>();
    for (const [spelled, concept] of menu.spelled) {
      if (spelled[0] !== token.key[0]) continue;
      const d = editDistance(token.key, spelled, Math.min(max, best));
      if (d < best) {
        best = d;
        at.clear();
      }
      if (d === best && d <= max) at.add(concept);
    }
    if (at.size === 1) found = [...at][0]!;
  }
  menu.fuzzy.set(token.key, found);
  return found;
}

type Candidate = Mention & { rank: number };

const spellingOf = (words: Token[]) =>
  words.map((w) => (AND_WORDS.has(w.lower) ? '&' : w.key)).join(' ');

/** Whether a named menu mention's words are one of the item's own spellings. */
function menuExact(menu: Menu, tokens: Token[], mention: Mention): boolean {
  if (mention.name === null) return false;
  const words = tokens.filter((t) => t.start >= mention.start && t.end <= mention.end);
  const spelled = spellingOf(words);
  return menu.items.some((item) => item.name === mention.name && item.spellings.has(spelled));
}

function menuMentions(text: string, tokens: Token[], menu: Menu): Candidate[] {
  const content: { token: Token; at: number; concept: string; fuzzy: boolean }[] = [];
  tokens.forEach((token, at) => {
    if (token.stop) return;
    const concept = conceptOf(token.key);
    if (menu.byConcept.has(concept)) content.push({ token, at, concept, fuzzy: false });
    else {
      const guess = misspelled(menu, token);
      content.push({ token, at, concept: guess ?? concept, fuzzy: guess !== null });
    }
  });
  const out: Candidate[] = [];
  for (let i = 0; i < content.length; i++) {
    let items = menu.byConcept.get(content[i]!.concept);
    for (let j = i; items && items.length > 0; j++) {
      if (j > i) {
        const prev = content[j - 1]!;
        const next = content[j];
        if (!next || !linked(text, tokens, prev.at, next.at)) break;
        const more = menu.byConcept.get(next.concept);
        items = more ? items.filter((n) => more.includes(n)) : [];
        if (items.length === 0) break;
      }
      const run = content.slice(i, j + 1);
      const candidate = judgeRun(menu, run, items);
      if (candidate) out.push(candidate);
    }
  }
  return out;
}

/** Two content words belong to one dish name: only joining marks and at most a few stop words. */
function linked(text: string, tokens: Token[], a: number, b: number): boolean {
  const between = tokens.slice(a + 1, b);
  if (between.length > 3 || between.some((t) => !t.stop)) return false;
  // "fish and chips", not "the duck and the tartare".
  if (between.some((t) => AND_WORDS.has(t.lower)) && between.length > 1) return false;
  for (let k = a; k < b; k++) if (!joins(text, tokens[k]!, tokens[k + 1]!)) return false;
  return true;
}

/**
 * The item a run of words names. A whole name (any order, any language, stop words optional)
 * beats a shortening; among shortenings, words written on the item beat translations, the head
 * noun beats a modifier. A lone word counts only when it is a dish noun ("the duck"); a tie
 * between items stays a tie.
 */
function judgeRun(
  menu: Menu,
  run: { token: Token; concept: string; fuzzy: boolean }[],
  items: number[],
): Candidate | null {
  const concepts = new Set(run.map((r) => r.concept));
  const fuzzy = run.filter((r) => r.fuzzy).length;
  const lone = concepts.size === 1;
  const scored: { item: Item; score: number }[] = [];
  for (const n of items) {
    const item = menu.items[n]!;
    const whole = item.phrases.some((p) => [...p].every((c) => concepts.has(c)));
    if (!whole && lone && !DISH_NOUNS.has(run[0]!.concept)) continue;
    if (!whole && fuzzy === run.length) continue; // a shortening needs one word spelled right
    const literal = run.filter((r) => !r.fuzzy && item.keys.has(r.token.key)).length;
    const head = lone && item.heads.has(run[0]!.concept) ? 1 : 0;
    scored.push({ item, score: (whole ? 1000 : 0) + literal * 10 + head });
  }
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.score === top);
  const start = run[0]!.token.start;
  const end = run.at(-1)!.token.end;
  // Longer spans first; then whole names, then exact spelling.
  const rank = (end - start) * 10 + (top >= 1000 ? 5 : 0) - fuzzy;
  // Whether the words are the item's own spelling is judged only for the mentions kept.
  return best.length === 1
    ? { name: best[0]!.item.name, start, end, rank, exact: false }
    : { name: null, candidates: best.map((b) => b.item.name), start, end, rank };
}

// --- Staff ---------------------------------------------------------------------------------------

type Person = {
  name: string;
  first: string;
  /** Full name and aliases as folded words. */
  phrases: string[][];
  lastInitial: string;
  roleKind: string | null;
  title: string | null;
};
const staffCache = new WeakMap<readonly CatalogueEntry[], Person[]>();

function compileStaff(entries: readonly CatalogueEntry[]): Person[] {
  const hit = staffCache.get(entries);
  if (hit) return hit;
  const people: Person[] = [];
  for (const entry of entries) {
    const words = tokenize(entry.name).map((t) => t.lower);
    if (words.length === 0) continue;
    const role = tokenize(entry.role ?? '').map((t) => t.lower);
    people.push({
      name: entry.name,
      first: words[0]!,
      phrases: [words, ...(entry.aliases ?? []).map((a) => tokenize(a).map((t) => t.lower))].filter(
        (p) => p.length > 0,
      ),
      lastInitial: words[1]?.[0] ?? '',
      roleKind: role.map((w) => ROLE_KIND.get(w)).find(Boolean) ?? null,
      title: role.map((w) => TITLE_WORDS.get(w)).find(Boolean) ?? null,
    });
  }
  staffCache.set(entries, people);
  return people;
}

/** The people a lone word may name: first name, then nickname, then a clipped first name. */
function peopleNamed(people: Person[], token: Token, allLower: boolean): Person[] {
  const word = token.lower;
  if (word.length < 2 || token.stop) return [];
  const byFirst = people.filter((p) => p.first === word);
  if (byFirst.length > 0) {
    if (NAME_WORDS.has(word) && !allLower && !token.cap) return [];
    return byFirst;
  }
  // Nicknames and clipped names are words too ("mo", "will", "math"): capitalised, or all lower.
  if (!token.cap && !allLower) return [];
  const group = NICKNAME_GROUPS.get(word);
  const byNickname = group ? people.filter((p) => group.has(p.first)) : [];
  if (byNickname.length > 0) return byNickname;
  // "Chris" for Christelle, "Sophy" for Sophia: a clipped first name, maybe with -y/-ie, of four
  // letters or more (shorter clippings are words too often: "Ale", "Jul"; the table has them).
  const stems = [word, word.replace(/(?:y|ie)$/, ''), word.replace(/(.)\1(?:y|ie)$/, '$1')];
  return people.filter((p) =>
    stems.some((s) => s.length >= 4 && p.first.length >= s.length + 2 && p.first.startsWith(s)),
  );
}

/** The role kind a word names near a person's name: "our server Marc", "Marc at the bar". */
function roleNear(text: string, tokens: Token[], at: number): string | null {
  const before = tokens[at - 1];
  if (before && joins(text, before, tokens[at]!)) {
    const kind = ROLE_KIND.get(before.lower);
    if (kind) return kind;
  }
  for (let k = at + 1; k < tokens.length && k <= at + 5; k++) {
    if (clauseEnds(text, tokens[k - 1]!, tokens[k]!)) break;
    const kind = ROLE_KIND.get(tokens[k]!.lower);
    if (kind) return kind;
  }
  return null;
}

function staffMentions(
  text: string,
  tokens: Token[],
  people: Person[],
  allLower: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Full names and aliases, word for word.
    for (const person of people) {
      for (const phrase of person.phrases) {
        if (i + phrase.length > tokens.length) continue;
        if (phrase.length === 1 && phrase[0] === person.first) continue; // read as a first name
        // A one-word alias that is also a word ("Rose") counts capitalised, like a first name.
        if (phrase.length === 1 && NAME_WORDS.has(phrase[0]!) && !allLower && !tokens[i]!.cap)
          continue;
        let ok = true;
        for (let k = 0; k < phrase.length && ok; k++) {
          ok =
            tokens[i + k]!.lower === phrase[k] &&
            (k === 0 || joins(text, tokens[i + k - 1]!, tokens[i + k]!));
        }
        if (ok) {
          const start = tokens[i]!.start;
          const end = tokens[i + phrase.length - 1]!.end;
          out.push({ name: person.name, start, end, rank: (end - start) * 10 + 5, exact: true });
        }
      }
    }
    const token = tokens[i]!;
    const start = token.start;
    const end = token.end;
    // A title one person holds: "le chef", "the sommelier".
    const title = TITLE_WORDS.get(token.lower);
    const article = tokens[i - 1];
    if (title && article?.stop && joins(text, article, token)) {
      const holders = people.filter((p) => p.title === title);
      if (holders.length === 1)
        out.push({ name: holders[0]!.name, start, end, rank: 0, exact: false });
    }
    let named = peopleNamed(people, token, allLower);
    if (named.length === 0) continue;
    if (named.length > 1) {
      const next = tokens[i + 1];
      if (next?.initial && joins(text, token, next)) {
        const initial = next.lower;
        const withInitial = named.filter((p) => p.lastInitial === initial);
        if (withInitial.length > 0) named = withInitial;
      }
    }
    if (named.length > 1) {
      const kind = roleNear(text, tokens, i);
      const withRole = kind ? named.filter((p) => p.roleKind === kind) : [];
      if (withRole.length === 1) named = withRole;
    }
    const rank = (end - start) * 10 + 1;
    // The first name itself is the person's own name; a nickname or a clipping is inferred.
    out.push(
      named.length === 1
        ? { name: named[0]!.name, start, end, rank, exact: named[0]!.first === token.lower }
        : { name: null, candidates: named.map((p) => p.name), start, end, rank },
    );
  }
  return out;
}

/**
 * Where a text names catalogue entries, ignoring case, accents, plurals and stop words. Menu
 * items also match in the other language of the owner's names or through a general kitchen
 * glossary, in any word order, misspelled within a few edits, or shortened to words only one
 * item has. People match by full name, first name, common nickname or clipped first name; two
 * people with that name are an ambiguous mention unless an initial or a role near the name tells
 * them apart. The longest span wins an overlap, and a whole name beats a shortening.
 */
export function matchCatalogue(
  text: string,
  entries: readonly CatalogueEntry[],
  kind: 'menu' | 'staff',
): Mention[] {
  if (entries.length === 0) return [];
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const allLower = text === text.toLowerCase();
  const menu = kind === 'menu' ? compileMenu(entries) : null;
  const candidates = menu
    ? menuMentions(text, tokens, menu)
    : staffMentions(text, tokens, compileStaff(entries), allLower);
  candidates.sort((a, b) => b.rank - a.rank || a.start - b.start);
  const taken: Mention[] = [];
  for (const { rank: _rank, ...mention } of candidates) {
    if (taken.some((s) => mention.start < s.end && mention.end > s.start)) continue;
    if (menu && mention.name !== null) mention.exact = menuExact(menu, tokens, mention);
    taken.push(mention);
  }
  return taken.sort((a, b) => a.start - b.start);
}
