import type { AspectCategory } from '@tableside/domain/insights';
import { ratingsOfClass } from '@tableside/domain/ratings';
import type { IncidentKind } from '@tableside/domain/review-signals';
import {
  allTime,
  asksComparison,
  comparedPeriodOf,
  comparisonOf,
  currentAgainst,
  periodOf,
  type Period,
} from './dates.ts';
import type { Catalogue, Named } from '../engine.ts';
import {
  catalogueNamed,
  everyNamed,
  firstNamed,
  locationsNamed,
  petAmbiguous,
  petNamed,
  staffNamed,
} from './catalogue.ts';
import { spellOut } from './shorthand.ts';
import { correctTypos, ownWordsOf } from './typos.ts';
import { kindOfName, subjectOf, type UnknownName } from './subject.ts';
import {
  INJECTION,
  namesElsewhere,
  NO_DATA,
  otherMatter,
  OUT_OF_SCOPE,
  withoutName,
  writes,
} from './declines.ts';
import { fold, languageOf } from './text.ts';

export type { Catalogue, Named } from '../engine.ts';
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
  | 'category'
  | 'rank_categories'
  | 'keyword'
  | 'distribution'
  | 'metrics'
  | 'best_month'
  /** The best or worst day of the week by average rating. */
  | 'weekday'
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

/** best: highest score; worst: lowest; most / least: mention counts; complaints: negatives. */
export type Ranking = 'best' | 'worst' | 'most' | 'least' | 'complaints' | 'praise';

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
};

const CATEGORY_WORDS: [AspectCategory, RegExp][] = [
  ['wait', /\b(wait\w*|slow|delay\w*|attente|attendre|lent\w*|long(ue)?s? a (venir|arriver))\b/],
  ['drinks', /\b(drinks?|cocktails?|wines?|beers?|coffee|boissons?|vins?|bieres?|cafe)\b/],
  ['cleanliness', /\b(clean\w*|dirty|hygiene|proprete|propres?|sales?|salete)\b/],
  ['value', /\b(value|worth|rapport qualite prix|vaut)\b/],
  ['price', /\b(prices?|pricing|expensive|cheap|costs?|prix|cher|chers|chere|tarifs?|addition)\b/],
  [
    'ambience',
    /\b(ambien\w*|atmosphere|decor|noise|noisy|music|vibe|bruit\w*|musique|cadre|decor)\b/,
  ],
  ['location', /\b(emplacement|neighbou?rhood|quartier)\b/],
  [
    'service',
    /\b(service|servers?|waiters?|waitress\w*|staff|serveurs?|serveuses?|personnel|accueil)\b/,
  ],
  ['food', /\b(food|dish\w*|meals?|cuisine|taste|nourriture|plats?|repas|gout|bouffe)\b/],
];

const NUMBER = '(1|2|3|4|5|one|two|three|four|five|un|une|deux|trois|quatre|cinq)';
const NUMBER_VALUE: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};
const valueOf = (w: string) => Number(w) || NUMBER_VALUE[w] || 0;

/** Star ratings a question restricts to: "one- and two-star", "5 étoiles", "bad reviews". */
export function ratingsOf(folded: string): number[] | null {
  const bound = ratingBound(folded);
  if (bound) return bound;
  const found = new Set<number>();
  const star = new RegExp(
    `\\b${NUMBER}( (?:(and|or|et|ou|to|a) )?${NUMBER})? ?(star|stars|etoile|etoiles)\\b`,
    'g',
  );
  for (const m of folded.matchAll(star)) {
    const a = valueOf(m[1]!);
    const b = m[4] ? valueOf(m[4]) : a;
    // "1-2 star" (folded "1 2 star") is a range like "1 to 2".
    const ranged = m[3] === 'to' || m[3] === 'a' || (m[2] !== undefined && m[3] === undefined);
    for (let r = Math.min(a, b); r <= Math.max(a, b); r++)
      if (ranged || r === a || r === b) found.add(r);
  }
  // "un ou deux étoiles" is read above; "1 and 2 star" too.
  if (found.size) return [...found].sort();
  if (
    /\b(bad|negative|poor|low rated|mauvais|negatifs?|mauvaises?)\b/.test(folded) &&
    /\b(reviews?|avis|notes?)\b/.test(folded)
  )
    return ratingsOfClass('negative');
  if (
    /\b(good|positive|great|bons?|positifs?|excellents?)\b/.test(folded) &&
    /\b(reviews?|avis)\b/.test(folded)
  )
    return ratingsOfClass('positive');
  return null;
}

