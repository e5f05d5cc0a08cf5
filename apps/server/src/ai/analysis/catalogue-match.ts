import { compileMenu, menuExact, menuMentions } from './catalogue-menu.ts';
import { staffMentions } from './catalogue-staff.ts';
import { compileStaff } from './staff-roster.ts';
import { menuTokens, tokenize, type CatalogueEntry, type Mention } from './catalogue-text.ts';

export { editDistance, type CatalogueEntry, type Mention } from './catalogue-text.ts';

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
  const tokens = kind === 'menu' ? menuTokens(text) : tokenize(text);
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
