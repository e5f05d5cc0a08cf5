import { ROLE_KIND, TITLE_WORDS } from '../../ai/analysis/catalogue-people-words.ts';
import { fold } from '../../ai/analysis/catalogue-text.ts';

// The role guests gave someone the roster lacks ("our server Priya", « notre serveuse Maëlle »),
// for the roster's "add to the team" suggestion: the word said next to the name most often, or
// the roster's own word for that kind of role when it has one ("waitress" joins the "server"s).

/** Role-kind words that name a place or a service rather than a person. */
const NOT_A_PERSON = new Set(
  'service salle floor bar kitchen cuisine accueil front door wine vin'.split(' '),
);
/** Words between the role and the name at most: "our lovely server Priya". */
const NEAR = 3;

const kindOf = (folded: string) =>
  NOT_A_PERSON.has(folded) ? undefined : (ROLE_KIND.get(folded) ?? TITLE_WORDS.get(folded));

/** The role word said near `name` in each snippet, as the guests wrote it; null when none. */
export function guessedRole(
  name: string,
  snippets: readonly string[],
  rosterRoles: readonly string[],
): string | null {
  const target = fold(name).toLowerCase();
  const counts = new Map<string, { word: string; kind: string; n: number }>();
  for (const snippet of snippets) {
    const words = snippet.match(/[\p{L}]+/gu) ?? [];
    const folded = words.map((w) => fold(w).toLowerCase());
    const at = folded.indexOf(target);
    if (at < 0) continue;
    for (let i = Math.max(0, at - NEAR); i <= Math.min(words.length - 1, at + NEAR); i++) {
      const kind = i === at ? undefined : kindOf(folded[i]!);
      if (!kind) continue;
      const word = words[i]!.toLowerCase();
      const seen = counts.get(word) ?? { word, kind, n: 0 };
      seen.n += 1;
      counts.set(word, seen);
      break;
    }
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n || a.word.localeCompare(b.word))[0];
  if (!best) return null;
  const ours = rosterRoles.find((r) => kindOf(fold(r).toLowerCase().trim()) === best.kind);
  return ours?.trim() ?? best.word;
}
