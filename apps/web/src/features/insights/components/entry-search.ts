export type PickableEntry = { id: string; name: string };

/** Case, accents and ligatures aside: "creme" finds "Crème brûlée", "oeuf" finds "Œuf mayo". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether one of the name's words (or a run of them) starts with the words typed. */
const atWord = (name: string, wanted: string) =>
  ` ${name.replace(/[^\p{L}\p{N}]+/gu, ' ')}`.includes(` ${wanted}`);

/**
 * The entries whose name holds what was typed, keeping the given order (by name) but names with
 * a word starting with it first: "cr" lists Crab cakes before Tarte au sucre.
 */
export function searchEntries<T extends PickableEntry>(sorted: readonly T[], query: string): T[] {
  const wanted = folded(query);
  if (!wanted) return [...sorted];
  const matching = sorted.filter((e) => folded(e.name).includes(wanted));
  const first = matching.filter((e) => atWord(folded(e.name), wanted));
  return [...first, ...matching.filter((e) => !first.includes(e))];
}
