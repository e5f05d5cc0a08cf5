import { perCatalogue } from './catalogue-cache.ts';
import { ROLE_KIND, TITLE_WORDS } from './catalogue-people-words.ts';
import { fold, tokenize } from './catalogue-text.ts';
import { isGivenName } from './given-names.ts';
import { vietnameseName } from './vietnamese-names.ts';
import { isKnownWord } from './word-classes.ts';

// The staff list as the people matcher (catalogue-staff.ts) reads it: each person's names as
// folded words, what guests call them, and their role.

export type Person = {
  name: string;
  first: string;
  /** The first name as written, lower case with its accents: "Rosé" is not Rose. */
  firstRaw: string;
  /** The words of a compound first name ("marie", "pier"); one word otherwise. */
  firstParts: string[];
  /** The surname's words, for "Mme Lambert", "Mr. O'Brien"; none for a name of one word. */
  last: string[];
  /** Full name and aliases as folded words. */
  phrases: string[][];
  lastInitial: string;
  /** "jf" for Jean-François: what guests call someone with a compound first name. */
  firstInitials: string | null;
  roleKind: string | null;
  title: string | null;
  /** A Vietnamese given name: its bearer may go by a Western name of the same first sound. */
  westernAlias: boolean;
};
export const compileStaff = perCatalogue((entries): Person[] => {
  const people: Person[] = [];
  for (const entry of entries) {
    const words = tokenize(entry.name).map((t) => t.lower);
    if (words.length === 0) continue;
    const role = tokenize(entry.role ?? '').map((t) => t.lower);
    const aliases = (entry.aliases ?? []).map((a) => tokenize(a).map((t) => t.lower));
    const vietnamese = vietnameseName(entry.name, words);
    const person: Person = {
      name: entry.name,
      first: words[0]!,
      firstRaw: entry.name
        .trim()
        .split(/[\s\-‐]+/)[0]!
        .normalize('NFC')
        .toLowerCase(),
      firstParts: tokenize(entry.name.trim().split(/\s+/)[0]!).map((t) => t.lower),
      last: surname(entry.name),
      phrases: [words, ...aliases].filter((p) => p.length > 0),
      lastInitial: words[1]?.[0] ?? '',
      firstInitials: compoundInitials(entry.name),
      roleKind: role.map((w) => ROLE_KIND.get(w)).find(Boolean) ?? null,
      title: role.map((w) => TITLE_WORDS.get(w)).find(Boolean) ?? null,
      westernAlias: false,
    };
    if (vietnamese) {
      // The given name is what guests call them, whichever end of the name it stands at.
      const given = vietnamese.given;
      Object.assign(person, {
        first: given,
        firstRaw: given,
        firstParts: [given],
        last: vietnamese.family,
        lastInitial: vietnamese.family[0]?.[0] ?? '',
        firstInitials: null,
        westernAlias: !isGivenName(given) && (vietnamese.marked || !isKnownWord(given)),
      });
      person.phrases.push(vietnamese.reordered);
    }
    people.push(person);
  }
  return people;
});

/** "Marie Lefèvre" → ["lefevre"], "Michael O'Brien" → ["o", "brien"]; none for one word. */
function surname(name: string): string[] {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? tokenize(parts.at(-1)!).map((t) => t.lower) : [];
}

/** "Jean-François Tremblay" → "jf", "Marie-Ève" → "me"; null for a first name of one word. */
function compoundInitials(name: string): string | null {
  const parts = name.trim().split(/\s+/)[0]!.split(/[-‐]/).filter(Boolean);
  return parts.length > 1 ? parts.map((p) => fold(p)[0] ?? '').join('') : null;
}
