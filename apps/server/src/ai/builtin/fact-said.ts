import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import { factIn, topicsOf } from './facts.ts';
import type { Statement } from './instruction-rules.ts';
import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * "mention gift cards are sold online" typed in English over a French reply: the writer cannot
 * translate the words, but a restaurant whose facts say the same thing in both languages has
 * written the translation itself. The fact is said in the reply's language when its half in the
 * statement's language holds every word the statement means; else the statement is reported.
 */

/** Words that carry nothing of a statement's meaning, in either language. */
const EMPTY = new Set(
  `the a an our we us is are be been being can could will would sold sell sells selling available
  get bought buy also and or of for to in at on all any you your they them it its that this there
  yes just now do does have has le la les l un une des de du d nos notre nous on est sont peut
  peuvent vendu vendue vendus vendues vend vendons disponible disponibles aussi et ou pour a au aux
  en vous votre vos oui que qu`.split(/\s+/),
);

const contentWords = (text: string) =>
  fold(text)
    .replace(/'/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !EMPTY.has(w));

/** Singular and plural alike: "cards" is in "card", « cartes » in « carte ». */
const stem = (word: string) => word.replace(/[sx]$/, '');

/** The fact said in `language` that the statement, typed in the other, says; null when none. */
export function factSaying(
  statement: Statement,
  facts: RestaurantFacts | undefined,
  language: ReplyLanguage,
  place: string,
): string | null {
  const [topic, ...others] = topicsOf(statement.text);
  if (!topic || topic === 'other' || others.length) return null;
  const typed = factIn(facts?.[topic], statement.language, place);
  const said = factIn(facts?.[topic], language, place);
  if (!typed || !said) return null;
  const written = new Set(contentWords(typed).map(stem));
  const meant = contentWords(statement.text);
  return meant.length && meant.every((w) => written.has(stem(w))) ? said : null;
}
