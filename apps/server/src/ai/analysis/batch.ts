import type { CatalogueEntry } from './catalogue-match.ts';
import { analyseReview, type AnalyseOptions, type StaffEntry } from './review-analysis.ts';

/** `menu.json`: item names, or `{name, aliases}` objects. */
export function readMenu(json: unknown): CatalogueEntry[] {
  if (!Array.isArray(json)) throw new Error('menu must be a JSON array');
  return json.flatMap((entry): CatalogueEntry[] => {
    if (typeof entry === 'string') return entry.trim() ? [{ name: entry }] : [];
    if (entry && typeof entry === 'object' && typeof entry.name === 'string')
      return [{ name: entry.name, aliases: stringArray(entry.aliases) }];
    return [];
  });
}

/** `staff.json`: `{name, role, aliases?}` objects. */
export function readStaff(json: unknown): StaffEntry[] {
  if (!Array.isArray(json)) throw new Error('staff must be a JSON array');
  return json.flatMap((entry): StaffEntry[] =>
    entry && typeof entry === 'object' && typeof entry.name === 'string'
      ? [
          {
            name: entry.name,
            role: typeof entry.role === 'string' ? entry.role : null,
            aliases: stringArray(entry.aliases),
          },
        ]
      : [],
  );
}

const stringArray = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** One output line per input line; a malformed line becomes an error line naming it. */
export function analyseLine(
  line: string,
  lineNumber: number,
  options: AnalyseOptions,
): string | null {
  if (!line.trim()) return null;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({ line: lineNumber, error: 'invalid JSON' });
  }
  if (!input || typeof input !== 'object' || typeof (input as { text?: unknown }).text !== 'string')
    return JSON.stringify({ line: lineNumber, error: 'expected {"id", "text", "rating"?}' });
  const { id = null, text, rating } = input as { id?: unknown; text: string; rating?: unknown };
  const stars = typeof rating === 'number' && rating >= 1 && rating <= 5 ? rating : null;
  // Sightings feed the product's alias suggestions and people the roster lacks its replies; the
  // batch output keeps its documented fields.
  const {
    skipped,
    sightings: _sightings,
    guestNamedStaff: _guestNamed,
    ...analysis
  } = analyseReview(text, stars, options);
  return JSON.stringify({ id, ...analysis, ...(skipped ? { skipped } : {}) });
}
