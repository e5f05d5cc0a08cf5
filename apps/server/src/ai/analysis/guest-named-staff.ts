import { NICKNAME_GROUPS, isRoleWord } from './catalogue-people-words.ts';
import { afterRole, barelyApposed, cuedAfter, cuedBefore } from './guest-named-cues.ts';
import { fold, joins, tokenize, type Mention, type Token } from './catalogue-text.ts';
import { isGivenName } from './given-names.ts';
import { RELATIONS } from './person-cues.ts';
import { isDictionaryWord, isPlaceWord } from './word-classes.ts';

// People the guest names as staff who are not on the location's roster (docs/product/
// review-understanding.md#people-not-on-the-roster): "our server Priya", "Sarah brought us
// towels", « merci à Maude ». Only a capitalised first name with words around it that make it
// someone working there counts; the roster matcher's mentions, even ambiguous ones, come first.

/** A first name the guest gave someone working there, and where it stands in the sentence. */
export type GuestNamed = { name: string; start: number; end: number };

/** Capitalised words that are nobody's first name here: pronouns, platforms, holidays. */
const NOT_NAMES = new Set(
  (
    'everyone everybody anyone anybody someone somebody nobody guys folks gang team staff crew ' +
    'all tout toute tous toutes personne quelqu chez merci thanks bravo god dieu jesus lord ' +
    'google yelp tripadvisor facebook instagram tiktok uber ubereats doordash skip skipthedishes ' +
    'opentable resy covid christmas xmas noel easter paques thanksgiving halloween valentine ' +
    'monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi ' +
    'vendredi samedi dimanche he she they him her them il elle ils elles lui eux who qui you vous ' +
    'tu toi we us nous i je ok okay wow yes no oui non what when where why how which whoever ' +
    'whatever however then also finally eventually luckily unfortunately fortunately honestly ' +
    'seriously basically obviously apparently definitely absolutely really actually literally ' +
    'clearly sadly thankfully hopefully immediately quickly suddenly totally overall later ' +
    'puis ensuite enfin alors apres heureusement malheureusement franchement vraiment'
  ).split(' '),
);

/** "I'm Sarah", "my name is Sarah", « je m'appelle Maude », « moi c'est Maude »: the author. */
const SELF_BEFORE =
  /(?:^|\s)(?:i\s*'?\s*m|i am|my name is|name's|je suis|je m\s*'?\s*appelle|moi c\s*'?\s*est)\s*,?\s*$/;
/** Articles and determiners: "the Tartare", « le Boréal » is a thing, not a person. */
const DETERMINERS = new Set('the a an this that le la les un une des du ce cette ces'.split(' '));

/** The guest's own people: "my wife Sarah", "with my friend Tom", « ma blonde Julie ». */
const COMPANIONS = new Set([
  ...RELATIONS,
  ...(
    'hubby bf gf colleagues coworkers boss cousin aunt uncle grandma grandpa nephew niece buddy ' +
    'pal date amies copains chums filles collegues cousine tante oncle neveu with avec'
  ).split(' '),
]);

/**
 * Whether the guest names their own people here: a companion word among the two words before
 * the name, or before the first of several names joined by "and" ("my friends Tom and Sarah").
 */
function companion(text: string, tokens: Token[], at: number): boolean {
  let i = at;
  while (
    i >= 2 &&
    /^(?:and|et|&)$/.test(tokens[i - 1]!.lower) &&
    tokens[i - 2]!.cap &&
    joins(text, tokens[i - 2]!, tokens[i - 1]!)
  )
    i -= 2;
  return [tokens[i - 1], tokens[i - 2]].some((t) => t && COMPANIONS.has(t.lower));
}

/** Options a review is read with: folded words that are never a staff member's name here. */
export type GuestNaming = { notNames: ReadonlySet<string> };

/**
 * The review-wide words no staff name can be: the author's first name, the names the guest gives
 * their own people anywhere in the review ("my wife Sarah… Sarah loved it"), the location's and
 * the group's place names.
 */
export function guestNaming(
  text: string,
  author: string | null | undefined,
  places: readonly string[],
): GuestNaming {
  const notNames = new Set<string>();
  const first = author?.trim().split(/\s+/)[0];
  if (first) notNames.add(fold(first));
  for (const place of places) for (const t of tokenize(place)) notNames.add(t.lower);
  const tokens = tokenize(text);
  tokens.forEach((t, i) => {
    if (t.cap && companion(text, tokens, i)) notNames.add(t.lower);
  });
  return { notNames };
}

/** A common first name or one of its short forms. */
const knownName = (word: string) => isGivenName(word) || NICKNAME_GROUPS.has(word);
/**
 * Whether a capitalised word reads as a first name: a known one, or no word of the dictionary
 * and no place ("Merci Montréal" thanks a city).
 */
const nameLike = (word: string) =>
  knownName(word) || (!isDictionaryWord(word) && !isPlaceWord(word));

