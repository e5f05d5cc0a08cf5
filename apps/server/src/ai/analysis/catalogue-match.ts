import { isGenericMenuName } from '@tableside/domain/insights';

export type CatalogueEntry = { name: string; aliases?: string[] };
export type Mention = { name: string; start: number; end: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// First names that are also everyday words ("a glass of rosé"): in lower case they are the word.
const NAME_WORDS = new Set(
  (
    'rose pierre olive will mark may june april august sage grace joy hope amber ruby jade ' +
    'summer bill jack dawn sky belle rich frank sunny victoire claire max blanche marguerite ' +
    'basil basile cherry ginger honey pepper rosemary violette fleur soleil reine prune'
  ).split(' '),
);

/** "Soupe à l’oignon" matches "soupe a l'oignon", "Soupe-à-l oignon" and "soupes à l’oignon". */
function patternFor(phrase: string, plural: boolean): RegExp | null {
  const words = fold(phrase)
    .split(/[\s\-'.]+/)
    .filter(Boolean)
    .map(escape);
  if (words.length === 0 || words.join('').length < 2) return null;
  const suffix = plural ? "(?:s|x|es|'s)?" : "(?:'s)?";
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${words.join("[\\s\\-'.]*")}${suffix}(?![\\p{L}\\p{N}])`,
    'giu',
  );
}

/**
 * Where a text names catalogue entries, by name or alias, ignoring case and accents; the longest
 * phrase wins an overlap. Menu entries skip the generic words; people also match by
 * first name, and a first name that is also a word counts only when capitalised.
 */
export function matchCatalogue(
  text: string,
  entries: readonly CatalogueEntry[],
  kind: 'menu' | 'staff',
): Mention[] {
  if (entries.length === 0) return [];
  const haystack = fold(text);
  const allLower = haystack === haystack.toLowerCase();
  const taken: Mention[] = [];
  for (const { pattern, name, nameWord } of compiled(entries, kind)) {
    pattern.lastIndex = 0;
    for (const match of haystack.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (nameWord && !allLower && !/^\p{Lu}/u.test(match[0])) continue;
      if (taken.some((s) => start < s.end && end > s.start)) continue;
      taken.push({ name, start, end });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

type Compiled = { pattern: RegExp; name: string; nameWord: boolean }[];
const cache = {
  menu: new WeakMap<readonly CatalogueEntry[], Compiled>(),
  staff: new WeakMap<readonly CatalogueEntry[], Compiled>(),
};

/** Patterns of a catalogue, longest phrase first, built once per catalogue array. */
function compiled(entries: readonly CatalogueEntry[], kind: 'menu' | 'staff'): Compiled {
  const hit = cache[kind].get(entries);
  if (hit) return hit;
  const phrases: { phrase: string; name: string; nameWord: boolean }[] = [];
  for (const entry of entries) {
    const names = [entry.name, ...(entry.aliases ?? [])].map((n) => n.trim()).filter(Boolean);
    if (kind === 'staff') {
      const first = entry.name.trim().split(/\s+/)[0];
      if (first && first.length >= 2) names.push(first);
    }
    for (const phrase of new Set(names)) {
      if (kind === 'menu' && isGenericMenuName(phrase)) continue;
      const nameWord = kind === 'staff' && NAME_WORDS.has(fold(phrase).toLowerCase());
      phrases.push({ phrase, name: entry.name, nameWord });
    }
  }
  phrases.sort((a, b) => b.phrase.length - a.phrase.length);
  const out: Compiled = [];
  for (const { phrase, name, nameWord } of phrases) {
    const pattern = patternFor(phrase, kind === 'menu');
    if (pattern) out.push({ pattern, name, nameWord });
  }
  cache[kind].set(entries, out);
  return out;
}
