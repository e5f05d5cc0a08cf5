import { ROLE_KIND } from './catalogue-people-words.ts';
import { clauseEnds, joins, type Token } from './catalogue-text.ts';

// What the words around a name say of it (catalogue-staff.ts): the role of the person it names,
// and whether it names a person at all when it is also a word ("Sky", "Col", "Gui").

/**
 * Role words that name a place or a thing rather than a person: after a name they tell the role
 * only behind a preposition ("Alex at the bar", « Rose à l'accueil »), not as what the person
 * handled ("Nico brought the wrong wine").
 */
const PLACE_ROLE_WORDS = new Set(
  'bar kitchen cuisine grill salle floor accueil front door wine vin service'.split(' '),
);
const PLACE_PREPOSITIONS = new Set('at behind from in on au a en derriere dans'.split(' '));
const PLACE_ARTICLES = new Set('the le la l les'.split(' '));
/** The role kind a word names near a person's name: "our server Marc", "Marc at the bar". */
export function roleNear(text: string, tokens: Token[], at: number): string | null {
  const before = tokens[at - 1];
  if (before && joins(text, before, tokens[at]!)) {
    const kind = ROLE_KIND.get(before.lower);
    if (kind) return kind;
  }
  for (let k = at + 1; k < tokens.length && k <= at + 5; k++) {
    if (clauseEnds(text, tokens[k - 1]!, tokens[k]!)) break;
    const word = tokens[k]!.lower;
    const kind = ROLE_KIND.get(word);
    if (kind && (!PLACE_ROLE_WORDS.has(word) || afterPreposition(tokens, k))) return kind;
  }
  return null;
}

/** Words of thanks or address just before a name: "thanks Sky", « merci Gui », "ask for Col". */
const THANKS_BEFORE = [
  ['thanks'],
  ['thank', 'you'],
  ['thx'],
  ['ty'],
  ['kudos', 'to'],
  ['shoutout', 'to'],
  ['shout', 'out', 'to'],
  ['props', 'to'],
  ['ask', 'for'],
  ['merci'],
  ['merci', 'a'],
  ['bravo'],
  ['bravo', 'a'],
];

/**
 * Whether the words around token `at` say it names a person: a role beside it ("our server Sky",
 * "Col at the bar", "Sky was our server"), thanks just before it ("thanks Gui"), or something it
 * did for the guests just after it ("Gui made us hot toddies", « Sky nous a servis »).
 */
export function personCueAt(text: string, tokens: Token[], at: number): boolean {
  if (roleNear(text, tokens, at)) return true;
  if (didForUs(text, tokens, at)) return true;
  return THANKS_BEFORE.some((words) => {
    const from = at - words.length;
    if (from < 0) return false;
    return words.every(
      (w, k) =>
        tokens[from + k]!.lower === w && joins(text, tokens[from + k]!, tokens[from + k + 1]!),
    );
  });
}

/** « Sky nous a servis », "Gui made us…", "Col looked after us": the word acts on the guests. */
function didForUs(text: string, tokens: Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (next?.lower === 'nous' && joins(text, tokens[at]!, next)) return true;
  for (let k = at + 2; k < tokens.length && k <= at + 4; k++) {
    if (!joins(text, tokens[k - 1]!, tokens[k]!)) return false;
    if (tokens[k]!.lower === 'us') return !tokens[at + 1]!.stop;
  }
  return false;
}

/** "at the bar", « à l'accueil », "behind the bar": the place where someone works. */
function afterPreposition(tokens: Token[], k: number): boolean {
  let j = k - 1;
  if (j >= 0 && PLACE_ARTICLES.has(tokens[j]!.lower)) j--;
  return j >= 0 && PLACE_PREPOSITIONS.has(tokens[j]!.lower);
}

/** The guest's own people by relation: "my friend Lisa", « ma blonde Julie », "our son Tom". */
export const RELATIONS: readonly string[] = (
  'friend friends husband wife son daughter mom mum dad mother father sister brother partner ' +
  'boyfriend girlfriend fiance fiancee kids kid baby colleague coworker ami amie amis copain ' +
  'copine blonde chum mari femme conjoint conjointe fils fille mere pere soeur frere collegue bebe'
).split(' ');
const COMPANIONS = new Set([...'my our mon ma mes notre nos'.split(' '), ...RELATIONS]);

/** Whether one of the two words before token `at` says the name is the guest's companion. */
export function companionBefore(tokens: Token[], at: number): boolean {
  return [tokens[at - 1], tokens[at - 2]].some((t) => t && COMPANIONS.has(t.lower));
}