const STARS = '(?:stars?|etoiles?)';
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * A bound on the stars: "4 stars or better", "4+ stars", "au moins 4 étoiles", "4 étoiles et
 * plus" (4 and 5); "under 3 stars", "moins de 3 étoiles" (1 and 2); "3 stars or less" (1 to 3).
 */
function ratingBound(q: string): number[] | null {
  const atLeast =
    new RegExp(
      `\\b${NUMBER} ?(?:\\+ ?${STARS}|${STARS} ?\\+|${STARS} (?:or|and|ou|et) (?:more|better|higher|above|up|over|plus|mieux))`,
    ).exec(q) ?? new RegExp(`\\b(?:at least|au moins|minimum) ${NUMBER} ?${STARS}`).exec(q);
  if (atLeast) return range(valueOf(atLeast[1]!), 5);
  const atMost =
    new RegExp(
      `\\b${NUMBER} ?${STARS} (?:or|and|ou|et) (?:less|lower|under|below|fewer|moins)`,
    ).exec(q) ?? new RegExp(`\\b(?:at most|au plus|maximum) ${NUMBER} ?${STARS}`).exec(q);
  if (atMost) return range(1, valueOf(atMost[1]!));
  const under = new RegExp(
    `\\b(?:under|below|less than|fewer than|lower than|moins de|sous|en dessous de|inferieur\\w* a) ${NUMBER} ?${STARS}`,
  ).exec(q);
  if (under) return range(1, valueOf(under[1]!) - 1);
  const over = new RegExp(
    `\\b(?:over|above|more than|higher than|plus de|au dessus de|superieur\\w* a) ${NUMBER} ?${STARS}`,
  ).exec(q);
  if (over) return range(valueOf(over[1]!) + 1, 5);
  return null;
}

function rankingOf(q: string): Ranking | null {
  if (
    /\b(complain\w*|complaints?|plaintes?|plaind\w*|plaignent|chial\w*|gripes?|griping|moan\w*|grumbl\w*|critiqu\w*|critici[sz]\w*|blamed|dinged|dings|called out|bad (comments|feedback|mentions)|reproch\w*|negative mentions|se plai\w*|negati\w*|(main|biggest|top|recurring) (issues?|problems?)|issues|problems|problemes|pain points?|irritants?|(unhappy|upset|annoyed|frustrated|disappointed|mecontents?|decus?|fache\w*) (about|with|by|de|par|avec))\b/.test(
      q,
    )
  )
    return 'complaints';
  if (
    /\b(praise\w*|compliment\w*|most love|most loved|best loved|favou?rite|chouchou|eloges?|felicit\w*|positive mentions|love\w* (the )?most|like\w* (the )?most|enjoy\w* (the )?most|aiment le plus|adorent|apprecient le plus)\b/.test(
      q,
    )
  )
    return 'praise';
  if (/\b(worst|lowest|weakest|pire|pires|moins bien|plus faible|moins bonne?s?|pires?)\b/.test(q))
    return 'worst';
  if (/\b(best|highest|top|strongest|meilleure?s?|mieux)\b/.test(q)) return 'best';
  if (/\b(least|fewest|le moins|la moins|les moins)\b/.test(q)) return 'least';
  if (/\b(most|popular|le plus|la plus|les plus|populaires?)\b/.test(q)) return 'most';
  return null;
}

const STAFF_WORDS =
  /\b(servers?|waiters?|waitress\w*|staff|staffers?|employees?|bartenders?|hosts?|hostess|chefs?|managers?|team|serveurs?|serveuses?|employes?|personnel|barmans?|barmaids?|hotes?|hotesses?|equipe|who|whose)\b|^qui\b|\bc est qui\b|\bqui est ce qui\b/;
