/*
 * Terms the analysis reads as complaints whose clause says no fault of the restaurant's: "fries
 * were fries" (it was what it was), "waiting for our train" (a wait elsewhere), "beer was cold"
 * (what a beer should be), "prices are about what you'd expect" (as expected). A reply that
 * apologises for those invents the complaint. Clauses are folded (complaint-clauses.ts's clauseList).
 */

/** "Fries were fries", « une poutine c'est une poutine »: what it was, no verdict. */
const TAUTOLOGY =
  /\b(\w+ \w{3,}|\w{3,})s? (?:was|were|is|are|etait|etaient|c.?etait|c.?est|est|sont) (?:just |juste |only |seulement )?(?:a |an |une? |des )?\1s?\b/;

/** Waiting for something the restaurant does not serve: a train, a show, a ride. */
const WAIT_ELSEWHERE =
  /\b(?:wait\w*|attend\w*) (?:for |pour )?(?:our |my |the |a |notre |mon |ma |le |la |l.)?(?:\w+ )?(?:train|bus|ride|uber|taxi|cab|flight|plane|ferry|show|movie|film|game|match|concert|autobus|avion|traversier|spectacle|navette)\b/;

/** A drink whose coldness is the point. */
const COLD_DRINK =
  /^(?=.*\b(?:beers?|bieres?|pints?|lagers?|ipa|ciders?|cidres?|sodas?|lemonade|limonade)\b).*\b(?:cold|ice cold|chilled|frosty|froide?s?|glacee?s?)\b/;

/** A price said to be the usual one: "about what you'd expect", « dans la moyenne ». */
export const PRICE_AS_EXPECTED =
  /\b(?:(?:about|roughly|pretty much|just|exactly|more or less) what (?:you|one|i|we) ?(?:would|.?d) expect|as expected|dans la moyenne|(?:prix|prices?) (?:\w+ )?(?:corrects?|raisonnables?|reasonable|fair|normal|normaux|standard))\b/;

/**
 * The polarity a term read as a complaint keeps once its clause is read: neutral when the clause
 * says no fault, positive for a cold beer; unchanged otherwise. `faulted` says whether the clause
 * finds the term's topic's own fault ("the prices are what you'd expect, i.e. steep" keeps it).
 */
export function unfaulted(
  category: string,
  term: string,
  clause: string,
  faulted: boolean,
): 'neutral' | 'positive' | null {
  if (faulted) return null;
  for (const [, same = ''] of clause.matchAll(new RegExp(TAUTOLOGY.source, 'g')))
    if (same && (term.includes(same) || same.includes(term))) return 'neutral';
  if ((category === 'wait' || category === 'service') && WAIT_ELSEWHERE.test(clause))
    return 'neutral';
  if (category === 'drinks' && COLD_DRINK.test(clause)) return 'positive';
  if (category === 'price' && PRICE_AS_EXPECTED.test(clause)) return 'neutral';
  return null;
}

/** The clause without what says a price is the usual one, for finding a price's fault in it. */
export const withoutUsualPrice = (clause: string) =>
  clause.replace(new RegExp(PRICE_AS_EXPECTED.source, 'g'), ' ');
