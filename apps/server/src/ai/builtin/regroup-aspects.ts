import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { CLEAN_TERM, PAYING, PERSON_TERM, SERVICE_TERM, WAIT_TERM } from './complaint-words.ts';
import { pricedOnly } from './complaint-bill.ts';
import { clauseList, faultsIn } from './complaint-clauses.ts';
import { ACCESS_TERM, CARD, HEAD_OF_ROOM, OUT_OF_ORDER } from './complaint-place.ts';
import { WAIT_NAMED } from './complaint-wait.ts';
import type { ReplyAspect } from './reply-aspects.ts';
import { unfaulted } from './unfaulted-terms.ts';
import { fold } from './text.ts';

type Aspect = ReviewUnderstanding['aspects'][number];

const isBad = (p: string) => p === 'negative' || p === 'conflict';

/** The aspect a term speaks of, by its own words and its clause, whatever the category said. */
function aspectOfTerm(term: string, clause: string, category: string): string {
  const t = fold(term);
  if (WAIT_TERM.test(t)) return 'wait';
  const faults = faultsIn(clause);
  if (PAYING.test(t)) {
    if (faults.includes('price')) return 'price';
    if (faults.includes('wait')) return 'wait';
  }
  if (SERVICE_TERM.test(t) && faults.includes('wait')) return 'wait';
  // « Un peu d'attente pour avoir une table »: the table is what was waited for.
  if (/^(?:les? |la |the )?(?:tables?|services?)$/.test(t) && WAIT_NAMED.test(clause))
    return 'wait';
  if (PERSON_TERM.test(t)) return 'service';
  // "Food is a bit pricey for what it is": the price, not the food.
  if (category === 'food' && pricedOnly(t, clause)) return 'price';
  if (CLEAN_TERM.test(t) && (faults.includes('cleanliness') || OUT_OF_ORDER.test(clause)))
    return 'cleanliness';
  // "Nobody warned us about the stairs": a way in or up, which a reply answers as access.
  if (ACCESS_TERM.test(t)) return 'location';
  return category;
}

/**
 * The analysis's aspect terms with the category their own words give ("l'addition pique" is the
 * price, "the washroom floor was soaked" the cleanliness, and a complaint).
 */
export function regroupAspects(text: string, aspects: Aspect[]): Aspect[] {
  const clauses = clauseList(text);
  return aspects.map((a) => {
    const clause = clauses.find((c) => c.includes(fold(a.term))) ?? fold(a.snippet);
    // « La directrice de salle »: a person's title, not the room, and no verdict on the room.
    if (/^(?:la )?salle$/.test(fold(a.term)) && HEAD_OF_ROOM.test(clause))
      return { ...a, category: 'service', polarity: 'neutral' as const };
    // « La carte-cadeau », « la carte bancaire »: a card in the guest's wallet, not the menu.
    if (/^(?:la )?carte$/.test(fold(a.term)) && CARD.test(fold(a.snippet)))
      return { ...a, polarity: 'neutral' as const };
    // « Toilettes hors service »: the only "service" said was a washroom out of order.
    if (/^(?:le )?service$/.test(fold(a.term)) && !clauses.some((c) => /\bservice\b/.test(c)))
      return { ...a, polarity: 'neutral' as const };
    const category = aspectOfTerm(a.term, clause, a.category);
    // The clause of the term's own sentence: "a beer" told first is not "beer was cold".
    const own = clauses.find((c) => c.includes(fold(a.term)) && fold(a.snippet).includes(c));
    const faults = faultsIn(own ?? clause);
    const polarity =
      category === 'cleanliness' && faultsIn(clause).includes('cleanliness')
        ? 'negative'
        : isBad(a.polarity)
          ? (unfaulted(
              category,
              fold(a.term),
              own ?? clause,
              faults.includes(category as ReplyAspect),
            ) ?? a.polarity)
          : a.polarity;
    return category === a.category && polarity === a.polarity ? a : { ...a, category, polarity };
  });
}