const ROLE_WORDS: [string, RegExp][] = [
  ['server', /\b(servers?|waiters?|waitress\w*|serveurs?|serveuses?)\b/],
  ['bartender', /\b(bartenders?|barmans?|barmaids?)\b/],
  ['host', /\b(hosts?|hostess|hotes?|hotesses?)\b/],
  ['chef', /\b(chefs?|cooks?|cuisiniers?)\b/],
];
/** Whether a staff member's role, as the owner typed it in either language, is `staffRole`. */
export function hasRole(role: string | null | undefined, staffRole: string): boolean {
  const words = ROLE_WORDS.find(([name]) => name === staffRole)?.[1];
  const typed = fold(role ?? '');
  return words ? words.test(typed) : typed.includes(staffRole);
}

const REPLY_WORDS =
  /\b(repl(y|ies|ied|ying)|respon(d|ds|ded|ding|se|ses|se time|siveness)|answer(ed|ing)? (to )?(the |our )?reviews|taux de reponse|reponses?|repondu\w*|repondons|repondre|repond(s|ez|ent|ons)? (\w+ )?(aux|a nos|a) avis|delai de reponse|temps de reponse|reviews? (answered|unanswered|replied to)|unanswered|sans reponse|non repondus?)\b/;
const MENU_WORDS =
  /\b(dish(es)?|items?|menu|plats?|desserts?|starters?|entrees?|mains?(?! (?:issues?|problems?|complaints?|concerns?|reasons?))|cocktails?|drinks?|boissons?)\b/;
const LOCATION_WORDS =
  /\b(locations?|sites?|spots?|branch(es)?|restaurants?|restos?|venues?|succursales?|emplacements?|etablissements?|adresses?)\b/;

function keywordOf(question: string, folded: string): string | null {
  // A quote mark, or an apostrophe that opens after a space and closes before one: the
  // apostrophe of "d'avis … l'année" is an elision, not a quotation.
  const quoted =
    /["“«]([^"”»]{2,60})["”»]/.exec(question) ??
    /(?:^|\s)['‘]([^'’]{2,60})['’](?=[\s?!.,;:]|$)/.exec(question);
  if (quoted) return quoted[1]!.trim();
  const m =
    /\b(?:mention(?:s|ed|ing)?|talk(?:s|ed|ing)? about|say(?:s|ing)? about|mentionnent|mentionne|parlent|parle|evoquent) (?:the |a |an |our |le |la |les |l |du |des |de |d |notre |nos )?([a-z0-9 ]{2,40}?)(?: (?:last|this|in|at|during|since|le|la|les|ce|cette|en|a|au|depuis|over)\b|$)/.exec(
      folded,
    );
  return m ? m[1]!.trim() : null;
}

/**
 * "How many reviews mention the quenelle?" with no period counts every review: a tally of a
 * dish's or a person's mentions asks about the whole history, where "how is the burger doing?"
 * asks about now. A free word ("mention parking") keeps the recent default.
 */
function countsMentions(q: string, intent: Intent, period: Period): boolean {
  return (
    !period.explicit &&
    (intent === 'menu' || intent === 'staff') &&
    /\b(how many|how often|number of|combien|nombre)\b/.test(q) &&
    /\b(mention\w*|talk\w* about|cit\w*|parl\w*|evoqu\w*)\b/.test(q)
  );
}

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
 * "What day gets the best reviews", "our best day for reviews", « notre pire journée »: a day of
 * the week when a best or worst is asked.
 */
const WHICH_DAY =
  /\b(which|what|quel|quelle) (day|jour|journee)s?\b|\b(best|worst|meilleure?s?|pires?) (day|jour|journee)s?\b/;
const WEEKDAY =
  /\b(days? of (the )?week|weekdays?|jours? de (la )?semaine|journees? de (la )?semaine)\b/;

