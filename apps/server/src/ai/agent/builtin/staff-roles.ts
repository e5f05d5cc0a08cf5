import type { Catalogue, Named } from '../engine.ts';
import { ROLE_WORDS, hasRole } from './question-words.ts';

// People a question points at by their role instead of a name: "the bartender at Ballard",
// « le barman à Limoilou », "our chef in Victoria", "the GM", « la gérante ». The role the owner
// typed for each person is read with the same words as a ranking's role ("serveuse" is a
// server, "barman" a bartender), and the place named narrows it to the people working there.

/** "The", "our", « le », « notre »…: a role after one of these is one person, not a kind. */
const DETERMINERS = new Set('the our my your le la l notre mon ma votre'.split(' '));
/** A word between the determiner and the role: "our head chef", "the new host". */
const BETWEEN = new Set('head main new sous'.split(' '));

/** The role a question names as one person ("the bartender"), or null ("our servers": a kind). */
export function roleAsked(q: string): string | null {
  const words = q.split(' ');
  for (let i = 0; i < words.length; i++) {
    if (!DETERMINERS.has(words[i]!)) continue;
    const at = BETWEEN.has(words[i + 1] ?? '') ? i + 2 : i + 1;
    const rest = words.slice(at).join(' ');
    for (const [role, re] of ROLE_WORDS) {
      const m = new RegExp(`^(?:${re.source})`).exec(rest);
      // A plural ("the servers", « les serveuses ») is every one of them.
      if (m && !/[^s]s$/.test(m[0])) return role;
    }
  }
  return null;
}

/**
 * The people holding the role a question names, narrowed to those working at the place it names
 * when any does (someone working at every location stays when nobody works there alone): one
 * person is that person; several are asked back.
 */
export function staffByRole(q: string, catalogue: Catalogue, locations: { id: string }[]): Named[] {
  const role = roleAsked(q);
  if (!role) return [];
  const holders = catalogue.staff.filter((s) => hasRole(s.role, role));
  if (!locations.length) return holders;
  const ids = new Set(locations.map((l) => l.id));
  const there = holders.filter((s) => s.location_id && ids.has(s.location_id));
  return there.length ? there : holders.filter((s) => !s.location_id);
}