/** The folded text, apostrophes as one: what the cues read. */
const folded = (text: string) => fold(text).replace(/[’‘`´]/g, "'");

/**
 * The first names the sentence gives people working there who are not among `taken` (the
 * roster's and the menu's mentions in it), with no repeats.
 */
export function guestNamedIn(
  text: string,
  taken: readonly Mention[],
  naming: GuestNaming,
): GuestNamed[] {
  const tokens = tokenize(text);
  const names = candidates(text, tokens, taken, naming);
  const before = (n: Candidate) =>
    folded(text.slice(Math.max(0, tokens[n.first]!.start - 60), tokens[n.first]!.start));
  const after = (n: Candidate) => folded(text.slice(tokens[n.last]!.end, tokens[n.last]!.end + 80));
  const cued = names.map((n) => {
    const b = before(n);
    const a = after(n);
    if (n.companion || SELF_BEFORE.test(b)) return false;
    // Only right after a role may a word of the dictionary be a name: "our server Rose".
    if (!n.nameLike && !afterRole(b)) return false;
    return cuedBefore(b) || cuedAfter(a) || (barelyApposed(a) && (n.known || n.first > 0));
  });
  // "Jess and Max made our night", « l'accueil de Karim et Sophie »: names joined by "and" share
  // what is said of them together.
  for (let k = 0; k < names.length; k++) {
    if (cued[k] || names[k]!.companion || !names[k]!.nameLike) continue;
    cued[k] = [k - 1, k + 1].some((j) => cued[j] && joined(text, tokens, names, Math.min(j, k)));
  }
  // Once more, for the third of three: "Cath, Jenny and Alex were…".
  for (let k = names.length - 1; k >= 0; k--) {
    if (cued[k] || names[k]!.companion || !names[k]!.nameLike) continue;
    cued[k] = [k - 1, k + 1].some((j) => cued[j] && joined(text, tokens, names, Math.min(j, k)));
  }
  const out: GuestNamed[] = [];
  names.forEach((n, k) => {
    if (!cued[k]) return;
    const start = tokens[n.first]!.start;
    const end = tokens[n.last]!.end;
    const name = text.slice(start, end);
    if (!out.some((o) => fold(o.name) === fold(name))) out.push({ name, start, end });
  });
  return out;
}

/** A capitalised word, or a compound of them, that may be a first name. */
type Candidate = {
  first: number;
  last: number;
  nameLike: boolean;
  /** A common first name or nickname: "Owen the manager" at a sentence's start is still one. */
  known: boolean;
  companion: boolean;
};

function candidates(
  text: string,
  tokens: Token[],
  taken: readonly Mention[],
  naming: GuestNaming,
): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const raw = text.slice(token.start, token.end);
    if (!token.cap || !/\p{Ll}/u.test(raw) || token.lower.length < 2 || token.stop) continue;
    // "Anne-Sophie", "Marie-Ève": a compound first name is one name.
    let last = i;
    while (
      tokens[last + 1]?.cap &&
      /^[-‐]$/.test(text.slice(tokens[last]!.end, tokens[last + 1]!.start))
    )
      last++;
    const first = i;
    i = last;
    const end = tokens[last]!.end;
    const words = tokens.slice(first, last + 1);
    if (taken.some((m) => token.start < m.end && m.start < end)) continue;
    if (!plausible(words, naming) || partOfLongerName(text, tokens, first, last)) continue;
    // As written: « à Maude » is no article.
    const previous = tokens[first - 1];
    const article = previous && text.slice(previous.start, previous.end).toLowerCase();
    if (article && DETERMINERS.has(article) && joins(text, previous, token)) continue;
    out.push({
      first,
      last,
      nameLike: words.every((w) => nameLike(w.lower)),
      known: words.every((w) => knownName(w.lower)),
      companion: companion(text, tokens, first),
    });
  }
  return out;
}

/** Whether candidates k and k + 1 stand joined by "and", « et », « pis » or a comma. */
function joined(text: string, tokens: Token[], names: Candidate[], k: number): boolean {
  const a = names[k];
  const b = names[k + 1];
  if (!a || !b) return false;
  const between = text.slice(tokens[a.last]!.end, tokens[b.first]!.start);
  return /^\s*(?:,|,?\s*(?:and|et|pis|\+)\s)\s*$/iu.test(between);
}

/** No pronoun, platform, role word, place or the author's name. */
function plausible(words: Token[], naming: GuestNaming): boolean {
  return words.every(
    (w) => !NOT_NAMES.has(w.lower) && !isRoleWord(w.lower) && !naming.notNames.has(w.lower),
  );
}

/**
 * Whether the word belongs to a longer proper name that is no person's first name: "Cedar &
 * Salt", "Le Gros Phare", "Saint-Roch" (a capitalised word joined before it, or "&" beside it).
 */
function partOfLongerName(text: string, tokens: Token[], i: number, last: number): boolean {
  const before = tokens[i - 1];
  const after = tokens[last + 1];
  if (after?.lower === '&' || before?.lower === '&') return true;
  // A capitalised word just before that is no role or thanks: "Maple Priya" starts no name.
  return (
    !!before?.cap &&
    joins(text, before, tokens[i]!) &&
    !isRoleWord(before.lower) &&
    !/^(?:thanks|merci|bravo|chef|cheffe|kudos|cheers)$/.test(before.lower)
  );
}