// Words of each incident kind the analysis flags; hygiene and cleanliness alone stay a topic.
const INCIDENT_KIND_WORDS: [IncidentKind, RegExp][] = [
  [
    'illness',
    /\b(food poisoning|poisoning|sick|illness|vomit\w*|intox\w*|empoisonn\w*|malades?|gastro)\b/,
  ],
  ['allergy', /\b(allerg\w*|anaphyla\w*)\b/],
  ['injury', /\b(injur\w*|burns?|bless\w*|brulures?)\b/],
  [
    'foreign-object',
    /\b(foreign objects?|corps etrangers?|objets? etrangers?|hairs? in|cheveux? dans)\b/,
  ],
  [
    'hygiene',
    /\b(hygiene|cockroach\w*|roach\w*|cafards?|coquerelles?|rats?|mice|souris|insalubr\w*)\b/,
  ],
  ['discrimination', /\b(discriminat\w*|racis\w*)\b/],
  ['legal-threat', /\b(legal threats?|lawsuits?|sue|suing|poursuites?|menaces? de poursuite)\b/],
  [
    'health-authority',
    /\b(health (inspectors?|inspections?|department|authorit\w*)|public health|mapaq|inspecteurs?|sante publique)\b/,
  ],
];
const INCIDENT_WORD = /\b(incidents?|safety issues?|food safety)\b/;
const COUNTING = /\b(how many|number of|count|any|combien|nombre|cmb|y a t il eu|on a tu eu)\b/;

/**
 * "How many incidents this year?", "combien d'intox ou d'allergies": a count of the reviews
 * the analysis flagged, narrowed to the kinds named unless they are examples ("intox, allergies
 * etc"). A kind word alone asks for a count only with a counting word, and hygiene alone is
 * the cleanliness topic.
 */
