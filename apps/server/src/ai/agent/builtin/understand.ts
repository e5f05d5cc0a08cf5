import type { AspectCategory } from '@tableside/domain/insights';
import type { IncidentKind } from '@tableside/domain/review-signals';
import type { SourcePlatform } from '@tableside/domain/sources';
import {
  asksComparison,
  comparedPeriodOf,
  comparisonOf,
  currentAgainst,
  yearOverYear,
} from './date-comparisons.ts';
import { allTime, periodOf, type Period } from './dates.ts';
import type { Catalogue, Named } from '../engine.ts';
import {
  catalogueNamed,
  everyNamed,
  firstNamed,
  lastNamed,
  locationsNamed,
  otherDishThan,
  petAmbiguous,
  petNamed,
  staffNamed,
} from './catalogue.ts';
import { spellOut, spellOutDishes } from './shorthand.ts';
import { staffByRole } from './staff-roles.ts';
import { correctTypos, ownWordsOf } from './typos.ts';
import { kindOfName, otherDishOf, subjectOf, type UnknownName } from './subject.ts';
import {
  INJECTION,
  namesElsewhere,
  NO_DATA,
  otherMatter,
  OUT_OF_SCOPE,
  withoutName,
  writes,
} from './declines.ts';
import { asTyped, fold, languageOf } from './text.ts';
import {
  daysAsked,
  languageAsked,
  NAMES_WEEKEND,
  lastMonths,
  lastTwelveMonths,
  OFF_MENU,
  ONE_REVIEW,
  SOME_REVIEWS,
  PER_MONTH,
  SAID_ABOUT,
  STILL_WAITING,
  SUPERLATIVE,
} from './question-kinds.ts';
import { incidentsAsked } from './question-incidents.ts';
import { comparesPlatforms, platformsOf } from './question-platforms.ts';
import { excludesStars, ratingsOf } from './question-stars.ts';
import type { Ranking } from './question-words.ts';
import {
  ASKS_SHARE,
  CATEGORY_THINGS,
  CATEGORY_WORDS,
  keywordOf,
  LOCATION_WORDS,
  MENU_WORDS,
  rankingOf,
  REPLY_WORDS,
  ROLE_WORDS,
  STAFF_WORDS,
  topicsNamed,
  WEEKDAY,
  WHICH_DAY,
} from './question-words.ts';

export type { Catalogue, Named } from '../engine.ts';
export type { Ranking } from './question-words.ts';
export { locationsNamed } from './catalogue.ts';

export type Intent =
  | 'refuse'
  | 'help'
  | 'fix_first'
  | 'summary'
  | 'rank_staff'
  | 'staff'
  | 'menu'
  | 'rank_menu'
  | 'rank_locations'
  /** The platforms side by side: rating, count and reply rate of each. */
  | 'rank_platforms'
  | 'category'
  | 'rank_categories'
  | 'keyword'
  | 'distribution'
  | 'metrics'
  | 'best_month'
  /** Each month of the period, its count and average rating ("per month", « mois par mois »). */
  | 'by_month'
  /** The one lowest- or highest-rated review of the period ("the worst review last week"). */
  | 'one_review'
  | 'some_reviews'
  /** The best or worst week by average rating. */
  | 'best_week'
  /** The best or worst day of the week by average rating. */
  | 'weekday'
  /** Some days of the week against the others ("weekend reviews", « les samedis »). */
  | 'days'
  /** The reviews written in one language, or each language's ("how many reviews in French"). */
  | 'languages'
  /** Reviews the analysis flagged as reporting an incident. */
  | 'incidents'
  | 'replies'
  /** Out of scope: answered with a polite decline and no figure. */
  | 'decline'
  /** Figures the reviews do not hold (sales, covers, bills): said so, with no figure. */
  | 'no_data'
  /** The question names a dish or a person that could be several: ask which one. */
  | 'clarify'
  /** The question names a dish or a person the restaurant does not have: say so. */
  | 'unknown_name'
  | 'unknown';

