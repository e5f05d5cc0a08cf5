import {
  asksComparison,
  comparedPeriodOf,
  comparisonOf,
  currentAgainst,
  yearOverYear,
} from './date-comparisons.ts';
import { allTime, periodOf, type Period } from './dates.ts';
import { named } from './date-parts.ts';
import type { Catalogue } from '../engine.ts';
import {
  catalogueNamed,
  everyNamed,
  firstNamed,
  lastNamed,
  locationsNamed,
  petAmbiguous,
  petNamed,
  staffNamed,
} from './catalogue.ts';
import { spellOut, spellOutDishes } from './shorthand.ts';
import { staffByRole } from './staff-roles.ts';
import { correctTypos, ownWordsOf } from './typos.ts';
import { withoutName } from './declines.ts';
import { fold, languageOf, sentencesOf, withoutGreeting } from './text.ts';
import { askingPart, intentOf } from './intent-of.ts';
import type { AspectCategory } from '@tableside/domain/insights';
import type { Understood } from './understood-types.ts';
import { platformsOf } from './question-platforms.ts';
import { ratingsOf } from './question-stars.ts';
import { CATEGORY_WORDS, rankingOf, ROLE_WORDS } from './question-words.ts';

export type { Catalogue, Named } from '../engine.ts';
export type { Ranking } from './question-words.ts';
export type { Intent, Understood } from './understood-types.ts';
export { locationsNamed } from './catalogue.ts';

/**
 * "Since we changed the menu", « depuis qu'on a changé la carte », with no month after: a change
 * whose date the reviews do not hold. It names no dish (so "what do people complain about most
 * since we changed the menu" ranks topics, not dishes) and keeps the recent default period,
 * which the answer states, rather than every review ("… in March" is dated: dates.ts).
 */
const UNDATED_CHANGE =
  /\b(?:since|depuis|after|apres) (?:[a-z]+ ){0,5}?(?:menus?|cartes?|chefs?|renos?|renovations?|travaux|recettes?|recipes?|fournisseurs?|suppliers?|cuisiniers?|cooks?|owners?|proprios?|proprietaires?)\b(?! (?:in|en|au|back in|last|on|le)\b)/;

const WILL_AUXILIARY =
  /\b[Ww]ill( (?:we|you|they|i|it|he|she|our|the|that|this|there|people|guests|my)\b)/g;

/** A sentence that opens on "since then" / « depuis, »: since the period the one before told. */
const SINCE_THEN =
  /^\s*(?:(?:since then|ever since|depuis lors|depuis ce temps(?:-là)?)\b|(?:since|depuis)\s*,)/i;

/**
 * "We put the poutine on the menu this winter. How many mentioned it since January?", "ever
 * mention the fries? 2026 only": the period of a later sentence, when one names it, before one
 * told first as context.
 */
function periodAsked(question: string, today: string): Period {
  const sentences = sentencesOf(question);
  const ever = allTime(today).range.startDate;
  const dated = (sentence: string) => {
    const own = periodOf(sentence, today);
    return own.explicit && own.range.startDate !== ever;
  };
  for (let i = sentences.length - 1; i >= 1; i--) {
    const own = periodOf(sentences[i]!, today);
    // « On a revu la sauce au printemps. Depuis, combien… »: from the start of the period told
    // before to today.
    const told = sentences.slice(0, i).join(' ');
    if (!own.explicit && SINCE_THEN.test(sentences[i]!) && dated(told))
      return named('span', { startDate: periodOf(told, today).range.startDate, endDate: today });
    if (!own.explicit) continue;
    // "Since Thanksgiving? like total, all platforms": a total over the period already named.
    if (own.range.startDate === ever && sentences.slice(0, i).some(dated)) continue;
    return own;
  }
  return periodOf(question, today);
}

/**
 * The topic the question asks about: the asking sentence's when a story comes before it ("Slow
 * one at Saint-Laurent, catching up on admin. How many reviews since Thanksgiving?" asks no
 * topic), the story's when the question points back to it ("Service was slow. Any complaints
 * about it?").
 */
function topicAsked(question: string, q: string): AspectCategory | null {
  const topicOf = (text: string) => CATEGORY_WORDS.find(([, re]) => re.test(text))?.[0] ?? null;
  const sentences = sentencesOf(question);
  if (sentences.length < 2 || !sentences.some((s) => s.includes('?'))) return topicOf(q);
  const asking = askingPart(question);
  return topicOf(asking) ?? (POINTS_BACK.test(asking) ? topicOf(q) : null);
}