function incidentsAsked(q: string): { kinds: IncidentKind[] | null } | null {
  const kinds = INCIDENT_KIND_WORDS.filter(([, re]) => re.test(q)).map(([k]) => k);
  const asked = INCIDENT_WORD.test(q) || (COUNTING.test(q) && kinds.some((k) => k !== 'hygiene'));
  if (!asked) return null;
  const examples = /\b(etc|and so on|for example|e g|par exemple|genre|like)\b/.test(q);
  return { kinds: kinds.length && !examples ? kinds : null };
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
  const question = correctTypos(spellOut(typed), ownWordsOf([...own, restaurantName]));
  const q = fold(question);
  const locations = locationsNamed(q, catalogue.locations, restaurantName);
  // The restaurant's own name is no dish ("Chez Lucienne" is not the "Burger Lucienne").
  const named = withoutName(question, restaurantName);
  // "Laval vs Plateau l'an passé", "sam vs alex this year": the places or the people are
  // compared over the period, not this period with the one before.
  const subjects =
    everyNamed(named, catalogue.menu, 'menu').length >= 2 ||
    new Set([...everyNamed(named, catalogue.staff, 'staff'), ...petNamed(q, catalogue)]).size >= 2;
  const twoCompared = locations.length > 1 || subjects;
  const against = twoCompared ? null : currentAgainst(question, today);
  const period = against?.period ?? periodOf(question, today);
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
  const personAmbiguous =
    person.ambiguous.length || staff || menuItem ? person.ambiguous : petAmbiguous(q, catalogue);
  const base: Understood = {
    language: languageOf(question),
    intent: 'unknown',
    period,
    // "Compare Ossington and Liberty Village": the places compared, not the period before.
    comparison:
      against?.comparison ??
      comparedPeriodOf(question, today) ??
      (asksComparison(question) && !twoCompared ? comparisonOf(period) : null),
    locations,
    menuItem,
    staff,
    category: CATEGORY_WORDS.find(([, re]) => re.test(q))?.[0] ?? null,
    ratings: ratingsOf(q),
    ranking: rankingOf(q),
    keyword: null,
    ambiguous: [...(menuItem ? [] : dish.ambiguous), ...(staff ? [] : personAmbiguous)],
    staffRole: ROLE_WORDS.find(([, re]) => re.test(q))?.[0] ?? null,
    unknownName: null,
    incidentKinds: null,
  };
  const is = (intent: Intent): Understood => ({
    ...base,
    intent,
    ...(countsMentions(q, intent, period) ? { period: allTime(today), comparison: null } : {}),
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
  const incidents = incidentsAsked(q);
  if (incidents) return { ...is('incidents'), ranking: null, incidentKinds: incidents.kinds };
  // "Our worst day of the week": the weekday, over every review unless a period is named.
  if (
    WEEKDAY.test(q) ||
    (WHICH_DAY.test(q) && (base.ranking === 'best' || base.ranking === 'worst'))
  )
    return {
      ...is('weekday'),
      ...(period.explicit ? {} : { period: allTime(today), comparison: null }),
      ranking: base.ranking === 'best' ? 'best' : 'worst',
    };
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
    return is('summary');
  // "How is the steak doing?" with two steaks on the menu: which one?
  if (base.ambiguous.length > 1 && !base.ranking) return is('clarify');
  const unknownName = unknownNameOf(question, q, base, catalogue, restaurantName);
  if (unknownName) return { ...is('unknown_name'), unknownName, keyword: unknownName.text };
  // "What's our reply rate?", "délai de réponse": the replies to reviews, not the reviews.
  if (REPLY_WORDS.test(q)) return is('replies');
  // "Our best month", "le pire mois": the month, not what was said in it.
  const month =
    /\b(best|worst|top|strongest|weakest|lowest|highest|meilleur|pire|plus mauvais)( \w+)? (month|mois)\b/.exec(
      q,
    ) ??
    // "Which month was worst", "quel mois a été le pire": the month named first.
    /\b(?:month|mois)(?: \w+){0,3}? (best|worst|strongest|weakest|lowest|highest|meilleur|pire|plus mauvais)\b/.exec(
      q,
    );
  // A best or worst month with no period named is the best or worst one of all.
  if (month)
    return {
      ...is('best_month'),
      ...(period.explicit ? {} : { period: allTime(today), comparison: null }),
      ranking: /^(worst|weakest|lowest|pire|plus mauvais)$/.test(month[1]!) ? 'worst' : 'best',
    };
  if (base.staff && !base.ranking) return is('staff');
  // "Plateau vs Verdun, c qui qui a la meilleure moyenne": the places' ratings, not a person.
  if (
    base.locations.length > 1 &&
    !base.staff &&
    !base.menuItem &&
    /\b(average|avg|ratings?|rated|moyennes?|notes?|notees?|cotes?|stars|etoiles)\b/.test(q)
  )
    return is('rank_locations');
  if (!base.menuItem && (STAFF_WORDS.test(q) || base.staff) && base.ranking)
    return is('rank_staff');
  if (base.menuItem) return is('menu');
  if ((MENU_WORDS.test(q) || dish.ambiguous.length) && base.ranking) return is('rank_menu');
  // "What share of reviews were negative at the Hanna Ave spot": one figure, not a ranking.
  const share = /\b(share|percent\w*|proportion|pourcentage|taux|part (des|d))\b|%/.test(q);
  if (share && base.ratings && base.locations.length <= 1 && !/\b(which|quel\w*)\b/.test(q))
    return is('metrics');
  if (
    (LOCATION_WORDS.test(q) && (base.ranking || /\b(which|quel\w*|lequel|laquelle)\b/.test(q))) ||
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
  const keyword = keywordOf(question, q);
  if (keyword && !CATEGORY_WORDS.some(([, re]) => re.test(fold(keyword))))
    return { ...is('keyword'), keyword };
  if (/\b(categor\w*|aspects?|topics?|themes?|sujets?)\b/.test(q)) return is('rank_categories');
  if (base.category) return is('category');
  if (
    /\b(distribution|repartition|breakdown|ventilation|spread|split by stars?|stars? split|rating split|split of (the )?(stars|ratings)|distributed|distribuee?s?|repartissent|repartis|per star|par etoiles?|par note)\b/.test(
      q,
    ) ||
    (ratingsOf(q)?.length ?? 0) >= 3
  )
    return is('distribution');
  if (
    base.ratings ||
    /\b(how many|number of|count|average|avg|rating|ratings|score|reviews?|combien|nombre|moyenne|note|notes|avis|how (did|are|is|was) (we|it|our)|how (did|does|is|was|are) (\w+ ){1,3}?(do|doing|fare|faring|going)|comment (ca|va|allons|s est)|ca va|ca va tu|ca se passe|ca donne quoi|how s it going|how are things|(doing|going|faring|performing) (\w+ ){0,3}?(better|worse|well|badly|poorly))\b/.test(
      q,
    )
  )
    return is('metrics');
  return is('unknown');
}
