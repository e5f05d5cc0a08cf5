import { isGenericMenuName } from '@tableside/domain/insights';
import { buildGlossary, dishNounList } from './catalogue-words.ts';
import {
  editDistance,
  editsFor,
  fold,
  joins,
  key,
  tokenize,
  type Candidate,
  type CatalogueEntry,
  type Mention,
  type Token,
} from './catalogue-text.ts';
import { wordValence } from './lexicon.ts';
import { wordVectors } from './word-vectors.ts';

// Menu items in a text (catalogue-match.ts): names in either language, through a kitchen glossary,
// in any word order, misspelled within a few edits, or shortened to words only one item has.

const GLOSSARY = buildGlossary((word) => key(fold(word)));
const conceptOf = (k: string) => GLOSSARY.get(k) ?? k;
const DISH_NOUNS = new Set(dishNounList().map((w) => conceptOf(key(fold(w)))));
const AND_WORDS = new Set(['and', 'et', '&', 'n']);
/** French phrases put the head noun first ("tartare de bœuf"), English ones last. */
const HEAD_FIRST = new Set(['de', 'du', 'des', 'd', 'a', 'au', 'aux', 'en', 'la', 'l']);

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
export type Menu = {
  items: Item[];
  byConcept: Map<string, number[]>;
  /** Keys of 5+ letters written on the menu, for misspellings, with their concept. */
  spelled: Map<string, string>;
  /** Misspelling lookups already made: word key → concept or null. */
  fuzzy: Map<string, string | null>;
};

const menuCache = new WeakMap<readonly CatalogueEntry[], Menu>();

export function compileMenu(entries: readonly CatalogueEntry[]): Menu {
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

const spellingOf = (words: Token[]) =>
  words.map((w) => (AND_WORDS.has(w.lower) ? '&' : w.key)).join(' ');

/** Whether a named menu mention's words are one of the item's own spellings. */
export function menuExact(menu: Menu, tokens: Token[], mention: Mention): boolean {
  if (mention.name === null) return false;
  const words = tokens.filter((t) => t.start >= mention.start && t.end <= mention.end);
  const spelled = spellingOf(words);
  return menu.items.some((item) => item.name === mention.name && item.spellings.has(spelled));
}

export function menuMentions(text: string, tokens: Token[], menu: Menu): Candidate[] {
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
