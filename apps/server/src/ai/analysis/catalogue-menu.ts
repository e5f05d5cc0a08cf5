import { isGenericMenuName } from '@tableside/domain/insights';
import { perCatalogue } from './catalogue-cache.ts';
import { namesPartner, partOfAnother } from './catalogue-components.ts';
import {
  conceptAt,
  conceptOf,
  DISH_NOUNS,
  FRENCH_WORDS,
  GLOSSARY,
  INGREDIENTS,
  isAdjective,
  KINDS,
  namesAnimal,
  namesFood,
  SERVING_HEADS,
} from './catalogue-concepts.ts';
import { DRINK_KINDS } from './catalogue-kinds.ts';
import { describesThese, fillsAnother, qualifiesAnother } from './catalogue-phrase.ts';
import { transliterationKey, unbroken } from './catalogue-transliteration.ts';
import {
  editDistance,
  editsFor,
  joins,
  key,
  menuTokens,
  type Candidate,
  type Mention,
  type Token,
} from './catalogue-text.ts';
import { wordValence } from './lexicon.ts';
import { wordVectors } from './word-vectors.ts';

// Menu items in a text (catalogue-match.ts): names in either language, through a kitchen glossary,
// in any word order, misspelled within a few edits, or shortened to words only one item has.

const AND_WORDS = new Set(['and', 'et', '&', 'n']);
/** English words after which a dish name's head has been said ("oysters on the half shell"). */
const ENGLISH_PREPOSITIONS = new Set(['of', 'on', 'in', 'with', 'over', 'from', 'under']);

/** French phrases put the head noun first ("tartare de bœuf"), English ones last. */
const HEAD_FIRST = new Set(['de', 'du', 'des', 'd', 'a', 'au', 'aux', 'en', 'la', 'l']);
/** French adjectives after their noun with no accent to tell it: "Filet mignon", "Burger maison". */
const AFTER_NOUN = new Set(['mignon', 'maison']);
/**
 * Words around a shortening that tell a drink from a dish ("a Caesar" beside a "Caesar salad"
 * and a Caesar cocktail): only these settle which one a guest meant.
 */
const DRINK_CUES = new Set(
  (
    'drink cocktail glass sip sipped pint ice rim bartender bar vodka gin rum tequila clamato ' +
    'boire bu verre gorgee glacon barman barmaid cocktail apero drinking'
  )
    .split(' ')
    .map((w) => key(w)),
);
const DISH_CUES = new Set(
  (
    'eat ate eaten bite fork plate dressing crouton lettuce romaine leaf starter appetizer ' +
    'manger mange bouchee fourchette assiette vinaigrette laitue feuille entree'
  )
    .split(' ')
    .map((w) => key(w)),
);

type Item = {
  name: string;
  /** Concepts of each name and alias (stop words left out). */
  phrases: Set<string>[];
  /** Keys written in the names and aliases, before translation. */
  keys: Set<string>;
  /** Head concept of each name ("tartare" in "tartare de bœuf", "soup" in "onion soup"). */
  heads: Set<string>;
  /** Whether a word of its names is a dish noun or food: a dish, not a drink. */
  dish: boolean;
  /** Each name and alias as its words' keys, outer stop words left out: what reads as exact. */
  spellings: Set<string>;
  /** Concepts only after the preposition of a French name ("fruits de mer" in a chaudrée). */
  fillings: Set<string>;
};
export type Menu = {
  items: Item[];
  byConcept: Map<string, number[]>;
  /** Items by the kinds their words describe (catalogue-kinds.ts): how a guest's description reaches them. */
  byKind: Map<string, number[]>;
  /** Keys of 5+ letters written on the menu, for misspellings, with their concept. */
  spelled: Map<string, string>;
  /** Misspelling lookups already made: word key → concept or null (the first `FUZZY_KEPT`). */
  fuzzy: Map<string, string | null>;
  /** Menu concepts by transliteration key: "shawarma" and "chawarma" on one menu are one word. */
  transliterated: Map<string, string>;
  /** Keys written in any name or alias. */
  written: Set<string>;
  /** Transliteration lookups already made: word and its concept → menu concept or null. */
  spoken: Map<string, string | null>;
};
/** Review text brings endless new words; a compiled menu is kept while reviews arrive. */
const FUZZY_KEPT = 20_000;