/** "Any complaints about it?", « on s'en plaint? »: what the sentences before named. */
const POINTS_BACK = /\b(it|them|that|this|those|ca|cela|en|le|la|les)\b/;

/** Reads a question against the restaurant's own catalogue. Pure: no I/O. */
export function understand(
  typed: string,
  today: string,
  catalogue: Catalogue,
  restaurantName = '',
): Understood {
  const own = [catalogue.locations, catalogue.menu, catalogue.staff].flatMap((entries) =>
    entries.flatMap((e) => [e.name, ...(e.aliases ?? [])]),
  );
  const ownWords = ownWordsOf([...own, restaurantName]);
  const question = correctTypos(
    spellOutDishes(spellOut(withoutGreeting(typed)), ownWords),
    ownWords,
  );
  const undated = UNDATED_CHANGE.test(fold(question));
  const q = fold(question).replace(UNDATED_CHANGE, ' ').replace(/ +/g, ' ').trim();
  const locations = locationsNamed(q, catalogue.locations, restaurantName);
  // The restaurant's own name is no dish ("Chez Lucienne" is not the "Burger Lucienne").
  // "Will we hit 4.5": the auxiliary, not a Will or a Guillaume.
  const named = withoutName(question, restaurantName).replace(WILL_AUXILIARY, '$1');
  // "Laval vs Plateau l'an passé", "sam vs alex this year": the places or the people are
  // compared over the period, not this period with the one before.
  const subjects =
    everyNamed(named, catalogue.menu, 'menu').length >= 2 ||
    new Set([...everyNamed(named, catalogue.staff, 'staff'), ...petNamed(q, catalogue)]).size >= 2;
  const twoCompared = locations.length > 1 || subjects;
  const against = twoCompared ? null : currentAgainst(question, today);
  const period = against?.period ?? periodAsked(question, today);
  const dish = catalogueNamed(named, catalogue.menu, 'menu');
  const person = catalogueNamed(named, catalogue.staff, 'staff');
  // The old exact and loose readings only when the matcher saw no ambiguity.
  const menuItem =
    dish.entry ?? (dish.ambiguous.length ? null : firstNamed(q, catalogue.menu, true));
  const staff =
    person.entry ??
    (person.ambiguous.length
      ? null
      : (staffNamed(q, catalogue.staff) ??
        (dish.entry ? null : (petNamed(q, catalogue)[0] ?? null))));
  // "Comment va Tienne" with two Étiennes: the pet name fits both, so ask which.
  // "How many mention Costa" with two Costas: ask which, as for a first name.
  const unnamed = () => {
    const pets = petAmbiguous(q, catalogue);
    if (pets.length) return pets;
    const shared = lastNamed(q, catalogue.staff);
    return shared.length > 1 ? shared : [];
  };
  const pet = person.ambiguous.length || staff || menuItem ? person.ambiguous : unnamed();
  // "The bartender at Ballard", « la gérante »: the one person holding that role there; two
  // bartenders are asked back. A ranking's role ("our best server") narrows the ranking instead.
  const byRole =
    staff || menuItem || pet.length || dish.ambiguous.length || rankingOf(q)
      ? []
      : staffByRole(q, catalogue, locations);
  const personAmbiguous = byRole.length > 1 ? byRole : pet;
  const who = staff ?? (byRole.length === 1 ? byRole[0]! : null);
  const base: Understood = {
    language: languageOf(question),
    intent: 'unknown',
    period,
    // "Compare Ossington and Liberty Village": the places compared, not the period before.
    comparison:
      against?.comparison ??
      yearOverYear(question, period) ??
      comparedPeriodOf(question, today) ??
      (asksComparison(question) && !twoCompared ? comparisonOf(period) : null),
    locations,
    menuItem,
    staff: who,
    category: topicAsked(question, q),
    ratings: ratingsOf(q),
    ranking: rankingOf(q),
    keyword: null,
    ambiguous: [...(menuItem ? [] : dish.ambiguous), ...(who ? [] : personAmbiguous)],
    staffRole: ROLE_WORDS.find(([, re]) => re.test(q))?.[0] ?? null,
    unknownName: null,
    incidentKinds: null,
    platforms: platformsOf(q),
    days: null,
    reviewLanguage: null,
  };
  return intentOf({
    q,
    question,
    named,
    today,
    period,
    undated,
    base,
    dish,
    staff,
    subjects,
    catalogue,
    restaurantName,
  });
}
