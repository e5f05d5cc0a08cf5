import { addDays, isoWeekday } from '@tableside/domain/date-ranges';
import { clip, named, pad, ymd, type Period } from './date-parts.ts';

// Periods operators date by the holidays of the trade's calendar: "since Labour Day", "depuis
// l'Action de grâce", "over the holidays last year", "pendant les fêtes". The dates are
// Canadian (most groups are in Canada: Thanksgiving is the second Monday of October, the fête du
// Travail the first Monday of September); "the holidays" / "les fêtes" run from Christmas Eve
// to New Year's Day.

/** The `n`th `weekday` (1 Monday … 7 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${pad(month)}-01`;
  const offset = (weekday - isoWeekday(first) + 7) % 7;
  return addDays(first, offset + 7 * (n - 1));
}
const fixed = (month: number, day: number) => (year: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a year (the Gregorian computus). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}
/** Memorial Day: the last Monday of May. */
const memorialDay = (year: number) =>
  addDays(`${year}-05-31`, -((isoWeekday(`${year}-05-31`) + 6) % 7));
/** Victoria Day and the Journée nationale des patriotes: the Monday before May 25. */
const victoriaDay = (year: number) =>
  addDays(`${year}-05-25`, -(((isoWeekday(`${year}-05-25`) + 5) % 7) + 1));

const DAYS: [RegExp, (year: number) => string][] = [
  [
    /\b(new years? eve|veille du jour de l an|reveillon du jour de l an|s(ain)?t sylvestre)\b/,
    fixed(12, 31),
  ],
  [/\b(new years?( day)?|nouvel an|jour de l an)\b/, fixed(1, 1)],
  [/\b(family day|jour de la famille)\b/, (y) => nthWeekday(y, 2, 1, 3)],
  [/\b(s(ain)?t patrick s?( day)?|s(ain)?t patty s?( day)?)\b/, fixed(3, 17)],
  [/\b(good friday|vendredi saint)\b/, (y) => addDays(easter(y), -2)],
  [/\b(easter( sunday| weekend| monday)?|paques|lundi de paques)\b/, easter],
  [
    /\b(victoria day|fete de la reine|(journee|fete)( nationale)? des patriotes|may (two four|2 4|long weekend))\b/,
    victoriaDay,
  ],
  [/\b(valentines?( day)?|(la )?s(ain)?t valentin)\b/, fixed(2, 14)],
  [/\b(chandeleur)\b/, fixed(2, 2)],
  // The French calendar's movable feasts, counted from Easter.
  [/\b(ascension)\b/, (y) => addDays(easter(y), 39)],
  [/\b((lundi de )?pentecote)\b/, (y) => addDays(easter(y), 49)],
  // The American one, for the groups south of the border.
  [/\b(memorial day)\b/, memorialDay],
  [/\b(mothers day|fete des meres)\b/, (y) => nthWeekday(y, 5, 7, 2)],
  // "Depuis la St-Jean" is the feast; "à Saint-Jean" may be a place, so the article is needed.
  [/\b(s(ain)?t jean baptiste|fete nationale|la s(ain)?t jean)\b/, fixed(6, 24)],
  [/\b(fathers day|fete des peres)\b/, (y) => nthWeekday(y, 6, 7, 3)],
  [/\b(fete de la musique)\b/, fixed(6, 21)],
  [/\b(canada day|fete du canada)\b/, fixed(7, 1)],
  [/\b(independence day|(the )?(4th|fourth) of july|july (4th|fourth))\b/, fixed(7, 4)],
  [/\b(labou?r day|fete du travail)\b/, (y) => nthWeekday(y, 9, 1, 1)],
  [/\b(thanksgiving|action de graces?)\b/, (y) => nthWeekday(y, 10, 1, 2)],
  [/\b(halloween)\b/, fixed(10, 31)],
  // The Friday after the American Thanksgiving (the fourth Thursday of November).
  [/\b(black friday|vendredi fou)\b/, (y) => addDays(nthWeekday(y, 11, 4, 4), 1)],
  [/\b(toussaint)\b/, fixed(11, 1)],
  [/\b(remembrance day|jour du souvenir|armistice)\b/, fixed(11, 11)],
  [/\b(christmas eve|veille de noel|reveillon de noel)\b/, fixed(12, 24)],
  [/\b(christmas( day)?|xmas|noel)\b/, fixed(12, 25)],
  [/\b(boxing day|lendemain de noel)\b/, fixed(12, 26)],
];
const SEASON =
  /\b(the holidays|holiday season|holiday rush|les fetes|(le )?temps des fetes|periode des fetes)\b/;
