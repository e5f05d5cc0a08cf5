const stripAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Soupe à l’oignon" matches "soupe a l'oignon", "Soupe-à-l oignon" and "soupes à l’oignon". */
function patternFor(entry: string, plural: boolean): RegExp | null {
  const words = stripAccents(entry)
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

type Span = { entry: string; start: number; end: number };

// First names that are also everyday words ("a glass of rosé", "the pierre of the wall"): written
// in lower case they are most likely the word, not the person.
const NAME_WORDS = new Set(
  (
    'rose pierre olive will mark may june april august sage grace joy hope amber ruby jade ' +
    'summer bill jack dawn sky belle rich frank sunny victoire claire max blanche marguerite ' +
    'basil basile cherry ginger honey pepper rosemary violette fleur soleil reine prune'
  ).split(' '),
);

/**
 * The catalogue entries a text names, spelled as in the catalogue and in the order the text
 * names them. Case and accents are ignored; a longer entry ("Burger végé") hides the shorter
 * entry inside it ("Burger"). With `properNoun`, a name that is also a word ("Rose") only counts
 * in lower case when the whole text is written in lower case.
 */
export function findMentions(
  text: string,
  catalogue: readonly string[],
  opts: { properNoun?: boolean } = {},
): string[] {
  const haystack = stripAccents(text);
  const allLower = haystack === haystack.toLocaleLowerCase();
  const entries = [...new Set(catalogue.map((e) => e.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  const taken: Span[] = [];
  for (const entry of entries) {
    const pattern = patternFor(entry, !opts.properNoun);
    if (!pattern) continue;
    for (const match of haystack.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const wordLike = NAME_WORDS.has(entry.toLocaleLowerCase());
      if (opts.properNoun && wordLike && !allLower && !/^\p{Lu}/u.test(match[0])) continue;
      if (taken.some((s) => start < s.end && end > s.start)) continue;
      taken.push({ entry, start, end });
    }
  }
  const seen = new Set<string>();
  return taken
    .sort((a, b) => a.start - b.start)
    .map((s) => s.entry)
    .filter((entry) => (seen.has(entry) ? false : (seen.add(entry), true)));
}

/** The sentence of the text in which an entry is first named, for judging how it was meant. */
export function sentenceNaming(text: string, entry: string): string | null {
  const sentences = text.split(/(?<=[.!?;\n])\s*|\s+(?:but|mais|however|cependant|though)\s+/i);
  return sentences.find((s) => findMentions(s, [entry]).length > 0) ?? null;
}