export type Understood = {
  language: 'en' | 'fr';
  intent: Intent;
  period: Period;
  comparison: Period | null;
  locations: Named[];
  menuItem: Named | null;
  staff: Named | null;
  category: AspectCategory | null;
  ratings: number[] | null;
  ranking: Ranking | null;
  keyword: string | null;
  /** Entries the question's words could each be, when it names one that is not clear. */
  ambiguous: Named[];
  /** A staff role the question is about ("server", "bartender"), to narrow a ranking. */
  staffRole: string | null;
  /** A dish or a person the question names that the catalogue does not have. */
  unknownName: UnknownName | null;
  /** Incident kinds an incident count is narrowed to ("food poisoning or allergy"). */
  incidentKinds: IncidentKind[] | null;
  /** The platforms whose reviews are counted ("on Google"); null: every platform. */
  platforms: SourcePlatform[] | null;
  /** Days of the week asked for (1 Monday … 7 Sunday), for the `days` intent. */
  days: number[] | null;
  /** The reviews' language asked for, for the `languages` intent ('all': each language). */
  reviewLanguage: 'en' | 'fr' | 'all' | null;
};

/**
 * "How many reviews mention the quenelle?" with no period counts every review: a tally of a
 * dish's or a person's mentions asks about the whole history, where "how is the burger doing?"
 * asks about now. A free word ("mention parking") keeps the recent default.
 */
function countsMentions(q: string, intent: Intent, period: Period, undated: boolean): boolean {
  return (
    !period.explicit &&
    !undated &&
    (intent === 'menu' || intent === 'staff') &&
    (/\b(how many|how often|number of|combien|nombre)\b/.test(q) || ASKS_SHARE.test(q)) &&
    /\b(mention\w*|talk\w* about|cit\w*|parl\w*|evoqu\w*)\b/.test(q)
  );
}

/**
 * "Since we changed the menu", « depuis qu'on a changé la carte », with no month after: a change
 * whose date the reviews do not hold. It names no dish (so "what do people complain about most
 * since we changed the menu" ranks topics, not dishes) and keeps the recent default period,
 * which the answer states, rather than every review ("… in March" is dated: dates.ts).
 */
const UNDATED_CHANGE =
  /\b(?:since|depuis|after|apres) (?:[a-z]+ ){0,5}?(?:menus?|cartes?|chefs?|renos?|renovations?|travaux|recettes?|recipes?|fournisseurs?|suppliers?|cuisiniers?|cooks?|owners?|proprios?|proprietaires?)\b(?! (?:in|en|au|back in|last|on|le)\b)/;

/**
 * A dish or a person the question's frame points at ("how is the pizza doing", "comment va
 * Kevin") that is not the restaurant's: not on the menu or the staff, not a location, not a
 * topic. Only when nothing of the catalogue was named, so a known name always wins.
 */
function unknownNameOf(
  question: string,
  q: string,
  base: Understood,
  catalogue: Catalogue,
  restaurantName: string,
): UnknownName | null {
  if (base.menuItem || base.staff || base.ambiguous.length) return null;
  // "Which dish is mentioned most?" asks about every dish, not one.
  if (base.ranking && (MENU_WORDS.test(q) || STAFF_WORDS.test(q) || LOCATION_WORDS.test(q)))
    return null;
  let subject = subjectOf(q);
  if (!subject) return null;
  // "la paella au Plateau": the place after the name is the location, not part of the name.
  const at = / (au|aux|a|de|du|des|d) /.exec(subject);
  if (at && locationsNamed(subject.slice(at.index + 1), catalogue.locations, restaurantName).length)
    subject = subject.slice(0, at.index);
  const ours = new Set(fold(restaurantName).split(' '));
  if (subject.split(' ').some((w) => ours.has(w))) return null;
  if (locationsNamed(subject, catalogue.locations, restaurantName).length) return null;
  if (CATEGORY_WORDS.some(([, re]) => re.test(subject))) return null;
  const kind = kindOfName(subject, question);
  return kind ? { text: subject, kind } : null;
}

/**
 * Who asks, or where it will be said ("the chef is asking", "team meeting tomorrow", « le
 * gérant veut savoir »): not the people the question is about.
 */