/** Whether folded text names a holiday ("la fête du Travail", "Canada Day"), period or not. */
export const namesHoliday = (folded: string) =>
  SEASON.test(folded) || DAYS.some(([re]) => re.test(folded));
const SINCE = /\b(since|after|depuis|apres)( the| le| la| l)? ?$/;
// A holiday is a period only after a word that makes it one: "the Christmas menu" is a dish.
const ON = /\b(on|at|for|over|during|around|pendant|durant|pour|a|le|la|l)( the)? ?$/;
const LAST_YEAR = /\b(last year|l an (dernier|passe)|l annee (derniere|passee))\b/;

/**
 * The period a holiday names in a folded question: since the latest one up to today ("since
 * Labour Day"), the holiday season ("over the holidays last year"), or the day itself ("on
 * Halloween"); "last year" picks the one of the year before. Null when it names none.
 */
export function holiday(q: string, today: string): Period | null {
  const [ty] = ymd(today);
  const lastYear = LAST_YEAR.test(q);
  const between = betweenHolidays(q, today, lastYear ? ty - 1 : ty);
  if (between) return between;
  const season = SEASON.exec(q);
  if (season) {
    // The latest season begun by today (the one starting in December of the year before when
    // "last year" is said, the holidays being named by the year of their Christmas).
    let start = `${ty}-12-24`;
    if (start > today || lastYear) start = `${ty - 1}-12-24`;
    const range = clip({ startDate: start, endDate: addDays(start, 8) }, today);
    if (SINCE.test(q.slice(0, season.index))) return named('span', { ...range, endDate: today });
    return named('span', range);
  }
  for (const [re, dayOf] of DAYS) {
    const m = re.exec(q);
    if (!m) continue;
    let day = dayOf(lastYear ? ty - 1 : ty);
    if (day > today) day = dayOf(ty - 1);
    const before = q.slice(0, m.index);
    if (SINCE.test(before)) return named('span', { startDate: day, endDate: today });
    if (ON.test(before)) return named('span', { startDate: day, endDate: day });
  }
  return null;
}

const BETWEEN = /\b(between|from|entre|de|du|depuis)( the| le| la| l)? ?$/;
const AND = /^ (and|et|pis|to|till|until|through|au|a|jusqu a)( the| le| la| l)? ?$/;

/**
 * "Between Labour Day and Halloween", « entre la fête du Travail pis l'Halloween »: from the
 * first holiday, the latest begun by today, to the second after it, clipped to today.
 */
function betweenHolidays(q: string, today: string, year: number): Period | null {
  const found = DAYS.flatMap(([re, dayOf]) => {
    const m = re.exec(q);
    return m ? [{ at: m.index, end: m.index + m[0].length, dayOf }] : [];
  }).sort((a, b) => a.at - b.at);
  if (found.length < 2) return null;
  const [first, second] = found as [(typeof found)[0], (typeof found)[0]];
  if (!BETWEEN.test(q.slice(0, first.at)) || !AND.test(q.slice(first.end, second.at))) return null;
  let start = first.dayOf(year);
  if (start > today) start = first.dayOf(year - 1);
  const [sy] = ymd(start);
  let end = second.dayOf(sy);
  if (end < start) end = second.dayOf(sy + 1);
  return named('span', clip({ startDate: start, endDate: end }, today));
}
