import type { Period } from './dates.ts';

// The words of the kinds of question an operator asks beyond counts and mentions: one review,
// the menu's cuts, replies still waiting, month by month, one person's complaints
// (docs/product/agent.md#month-by-month-shares-and-trends).

/** Complaints or praise about someone named, not a ranking of the team. */
export const SAID_ABOUT =
  /\b(complaints?|complain\w*|praise\w*|compliments?|plaintes?|eloges?|reproch\w*|feedback|comments?|commentaires?) (about|for|on|regarding|against|sur|contre|pour|de|concernant)\b/;

export const ONE_REVIEW =
  /\b(worst|best|lowest rated|highest rated|harshest|nicest|meanest) review\b|\b(pire|meilleur) avis\b|\bavis le (?:plus (?:severe|dur|mechant|negatif|positif)|(?:mieux|moins bien) note)\b/;

/**
 * "Give me 3 reviews that praise the staff", « montre-moi des avis qui se plaignent du service »:
 * reviews to read, quoted, not figures. Group 1 or 2 is the count when one is typed.
 */
export const SOME_REVIEWS =
  /\b(?:give|show|find|pull|send|list|get)(?: me| us)?(?: (\d{1,2}|a few|some|a couple of|two|three|four|five))? (?:of )?(?:the )?(?:(?:good|bad|positive|negative|recent|latest) )?reviews? (?:that|which|who|where|praising|complaining|mentioning|about|on)\b|\b(?:donne|donnez|montre|montrez|trouve|trouvez|sors|sortez)(?:-| )?(?:moi|nous)? (\d{1,2}|quelques|des|deux|trois|quatre|cinq)? ?avis (?:qui|sur|ou|a propos|positifs|negatifs)\b/;

export const OFF_MENU =
  /\b(off (?:the|our) menu|(?:remove|drop|cut|retire|axe) (?:\w+ ){0,3}?from (?:the|our) menu|(?:retirer|enlever|sortir|oter|lacher) (?:\w+ ){0,3}?(?:de la carte|du menu))\b/;

export const STILL_WAITING =
  /\b(still|waiting|unanswered|not (?:yet )?(?:been )?(?:answered|replied)|toujours|encore|en attente|sans reponse|pas (?:encore )?(?:eu de )?reponse)\b/;

/** A ranking's own words: "who gets the most complaints", « le plus de plaintes ». */
export const SUPERLATIVE =
  /\b(most|least|more|fewer|best|worst|top|who|which|le plus|la plus|les plus|le moins|meilleure?s?|pires?|qui|quel\w*)\b/;

export const PER_MONTH =
  /\b(per month|by month|each month|every month|month by month|month over month|monthly|month to month|par mois|mois par mois|chaque mois|mensuel\w*)\b/;

/** The last `n` calendar months (one to twelve), this one included. */
export function lastMonths(today: string, n: number): Period {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = y * 12 + (m - 1) - (n - 1);
  const start = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
  return {
    range: { startDate: start, endDate: today },
    label: { kind: 'named', key: 'lastNMonths', n },
    explicit: false,
  };
}

/** The last twelve calendar months, this one included. */
export const lastTwelveMonths = (today: string): Period => lastMonths(today, 12);

const DAY_NAMES: [number, RegExp][] = [
  [1, /\b(mondays|lundis)\b/],
  [2, /\b(tuesdays|mardis)\b/],
  [3, /\b(wednesdays|mercredis)\b/],
  [4, /\b(thursdays|jeudis)\b/],
  [5, /\b(fridays|vendredis)\b/],
  [6, /\b(saturdays|samedis)\b/],
  [7, /\b(sundays|dimanches)\b/],
];
const FR_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
/** « le samedi », « les dimanches »: the day in general, not one date (« samedi dernier »). */
const FR_GENERIC_DAY = new RegExp(
  `\\b(?:le|les) (${FR_DAYS.join('|')})s?\\b(?! (?:dernier|passe|prochain|soir dernier))`,
);
const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const dayNumber = (day: string) => EN_DAYS.indexOf(day) + 1 || FR_DAYS.indexOf(day) + 1;
/** Every day of the week a follow-up names, singular or plural (« pis ceux du samedi? »). */
export function dayNamesIn(q: string): number[] | null {
  const days = [...EN_DAYS, ...FR_DAYS]
    .filter((day) => new RegExp(`\\b${day}s?\\b`).test(q))
    .map(dayNumber);
  return days.length ? [...new Set(days)].sort() : null;
}

/** "Sunday reviews", « les avis du dimanche »: the reviews of that day of the week. */
const DAY_REVIEWS = new RegExp(
  `\\b(${EN_DAYS.join('|')}) (?:reviews?|ratings?|scores?)\\b|\\b(?:avis|notes?|commentaires?) (?:du|le|les) (${FR_DAYS.join('|')})s?\\b(?! (?:dernier|passe|prochain))`,
);
/**
 * "Friday nights", "Friday and Saturday nights", "fri + sat": days of the week as their evenings
 * in the plural (one "saturday night" is a date) or short names joined.
 */