const ASKER =
  /\b(?:my |our |the |le |la |notre |mon )?(?:chef|manager|owner|boss|gm|gerant\w*|patron\w*|proprio\w*|team|staff|equipe) (?:is asking|asked|asks|wants to know|wanted to know|would like to know|veut savoir|voulait savoir|demande|m a demande|aimerait savoir|meeting|huddle)\b|\breunion d equipe\b/g;

/** What a ranking of topics asks for: "the top 3 things", « les sujets », "issues". */
const THINGS_ASKED = /\b(things?|topics?|issues|aspects?|choses?|sujets?)\b/;

const TREND =
  /\b(better or worse|up or down|go(?:ne)? (?:up|down)|went (?:up|down)|get(?:ting)? (?:any )?(?:better|worse)|got(?:ten)? (?:any )?(?:better|worse)|improv\w*|declin\w*|trend\w*|mieux ou pire|s ameliore\w*|se degrade\w*|tendance)\b/;

const WILL_AUXILIARY =
  /\b[Ww]ill( (?:we|you|they|i|it|he|she|our|the|that|this|there|people|guests|my)\b)/g;

/** A message's sentences, those with a word or a figure. */
const sentencesOf = (question: string) =>
  question.split(/(?<=[.!?])\s+/).filter((s) => /[\p{L}\p{N}]/u.test(s));

/**
 * "We put the poutine on the menu this winter. How many mentioned it since January?", "ever
 * mention the fries? 2026 only": the period of a later sentence, when one names it, before one
 * told first as context.
 */
function periodAsked(question: string, today: string): Period {
  const sentences = sentencesOf(question);
  if (sentences.length > 1)
    for (const sentence of sentences.slice(1).reverse()) {
      const own = periodOf(sentence, today);
      if (own.explicit) return own;
    }
  return periodOf(question, today);
}

/**
 * The sentence that asks ("Rough October: two servers quit. What were the top complaints?"): the
 * last with a question mark, else the last; whom the story before it names is not asked about.
 */
