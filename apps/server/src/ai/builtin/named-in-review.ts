import type { ReplyRequest } from '../engine.ts';
import type { NamedInReview } from './course-words.ts';
import type { Reading, Verdicts } from './reading.ts';

const every = <T>(v: Verdicts<T>): T[] => [...v.praised, ...v.critiqued, ...v.noted];
/** "Cauliflower steak (vegan)" is written without the owner's note in brackets. */
const bare = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim() || name.trim();

/**
 * The review's dishes by every name the menu gives them (a reply may use any), its people by the
 * first names replies call them: what "don't name the dishes" or "leave the staff out" removes.
 */
export function namedInReview(request: ReplyRequest, reading: Reading): NamedInReview {
  const dishes = every(reading.dishes).flatMap((key) => {
    const entry = request.menuEntries?.find((e) => e.name === key || e.aliases.includes(key));
    return (entry ? [key, entry.name, ...entry.aliases] : [key]).map(bare);
  });
  return { dishes: [...new Set(dishes)], people: every(reading.staff) };
}
