import type { Context } from './compose-context.ts';
import type { ReplyAspect } from './reading.ts';
import { fold } from './text.ts';

/*
 * What the guest praised, in the guest's own words: "the patio, the cocktails and the bread"
 * rather than "the atmosphere, the drinks and the food". A manager echoes what the guest liked;
 * the category's word stays when the guest's is too vague ("the place") or cannot be said
 * with its article (a French noun whose gender the review does not show).
 */

/** Terms that name the visit or the place as a whole, never a thing liked. */
const VAGUE = new Set(
  'place restaurant spot experience time visit evening night dinner lunch brunch breakfast meal food service everything endroit resto restaurant experience soiree soir repas diner souper visite fois moment'.split(
    ' ',
  ),
);
const MAX_WORDS = 3;

/** "the cocktails"; in French the article the guest used before the term, or null. */
function withArticle(term: string, snippet: string, language: 'en' | 'fr'): string | null {
  const lower = term.toLowerCase();
  if (language === 'en') return /^(?:the|our|my|your)\b/.test(lower) ? lower : `the ${lower}`;
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|[^\\p{L}])(le|la|les|l['’])\\s*${escaped}(?![\\p{L}])`, 'iu').exec(
    snippet,
  );
  if (!found) return null;
  const article = found[1]!.toLowerCase().replace('’', "'");
  return article === "l'" ? `l’${lower}` : `${article} ${lower}`;
}

/** The guest's words for one praised aspect, or null when none will do. */
function praisedWordsOf(ctx: Context, aspect: ReplyAspect): string | null {
  const { request, reading } = ctx;
  const taken = new Set([...(request.menu ?? []), ...(request.staff ?? [])].map((n) => fold(n)));
  for (const a of request.analysis?.aspects ?? []) {
    if (a.category !== aspect || a.polarity !== 'positive') continue;
    const key = fold(a.term);
    const words = key.split(' ');
    if (words.length > MAX_WORDS || VAGUE.has(key) || taken.has(key)) continue;
    if (words.some((w) => taken.has(w) && w.length > 3)) continue;
    const said = withArticle(a.term, a.snippet, reading.language);
    if (said) return said;
  }
  return null;
}

/** Up to three praised aspects, each in the guest's words when they will do, else the category's. */
export function praisedList(ctx: Context, aspects: readonly ReplyAspect[]): string {
  const said = aspects.slice(0, 3).map((a) => praisedWordsOf(ctx, a) ?? ctx.lines.aspect[a]);
  return ctx.lines.list([...new Set(said)]);
}