function askingPart(question: string): string {
  const sentences = sentencesOf(question);
  return fold(sentences.findLast((s) => s.includes('?')) ?? sentences.at(-1) ?? question);
}

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
  const question = correctTypos(spellOutDishes(spellOut(typed), ownWords), ownWords);
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
    category: CATEGORY_WORDS.find(([, re]) => re.test(q))?.[0] ?? null,
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
  // "Is the brisket getting better or worse?" with no period: the last three months against the
  // three before, since one dish's or one person's 30 days hold a mention or two.
  const trended = (u: Understood): Understood => {
    const byDefault =
      u.comparison &&
      !u.period.explicit &&
      u.comparison.range.startDate === comparisonOf(u.period).range.startDate;
    if (!byDefault || !TREND.test(q)) return u;
    const quarter = lastMonths(today, 3);
    return { ...u, period: quarter, comparison: comparisonOf(quarter) };
  };
  const is = (intent: Intent): Understood => ({
    ...base,
    intent,
    ...(countsMentions(q, intent, period, undated)
      ? { period: allTime(today), comparison: null }
      : {}),
  });

  if (INJECTION.test(q)) return is('refuse');
  // Other businesses and guests' private details are not the restaurant's reviews.
  if (
    OUT_OF_SCOPE.test(q) ||
    writes(q) ||
    otherMatter(q) ||
    namesElsewhere(question, catalogue, restaurantName)
  )
    return is('decline');
  if (NO_DATA.test(q)) return is('no_data');
  // "Google vs Yelp this year": each platform's figures over the one period, not two periods.
  if (!base.menuItem && !base.staff && comparesPlatforms(q, base.ranking !== null))
    // With no period, the ratings the platforms show: every review, as for a best month.
    return {
      ...is('rank_platforms'),
      ...(period.explicit ? {} : { period: allTime(today) }),
      comparison: null,
    };
  const incidents = incidentsAsked(q);
  if (incidents) return { ...is('incidents'), ranking: null, incidentKinds: incidents.kinds };
  // "Our worst day of the week": the weekday, over every review unless a period is named.
  // "Weekend reviews vs weekdays" sets two slices side by side: not a best or worst weekday.
  if (
    (WEEKDAY.test(q) && !NAMES_WEEKEND(q)) ||
    (WHICH_DAY.test(q) && (base.ranking === 'best' || base.ranking === 'worst'))
  )
    return {
      ...is('weekday'),
      ...(period.explicit ? {} : { period: allTime(today), comparison: null }),
      ranking: base.ranking === 'best' ? 'best' : 'worst',
    };
  // "Weekend reviews at Kitsilano", « la note moyenne les samedis »: those days against the rest.
  // "How many reviews in French": one language's share. Over every review unless dated.
  const overall = !base.menuItem && !base.staff && !base.category;
  const slice = period.explicit ? {} : { period: allTime(today), comparison: null };
  const reviewLanguage = overall ? languageAsked(q) : null;
  if (reviewLanguage) return { ...is('languages'), ...slice, reviewLanguage };
  const days = overall ? daysAsked(q, period) : null;
  if (days) return { ...is('days'), ...slice, days };
  if (
    /\b(help|what can you (do|answer)|aide|que (peux|sais) tu|qu est ce que tu (peux|sais))\b/.test(
      q,
    )
  )
    return is('help');
  if (
    /\b(fix|improve|prioriti[sz]e|priority|priorities|focus on|work on|corriger|ameliorer|regler|priorite|priorites|travailler sur)\b/.test(
      q,
    )
  )
    return is('fix_first');
  if (
    /\b(summari[sz]e|summary|sum up|recap|overview|resume|resumer|resumez|synthese|recapitul\w*)\b/.test(
      q,
    )
  )
    // "Summarize what guests said about the oysters": that dish's or person's mentions.
    return is(base.menuItem ? 'menu' : base.staff ? 'staff' : 'summary');
  // "Le homard thermidor" with a lobster roll and a lobster mac: neither, another dish.
  const other =
    dish.span && !menuItem && !staff
      ? otherDishOf(
          named,
          dish.span,
          dish.ambiguous.flatMap((d) => [d.name, ...(d.aliases ?? [])]),
        )
      : null;
  if (other && !base.ranking)
    return { ...is('unknown_name'), unknownName: other, keyword: other.text };
  // "La poutine au homard" with only a Poutine râpée on the menu: another dish.
  const qualified = dish.entry && !staff ? otherDishThan(named, dish.entry) : null;
  if (qualified && !base.ranking)
    return {
      ...is('unknown_name'),
      menuItem: null,
      unknownName: { text: qualified, kind: 'dish' },
      keyword: qualified,
    };
  // "How is the steak doing?" with two steaks on the menu: which one?
  if (base.ambiguous.length > 1 && !base.ranking) return is('clarify');
  const unknownName = unknownNameOf(question, q, base, catalogue, restaurantName);
  if (unknownName) return { ...is('unknown_name'), unknownName, keyword: unknownName.text };
  // "What's our reply rate?", "délai de réponse": the replies to reviews, not the reviews.
  // "How many are still waiting for a reply": the last twelve months (the reply figures span
  // five years at most), unless a period is named.
  if (REPLY_WORDS.test(q))
    return {
      ...is('replies'),
      ...(STILL_WAITING.test(q) && !period.explicit
        ? { period: lastTwelveMonths(today), comparison: null }
        : {}),
    };
  // "Average rating per month for 2026", « mois par mois »: each month; with no period, the last
  // twelve months.
  if (PER_MONTH.test(q) && !base.menuItem && !base.staff)
    return {
      ...is('by_month'),
      ...(period.explicit ? {} : { period: lastTwelveMonths(today) }),
      comparison: null,
    };
  // "Give me 3 reviews that praise the staff": those reviews, quoted, over the last twelve
  // months unless a period is named.
  if (SOME_REVIEWS.test(q))
    return {
      ...is('some_reviews'),
      ...(period.explicit ? {} : { period: lastTwelveMonths(today) }),
      comparison: null,
    };
  // "The worst review of last week": that review, quoted.
  const one = ONE_REVIEW.exec(q);
  if (one && !base.menuItem && !base.staff)
    return {
      ...is('one_review'),
      comparison: null,
      ranking: /^(best|highest|nicest|meilleur)/.test(one[1] ?? one[2] ?? '') ? 'best' : 'worst',
    };
  // "Should we take anything off the menu?": the dishes with the most complaints, over the last
  // twelve months unless a period is named.
  if (OFF_MENU.test(q) && !base.menuItem)
    return {
      ...is('rank_menu'),
      ...(period.explicit ? {} : { period: lastTwelveMonths(today) }),
      comparison: null,
      ranking: 'complaints',
    };
  // "Our best week this year", « notre pire semaine »: over the last twelve months by default.
  const week =
    /\b(best|worst|top|strongest|weakest|lowest|highest|meilleure?|pire)( \w+)? (week|semaine)\b/.exec(
      q,
    );
  if (week && !base.menuItem && !base.staff)
    return {
      ...is('best_week'),
      ...(period.explicit ? {} : { period: lastTwelveMonths(today) }),
      comparison: null,
      ranking: /^(worst|weakest|lowest|pire)$/.test(week[1]!) ? 'worst' : 'best',
    };
  // "Our best month", "le pire mois": the month, not what was said in it.
  const month =
    /\b(best|worst|top|strongest|weakest|lowest|highest|meilleur|pire|plus mauvais)( \w+)? (month|mois)\b/.exec(
      q,
    ) ??
    // "Which month was worst", "quel mois a été le pire": the month named first.
    /\b(?:month|mois)(?: \w+){0,3}? (best|worst|strongest|weakest|lowest|highest|meilleur|pire|plus mauvais)\b/.exec(
      q,
    );
  // "Which month had the most reviews", "our busiest month": by the count, not the rating.
  const busiest =
    /\b(?:busiest|quietest|slowest) month\b|\b(?:month|mois)\b(?: \w+){0,3}? (?:most|fewest|least|le plus|le moins) (?:d )?(?:reviews|avis)\b/.exec(
      q,
    );
  if (busiest)
    return {
      ...is('best_month'),
      ...(period.explicit ? {} : { period: allTime(today), comparison: null }),
      ranking: /\b(quietest|slowest|fewest|least|le moins)\b/.test(busiest[0]) ? 'least' : 'most',
    };
  // A best or worst month with no period named is the best or worst one of all.
  if (month)
    return {
      ...is('best_month'),
      ...(period.explicit ? {} : { period: allTime(today), comparison: null }),
      ranking: /^(worst|weakest|lowest|pire|plus mauvais)$/.test(month[1]!) ? 'worst' : 'best',
    };
  // "Any complaints about Jen?": that person's mentions; "who gets more complaints, Jen or Marc"
  // names two and is a ranking.
  if (
    base.staff &&
    (!base.ranking ||
      ((base.ranking === 'complaints' || base.ranking === 'praise') &&
        !subjects &&
        (SAID_ABOUT.test(q) || !SUPERLATIVE.test(q))))
  )
    return trended(is('staff'));
  // "Plateau vs Verdun, c qui qui a la meilleure moyenne": the places' ratings, not a person.
  if (
    base.locations.length > 1 &&
    !base.staff &&
    !base.menuItem &&
    /\b(average|avg|ratings?|rated|moyennes?|notes?|notees?|cotes?|stars|etoiles)\b/.test(q)
  )
    return is('rank_locations');
  // "Team meeting tomorrow: the top 3 things guests complained about": things, not people.
  const thingsAsked = THINGS_ASKED.test(q) && !base.staff && !/\b(who|whose|qui)\b/.test(q);
  if (
    !base.menuItem &&
    (STAFF_WORDS.test(askingPart(question).replace(ASKER, ' ')) || base.staff) &&
    base.ranking &&
    !thingsAsked
  )
    return is('rank_staff');
  // "Is the burger still the dish people complain about most?": where it stands, by the ranking.
  if (
    base.menuItem &&
    (base.ranking === 'complaints' || base.ranking === 'praise') &&
    /\b(the (?:dish|item)|le plat|l item)\b/.test(q) &&
    SUPERLATIVE.test(q)
  )
    return is('rank_menu');
  if (base.menuItem) return trended(is('menu'));
  if ((MENU_WORDS.test(q) || dish.ambiguous.length) && base.ranking) return is('rank_menu');
  // "What share of reviews were negative at the Hanna Ave spot": one figure, not a ranking.
  const share = /\b(share|percent\w*|proportion|pourcentage|taux|part (des|d))\b|%/.test(q);
  if (
    share &&
    base.ratings &&
    !base.category &&
    base.locations.length <= 1 &&
    !/\b(which|quel\w*)\b/.test(q)
  )
    return is('metrics');
  // "The top 3 things at the Dundas St location": one place, the scope of a topic ranking.
  const scopeOnly = base.locations.length === 1 && THINGS_ASKED.test(q);
  if (
    (LOCATION_WORDS.test(q) &&
      !scopeOnly &&
      (base.ranking ||
        /\b(which|quel\w*|lequel|laquelle|rank\w*|compar\w*|classe\w*)\b/.test(q))) ||
    base.locations.length > 1
  )
    return is('rank_locations');
  // "What did guests complain about most?": the topics with the most negative mentions.
  if (
    (base.ranking === 'complaints' || base.ranking === 'praise') &&
    !base.ratings &&
    !base.category &&
    !keywordOf(question, q)
  )
    return is('rank_categories');
  // "Plus de plaintes sur le service que sur la bouffe": the topics named, side by side.
  if (topicsNamed(q).length >= 2 && !base.menuItem && !base.staff && base.locations.length < 2)
    return is('rank_categories');
  const keyword = keywordOf(question, q);
  if (
    keyword &&
    (!CATEGORY_WORDS.some(([, re]) => re.test(fold(keyword))) ||
      CATEGORY_THINGS.test(fold(keyword)))
  )
    // Kept as typed (« bière »): searched with and without its accents, said back as asked.
    return { ...is('keyword'), keyword: asTyped(question, keyword) };
  if (/\b(categor\w*|aspects?|topics?|themes?|sujets?)\b/.test(q)) return is('rank_categories');
  // "What did people think of the music?": the reviews that say it, not the whole ambience.
  const thing = CATEGORY_THINGS.exec(q)?.[1];
  if (thing && base.category && !base.ranking)
    return { ...is('keyword'), keyword: asTyped(question, thing) };
  if (base.category) return is('category');
  if (
    /\b(distribution|repartition|breakdown|ventilation|spread|split by stars?|stars? split|rating split|split of (the )?(stars|ratings)|distributed|distribuee?s?|repartissent|repartis|per star|par etoiles?|par note)\b/.test(
      q,
    ) ||
    ((ratingsOf(q)?.length ?? 0) >= 3 && !excludesStars(q))
  )
    return is('distribution');
  // "How's Laurier compared to last summer": a place's figures, asked as how it is doing.
  const howIs = /\b(how s|hows|how is|how r|comment va|comment ca va)\b/.test(q);
  if (
    base.ratings ||
    (howIs && base.locations.length > 0) ||
    /\b(how many|number of|count|average|avg|rating|ratings|score|reviews?|combien|nombre|moyenne|note|notes|avis|how (did|are|is|was) (we|it|our)|how (did|does|is|was|are) (\w+ ){1,3}?(do|doing|fare|faring|going)|comment (ca|va|allons|s est)|ca va|ca va tu|ca se passe|ca donne quoi|how s it going|how are things|(doing|going|faring|performing) (\w+ ){0,3}?(better|worse|well|badly|poorly)|numbers|stats|statistics|figures|kpis?|metrics|how is business|chiffres|statistiques)\b/.test(
      q,
    )
  )
    return is('metrics');
  // "How does this month compare to last", "is Uptown getting better or worse": two periods
  // and nothing else, their figures.
  if (base.comparison && (period.explicit || base.locations.length || TREND.test(q)))
    return is('metrics');
  // "How was yesterday", "how did the weekend go": a period and nothing else, its figures.
  if (period.explicit && /\b(how|comment)\b/.test(q)) return is('metrics');
  return is('unknown');
}
