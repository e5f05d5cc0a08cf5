import type { Catalogue } from '../engine.ts';
import { locationsNamed, otherDishThan, type Naming } from './catalogue.ts';
import { comparisonOf } from './date-comparisons.ts';
import { allTime, type Period } from './dates.ts';
import {
  INJECTION,
  namesElsewhere,
  NO_DATA,
  otherMatter,
  OUT_OF_SCOPE,
  writes,
} from './declines.ts';
import { incidentsAsked } from './question-incidents.ts';
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
import { comparesPlatforms } from './question-platforms.ts';
import { excludesStars, ratingsOf } from './question-stars.ts';
import {
  ASKS_SHARE,
  CATEGORY_THINGS,
  CATEGORY_WORDS,
  keywordOf,
  LOCATION_WORDS,
  MENU_WORDS,
  REPLY_WORDS,
  STAFF_WORDS,
  topicsNamed,
  WEEKDAY,
  WHICH_DAY,
} from './question-words.ts';
import { kindOfName, otherDishOf, subjectOf, type UnknownName } from './subject.ts';
import { asTyped, fold, sentencesOf } from './text.ts';
import type { Intent, Understood } from './understood-types.ts';

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

/**
 * The sentences that ask ("Rough October: two servers quit. What were the top complaints?"):
 * those with a question mark ("who got the most flak? and how many times has that person come
 * up?" both), else the last; whom the story before them names is not asked about.
 */
export function askingPart(question: string): string {
  const sentences = sentencesOf(question);
  const asking = sentences.filter((s) => s.includes('?'));
  return fold(asking.length ? asking.join(' ') : (sentences.at(-1) ?? question));
}

/** A question as understand.ts has read its names, places and period, before its intent. */
export type Asking = {
  /** The question folded (no accents, lower case), an undated change taken out. */
  q: string;
  /** The question as typed, shorthand spelt out and typos corrected. */
  question: string;
  /** The question without the restaurant's name, for the catalogue's names. */
  named: string;
  today: string;
  period: Period;
  /** "Since we changed the menu" with no date after it. */
  undated: boolean;
  /** Every reading but the intent. */
  base: Understood;
  /** The dish the words name, or could each be. */
  dish: Naming;
  /** The person the names found, before a role or a pet name was read. */
  staff: Understood['staff'];
  /** Two dishes or two people named: compared, not one. */
  subjects: boolean;
  catalogue: Catalogue;
  restaurantName: string;
};

/**
 * What a question asks for, from its words and what it names: the first rule that holds, in an
 * order where the narrower reading comes before the broader one.
 */
export function intentOf(asking: Asking): Understood {
  const { q, question, named, today, period, undated, base, dish, staff, subjects } = asking;
  const { catalogue, restaurantName } = asking;
  const menuItem = base.menuItem;
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
