import type { Segment } from './clauses.ts';
import type { Word } from './sentence.ts';

/*
 * "We waited ages for the poutine and the sandwich, and both arrived lukewarm": a later clause of
 * the sentence that opens on "both" (« les deux », "neither", "all of them") judges every dish
 * named before it, not only the nearest one.
 */

const JOINS = new Set(['and', 'but', 'then', 'et', 'mais', 'puis', 'pis']);
const OPENINGS = [
  'both',
  'neither',
  'all of them',
  'all three',
  'les deux',
  'tous les deux',
  'toutes les deux',
  'ni l un ni l autre',
  'aucun des deux',
];

/** The clause after the mention's own that speaks of all the dishes named before it, if any. */
export function bothClause(
  words: Word[],
  all: Segment[],
  at: number,
  mentions: readonly [number, number][],
): Segment | undefined {
  for (const s of all.slice(at + 1)) {
    if (mentions.some(([a, b]) => a < s.to && b > s.from)) return undefined;
    const folded = words
      .slice(s.from, s.to)
      .filter((w) => !w.punct)
      .map((w) => w.folded);
    const start = JOINS.has(folded[0] ?? '') ? 1 : 0;
    const lead = ` ${folded.slice(start).join(' ')} `;
    if (OPENINGS.some((o) => lead.startsWith(` ${o} `))) return s;
  }
  return undefined;
}