export const compileMenu = perCatalogue((entries): Menu => {
  const menu: Menu = {
    items: [],
    byConcept: new Map(),
    byKind: new Map(),
    spelled: new Map(),
    fuzzy: new Map(),
    transliterated: new Map(),
    written: new Set(),
    spoken: new Map(),
  };
  const conceptIn = (k: string) => menuConcept(menu, k);
  for (const entry of entries) {
    const item: Item = {
      name: entry.name,
      phrases: [],
      keys: new Set(),
      heads: new Set(),
      spellings: new Set(),
      fillings: new Set(),
      dish: false,
    };
    const before = new Set<string>();
    const names = [entry.name, ...(entry.aliases ?? [])];
    for (const phrase of [...names, ...names.map(unbroken).filter((p) => p !== null)]) {
      if (!phrase.trim() || isGenericMenuName(phrase)) continue;
      const words = menuTokens(phrase.replace(/\([^)]*\)/g, ' '));
      const content = words.filter((w) => !w.stop);
      if (content.length === 0) continue;
      // Bracketed words ("(vegan)") still count as words of the item, not as its name.
      for (const w of menuTokens(phrase)) {
        if (w.stop) continue;
        item.keys.add(w.key);
        menu.written.add(w.key);
        if (w.key.length >= 5 && !menu.spelled.has(w.key))
          menu.spelled.set(w.key, conceptIn(w.key));
      }
      item.phrases.push(new Set(content.map((w) => conceptIn(w.key))));
      const first = words.indexOf(content[0]!);
      const last = words.lastIndexOf(content.at(-1)!);
      if (names.includes(phrase)) item.spellings.add(spellingOf(words.slice(first, last + 1)));
      for (const head of headsOf(phrase, words, content)) item.heads.add(conceptIn(head.key));
      const cut = words.findIndex((w, k) => k > 0 && HEAD_FIRST.has(w.lower));
      for (const [k, w] of words.entries())
        if (!w.stop) (cut > 0 && k > cut ? item.fillings : before).add(conceptIn(w.key));
      if (content.some((w) => DISH_NOUNS.has(conceptOf(w.key)) || namesFood(w.lower)))
        item.dish = true;
    }
    if (item.phrases.length === 0) continue;
    for (const c of before) item.fillings.delete(c);
    const index = menu.items.push(item) - 1;
    for (const k of item.keys) {
      addTo(menu.byConcept, conceptIn(k), index);
      // A dish that shares a drink's word ("Caesar salad") is not that drink's kind.
      for (const kind of KINDS.get(conceptOf(k)) ?? [])
        if (!(item.dish && DRINK_KINDS.has(kind))) addTo(menu.byKind, kind, index);
    }
  }
  return menu;
});

/**
 * A menu word's concept, one for the menu's transliterations of a word: the first spelling read
 * stands for the others ("Shawarma wrap" beside « Sandwich chawarma »). Kitchen words keep their
 * own, and two words the dictionary knows apart stay apart.
 */
function menuConcept(menu: Menu, k: string): string {
  const concept = conceptOf(k);
  if (GLOSSARY.has(k)) return concept;
  const t = transliterationKey(concept);
  const seen = menu.transliterated.get(t);
  if (seen === undefined) menu.transliterated.set(t, concept);
  if (seen === undefined || seen === concept) return concept;
  const known = (w: string) => !!wordVectors().vector(w);
  return known(seen) && known(concept) ? concept : seen;
}

/**
 * The menu concept a guest's transliteration stands for ("toom" for Toum, "kebbeh" for Kebbé):
 * one with the same transliteration key, for a word the owner wrote or one no dictionary knows.
 */
function transliterated(menu: Menu, token: Token, concept: string): string | null {
  const asked = `${token.lower} ${concept}`;
  const cached = menu.spoken.get(asked);
  if (cached !== undefined) return cached;
  const found = menu.transliterated.get(transliterationKey(concept));
  const spelled =
    found !== undefined &&
    menu.byConcept.has(found) &&
    (menu.written.has(token.key) || correctable(token))
      ? found
      : null;
  if (menu.spoken.size < FUZZY_KEPT) menu.spoken.set(asked, spelled);
  return spelled;
}

/** Whether a word may be read as another's spelling: no kitchen, opinion or dictionary word. */
const correctable = (token: Token) =>
  !GLOSSARY.has(token.key) &&
  /^\p{L}+$/u.test(token.lower) &&
  wordValence(token.lower).every((v) => v === 0) &&
  !wordVectors().vector(token.lower);

