import type { ReplyRequest } from '../engine.ts';
import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * A dish named in the reply's language: a bilingual menu gives each dish a French and an
 * English name ("Truite fumée à l’érable" / "Maple smoked trout"), and an English reply that
 * says "the truite fumée à l’érable" reads as a template. Among the names of the reply's
 * language, the one the guest wrote comes first: they know the dish by it.
 */

/** Marks of French in a dish name: accents and the little words French names are built with. */
const FRENCH_MARKS =
  /[éèêëàâçôûîïœ]|(?:^|\s)(?:de|du|des|la|le|les|aux|au|à|et|en)(?=\s|$)|(?:^|\s)[dl]['’]/giu;

const frenchness = (name: string) => (name.match(FRENCH_MARKS) ?? []).length;

const written = (review: string, name: string) => {
  const text = ` ${fold(review).replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  return text.includes(
    ` ${fold(name)
      .replace(/[^\p{L}\p{N}&]+/gu, ' ')
      .trim()} `,
  );
};

/** The menu item's name to write in a reply in `language`; the item as given when unknown. */
export function dishNameIn(request: ReplyRequest, item: string, language: ReplyLanguage): string {
  const entry = request.menuEntries?.find((e) => e.name === item);
  const names = entry ? [entry.name, ...entry.aliases].filter((n) => n.trim()) : [];
  if (names.length < 2) return item;
  const scores = names.map(frenchness);
  const best = language === 'fr' ? Math.max(...scores) : Math.min(...scores);
  const fitting = names.filter((_, i) => scores[i] === best);
  return fitting.find((n) => written(request.review.text, n)) ?? fitting[0] ?? item;
}