const DAY_NIGHTS = new RegExp(`\\b(${EN_DAYS.join('|')}) (?:nights|evenings|lunches|brunches)\\b`);
const SHORT_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const SHORT_DAY = `(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)`;
const SHORT_PAIR = new RegExp(
  `\\b${SHORT_DAY}(?:\\s*(?:\\+|&|and|et|plus|/|,|-|vs|or))?\\s+${SHORT_DAY}\\b`,
);
const shortDay = (d: string) => SHORT_DAYS.indexOf(d.slice(0, 3)) + 1;
/** The days a question names as evenings, or as short names joined ("fri + sat"). */
function daysAsNightsOrShort(q: string): number[] {
  const out: number[] = [];
  for (const m of q.matchAll(new RegExp(DAY_NIGHTS.source, 'g'))) out.push(dayNumber(m[1]!));
  // "Friday and Saturday nights": the first day shares the second's evenings.
  const joined = new RegExp(
    `\\b(${EN_DAYS.join('|')}) (?:and|&|\\+|or) (${EN_DAYS.join('|')}) (?:nights|evenings)\\b`,
  ).exec(q);
  if (joined) out.push(dayNumber(joined[1]!));
  const pair = SHORT_PAIR.exec(q);
  if (pair) out.push(shortDay(pair[1]!), shortDay(pair[2]!));
  return out;
}
const WEEKENDS = /\b(weekends|week ends|fins de semaine)\b/;
const WEEKEND = /\b(weekend|week end|fin de semaine)\b/;
/** A weekend named, one or several: "weekend vs weekdays" is two slices, not a best weekday. */
export const NAMES_WEEKEND = (q: string) => WEEKENDS.test(q) || WEEKEND.test(q);
const WEEKDAYS_WORDS = /\b(weekdays?|week days?|en semaine|jours de semaine|during the week)\b/;

/**
 * The days of the week (1 Monday … 7 Sunday) a question narrows the reviews to: "weekend
 * reviews", « les samedis », "weekdays". A weekend the period reader took as dates ("how did
 * last weekend go") is a period, not a filter. Null when no day is asked for.
 */
export function daysAsked(q: string, period: Period): number[] | null {
  const named = DAY_NAMES.filter(([, re]) => re.test(q)).map(([d]) => d);
  const generic = FR_GENERIC_DAY.exec(q) ?? DAY_REVIEWS.exec(q);
  if (generic) named.push(dayNumber((generic[1] ?? generic[2])!));
  named.push(...daysAsNightsOrShort(q));
  if (named.length) return [...new Set(named)].sort();
  const days =
    (Date.parse(period.range.endDate) - Date.parse(period.range.startDate)) / 86_400_000 + 1;
  const weekendDates = period.explicit && days <= 3;
  if (WEEKENDS.test(q) || (WEEKEND.test(q) && !weekendDates)) return [6, 7];
  if (WEEKDAYS_WORDS.test(q)) return [1, 2, 3, 4, 5];
  return null;
}

/** "Answer in English", « réponds en anglais »: the language of the answer, not of the reviews. */
const ANSWER_IN =
  /^(?:please |svp )?(?:answer|reply|respond|write|say|tell|give|explain|translate|repond\w*|ecri\w*|dis|donne|explique\w*|tradui\w*)\b.*\b(?:in|en) (?:english|french|anglais|francais)\b|\b(?:answer|reply|respond|repond\w*)(?: me| moi)? (?:in|en) (?:english|french|anglais|francais)\b|\b(?:in|en) (?:english|french|anglais|francais) (?:please|svp|s il (?:te|vous) plait)\b/;
const LANG_EN = /\b(english(?! (?:muffins?|breakfast|pub))|anglais|anglophones?)\b/;
const LANG_FR =
  /\b(french(?! (?:toast|fries|fry|onion|press|dip|bread|vanilla|75|martini|macarons?))|francais|francophones?)\b/;
const ABOUT_REVIEWS =
  /\b(reviews?|avis|comments?|commentaires?|written|ecrits?|redige\w*|how many|combien|share|part|proportion|percent\w*|pourcentage|guests?|clients?|customers?)\b/;
const BY_LANGUAGE =
  /\b((by|per|par) (language|langue)|which languages|what languages|quelles langues|languages?|langues?)\b/;

/**
 * The language of the reviews a question asks about: "how many reviews in French", « les avis
 * en anglais »; 'all' for "reviews by language". Null when none is asked, or when the language
 * named is the one the answer should be given in.
 */
export function languageAsked(q: string): 'en' | 'fr' | 'all' | null {
  if (ANSWER_IN.test(q)) return null;
  const en = LANG_EN.test(q);
  const fr = LANG_FR.test(q);
  if ((en || fr) && ABOUT_REVIEWS.test(q)) return en && fr ? 'all' : en ? 'en' : 'fr';
  return BY_LANGUAGE.test(q) && ABOUT_REVIEWS.test(q) ? 'all' : null;
}