function addTo(index: Map<string, number[]>, concept: string, item: number) {
  const list = index.get(concept) ?? [];
  if (!list.includes(item)) list.push(item);
  index.set(concept, list);
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
  if (max > 0 && correctable(token)) {
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
  if (menu.fuzzy.size < FUZZY_KEPT) menu.fuzzy.set(token.key, found);
  return found;
}

/**
 * The head noun(s) of one name: first in a French name (a preposition, an accent or a French
 * kitchen word tells it: "Omble chevalier grillé"), last in an English one; past a serving word
 * ("breakfast", "déjeuner") to the word that names the dish.
 */
function headsOf(phrase: string, words: Token[], content: Token[]): Token[] {
  const french =
    words.some(
      (w) =>
        HEAD_FIRST.has(w.lower) ||
        AFTER_NOUN.has(w.lower) ||
        FRENCH_WORDS.has(w.lower) ||
        FRENCH_WORDS.has(w.lower.replace(/s$/, '')),
    ) || /[àâçéèêëîïôûùü]/i.test(phrase);
  // "Oysters of the day", "Oysters on the half shell", "Mussels in white wine": an English
  // preposition puts the head first too, so "shell" alone never stands for the oysters.
  const of = french
    ? -1
    : content.findIndex((w) => ENGLISH_PREPOSITIONS.has(words[words.indexOf(w) + 1]?.lower ?? ''));
  const order = french
    ? content
    : of >= 0
      ? content.slice(0, of + 1).reverse()
      : [...content].reverse();
  const head = order[0]!;
  const next = order[1];
  if (!SERVING_HEADS.has(head.key)) return [head];
  // A serving word never stands for one dish alone ("l'assiette"); its complement may
  // ("déjeuner du bûcheron"), an adjective may not ("assiette végétarienne", "big breakfast").
  if (!next || isAdjective(next.lower)) return [];
  const between = words.slice(words.indexOf(head) + 1, words.indexOf(next));
  return french && !between.some((w) => HEAD_FIRST.has(w.lower)) ? [] : [next];
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

/** Whether the words of a text speak of drinking or of eating, when only one of them. */
function cueOf(tokens: Token[]): 'drink' | 'dish' | null {
  const drink = tokens.some((t) => DRINK_CUES.has(t.key));
  const dish = tokens.some((t) => DISH_CUES.has(t.key));
  return drink === dish ? null : drink ? 'drink' : 'dish';
}

export function menuMentions(text: string, tokens: Token[], menu: Menu): Candidate[] {
  const cue = cueOf(tokens);
  const reach = (concept: string) => reached(menu, concept);
  const content: { token: Token; at: number; concept: string; fuzzy: boolean }[] = [];
  tokens.forEach((token, at) => {
    if (token.stop) return;
    const concept = conceptAt(text, token);
    const spelled = menu.byConcept.has(concept) ? null : transliterated(menu, token, concept);
    if (menu.byConcept.has(concept) || menu.byKind.has(concept))
      content.push({ token, at, concept, fuzzy: false });
    else if (spelled) content.push({ token, at, concept: spelled, fuzzy: false });
    else {
      const guess = misspelled(menu, token);
      content.push({ token, at, concept: guess ?? concept, fuzzy: guess !== null });
    }
  });
  const out: Candidate[] = [];
  for (let i = 0; i < content.length; i++) {
    const first = content[i]!.concept;
    // A lone word is the items that have it, or only when none has, the items it describes
    // ("the fish" for the one fish dish); words together narrow the items they all fit.
    let items = menu.byConcept.get(first) ?? menu.byKind.get(first);
    const described = !menu.byConcept.has(first);
    for (let j = i; items && items.length > 0; j++) {
      if (j > i) {
        const prev = content[j - 1]!;
        const next = content[j];
        if (!next || !linked(text, tokens, prev.at, next.at)) break;
        if (j === i + 1) items = reached(menu, first);
        const more = reached(menu, next.concept);
        items = items.filter((n) => more.includes(n));
        if (items.length === 0) break;
      }
      const run = content.slice(i, j + 1);
      if (run.length === 1 && ampersandName(text, tokens, menu, run[0]!.at)) break;
      if (run.length === 1 && partOfAnother(text, tokens, run[0]!.at)) continue;
      if (run.length === 1 && namesPartner(tokens, run[0]!.at)) continue;
      if (run.length === 1 && described && !describesThese(text, tokens, run[0]!.at, reach, items))
        continue;
      if (j === i && fillsAnother(text, tokens, run[0]!.at, reach, items)) break;
      if (qualifiesAnother(text, tokens, run.at(-1)!.at, reach, items)) continue;
      const candidate = judgeRun(menu, run, items, cue);
      if (candidate) out.push(candidate);
    }
  }
  return out;
}

/** The items a word names or describes. */
function reached(menu: Menu, concept: string): number[] {
  const named = menu.byConcept.get(concept) ?? [];
  const kinds = menu.byKind.get(concept);
  return kinds ? [...named, ...kinds.filter((n) => !named.includes(n))] : named;
}

/**
 * A capitalised word joined by "&" to another capitalised word that is on no dish ("Thanks,
 * Pont & Pignon"): one half of a business's name, most often the restaurant's own, not a
 * shortening of the dish that shares the word (Burger Pignon).
 */
function ampersandName(text: string, tokens: Token[], menu: Menu, at: number): boolean {
  const capital = (t: Token | undefined) => !!t && /^\p{Lu}/u.test(text.slice(t.start, t.end));
  if (!capital(tokens[at])) return false;
  const other = (amp: Token | undefined, word: Token | undefined) =>
    amp?.lower === '&' && capital(word) && !menu.byConcept.has(conceptOf(word!.key));
  return other(tokens[at - 1], tokens[at - 2]) || other(tokens[at + 1], tokens[at + 2]);
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
 * noun beats a modifier. A lone word counts only when it is a dish noun ("the duck"), an animal
 * ("the bison") or the head of the item's name that is not a mere ingredient ("the chowder", "l'omble", not "the
 * egg" for eggs en meurette). When the sentence
 * speaks only of drinking or only of eating, a lone word shared by a drink and a dish goes to
 * the one it speaks of; otherwise the head decides ("a Caesar" keeps the head of the cocktail,
 * not of the Caesar salad), and a tie between items stays a tie.
 */
function judgeRun(
  menu: Menu,
  run: { token: Token; concept: string; fuzzy: boolean }[],
  items: number[],
  cue: 'drink' | 'dish' | null,
): Candidate | null {
  const concepts = new Set(run.map((r) => r.concept));
  const fuzzy = run.filter((r) => r.fuzzy).length;
  const lone = concepts.size === 1;
  const word = run[0]!.concept;
  const headOf = (item: Item) => item.heads.has(word) && !INGREDIENTS.has(word);
  // A head word the sentence's cue may hand to another item that has it ("the Caesar" salad).
  const contested = lone && cue !== null && items.some((n) => headOf(menu.items[n]!));
  let scored: { item: Item; score: number }[] = [];
  for (const n of items) {
    const item = menu.items[n]!;
    const whole = item.phrases.some((p) => [...p].every((c) => concepts.has(c)));
    const standsAlone =
      DISH_NOUNS.has(word) || headOf(item) || namesAnimal(run[0]!.token.lower) || contested;
    if (!whole && lone && !standsAlone) continue;
    // "Pour ça" is no cà phê: a word of one or two letters is too common to stand for a dish.
    if (!whole && lone && run[0]!.token.key.length <= 2) continue;
    // "Rolled his eyes" is no lobster roll: a lone word reached only by dropping a verb's
    // ending is the verb, unless the owner wrote it that way.
    if (!whole && lone && /ed$/.test(run[0]!.token.key) && !item.keys.has(run[0]!.token.key))
      continue;
    // "Fruits de mer" in "Chaudrée de fruits de mer" is what the dish holds, not the dish: a
    // shortening made only of the words after a French name's preposition needs a word that
    // names a dish alone ("porc effiloché" does).
    const filling =
      !whole &&
      !lone &&
      run.every((r) => item.fillings.has(r.concept)) &&
      !run.some((r) => DISH_NOUNS.has(r.concept) || namesAnimal(r.token.lower));
    if (filling) continue;
    if (!whole && fuzzy === run.length) continue; // a shortening needs one word spelled right
    const literal = run.filter((r) => !r.fuzzy && item.keys.has(r.token.key)).length;
    const head = lone && item.heads.has(run[0]!.concept) ? 1 : 0;
    scored.push({ item, score: (whole ? 1000 : 0) + literal * 10 + head });
  }
  if (scored.length === 0) return null;
  if (cue && lone && scored.length > 1) {
    const cued = scored.filter((s) => s.item.dish === (cue === 'dish'));
    if (cued.length > 0) scored = cued;
  }
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
