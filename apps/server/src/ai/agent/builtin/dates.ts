import {
  addDays,
  isoWeekday,
  lastDayOfMonth,
  previousPeriod,
  type DayRange,
} from '@tableside/domain/date-ranges';
import * as chrono from 'chrono-node';
import { fold } from './text.ts';

/** A period the question names, and how to say it back. */
export type Period = {
  range: DayRange;
  /** What names it: a key of the phrases (lastMonth, thisWeek…) or a month. */
  label:
    | { kind: 'named'; key: PeriodKey; n?: number }
    | { kind: 'month'; year: number; month: number }
    | { kind: 'year'; year: number };
  /** True when the question named it; false when the agent chose the default. */
  explicit: boolean;
};
export type PeriodKey =
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'thisMonth'
  | 'lastMonth'
  | 'thisYear'
  | 'lastYear'
  | 'lastNDays'
  | 'lastNWeeks'
  | 'lastNMonths'
  | 'thisQuarter'
  | 'lastQuarter'
  | 'yearToDate'
  /** From a day or a month to today, or between two months: said by its dates alone. */
  | 'span'
  | 'last30Days'
  | 'allTime'
  | 'previousPeriod';

const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTHS_FR = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (day: string) => day.split('-').map(Number) as [number, number, number];
const monthRange = (y: number, m: number): DayRange => {
  const date = new Date(Date.UTC(y, m - 1, 1));
  const yy = date.getUTCFullYear();
  const mm = date.getUTCMonth() + 1;
  return { startDate: `${yy}-${pad(mm)}-01`, endDate: lastDayOfMonth(yy, mm) };
};
const named = (key: PeriodKey, range: DayRange, explicit = true, n?: number): Period => ({
  range,
  label: n === undefined ? { kind: 'named', key } : { kind: 'named', key, n },
  explicit,
});
const clip = (range: DayRange, today: string): DayRange =>
  range.endDate > today ? { ...range, endDate: today } : range;
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  twelve: 12,
  ten: 10,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  douze: 12,
  dix: 10,
  quatorze: 14,
  trente: 30,
};

const COMPARISON_SPLIT =
  /\b(?:compared|comparison|compare|versus|vs|than|par rapport|comparativement|contre)\b/;

/** An explicit month ("October", "en octobre 2025"): the latest one not after today. */
function namedMonth(folded: string, today: string): Period | null {
  const [ty, tm] = ymd(today);
  const pattern = new RegExp(`\\b(${[...MONTHS_EN, ...MONTHS_FR].join('|')})\\b( (\\d{4}))?`);
  const match = pattern.exec(folded);
  if (!match) return null;
  // "may" is also a verb: only a month when a year follows or "in"/"en" comes before.
  if (match[1] === 'may' && !match[3] && !/\b(in|of|during) may\b/.test(folded)) return null;
  const word = match[1]!;
  const month = (MONTHS_EN.indexOf(word) + 1 || MONTHS_FR.indexOf(word) + 1) as number;
  const year = match[3] ? Number(match[3]) : month > tm ? ty - 1 : ty;
  const range = monthRange(year, month);
  if (range.endDate > today) range.endDate = today;
  return { range, label: { kind: 'month', year, month }, explicit: true };
}

const MONTH_WORD = `(${[...MONTHS_EN, ...MONTHS_FR].join('|')})`;
const monthNumber = (word: string) => MONTHS_EN.indexOf(word) + 1 || MONTHS_FR.indexOf(word) + 1;
const countOf = (word: string) => Number(word) || NUMBER_WORDS[word] || 0;
/** The year of the latest such month that has begun by today. */
const latestYear = (month: number, today: string) => {
  const [ty, tm] = ymd(today);
  return month > tm ? ty - 1 : ty;
};
/** The same calendar day `months` months before, the day clamped to the month's length. */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = ymd(day);
  const first = monthRange(y, m - months);
  const last = Number(first.endDate.slice(8));
  return `${first.startDate.slice(0, 8)}${pad(Math.min(d, last))}`;
}
const quarterRange = (year: number, quarter: number): DayRange => {
  const y = quarter < 1 ? year - 1 : year;
  const qq = quarter < 1 ? quarter + 4 : quarter;
  return {
    startDate: monthRange(y, 3 * qq - 2).startDate,
    endDate: monthRange(y, 3 * qq).endDate,
  };
};

/** "between September and October", "de juin à août 2026": whole months, the last clipped to today. */
function monthSpan(q: string, today: string): Period | null {
  const span = new RegExp(
    `\\b${MONTH_WORD}(?: (\\d{4}))? (?:and|to|through|thru|until|till|et|a|au|jusqu a|jusqu en) ${MONTH_WORD}(?: (\\d{4}))?\\b`,
  ).exec(q);
  if (!span) return null;
  const from = monthNumber(span[1]!);
  const to = monthNumber(span[3]!);
  let endYear: number;
  if (span[4]) endYear = Number(span[4]);
  else if (span[2]) endYear = Number(span[2]) + (to < from ? 1 : 0);
  else endYear = latestYear(to, today);
  const startYear = span[2] ? Number(span[2]) : to < from ? endYear - 1 : endYear;
  const range = clip(
    { startDate: monthRange(startYear, from).startDate, endDate: monthRange(endYear, to).endDate },
    today,
  );
  return range.startDate <= range.endDate ? named('span', range) : null;
}

/** "since June", "depuis septembre 2025": from the first of that month to today. */
function sinceMonth(q: string, today: string): Period | null {
  const since = new RegExp(
    `\\b(?:since|depuis)(?: (?:the start of|the beginning of|early|le debut de|debut|le mois de))? ${MONTH_WORD}(?! \\d{1,2}(?:st|nd|rd|th)?\\b)(?: (\\d{4}))?\\b`,
  ).exec(q);
  if (!since) return null;
  const month = monthNumber(since[1]!);
  const year = since[2] ? Number(since[2]) : latestYear(month, today);
  const startDate = monthRange(year, month).startDate;
  return startDate <= today ? named('span', { startDate, endDate: today }) : null;
}

/**
 * "since March 3", "depuis le 1er janvier": a day read by chrono-node, in the past (a day
 * without its year is the latest one not after today), up to today.
 */
function sinceDay(question: string, today: string): Period | null {
  const at = /\b(since|depuis)\b/i.exec(question.normalize('NFC'));
  if (!at) return null;
  const rest = question.normalize('NFC').slice(at.index + at[0].length);
  const [y, m, d] = ymd(today);
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const parser = at[1]!.toLowerCase() === 'depuis' ? chrono.fr : chrono.en;
  const found = parser.parse(rest, ref)[0];
  if (!found) return null;
  if (found.start.isCertain('weekday') && !found.start.isCertain('day')) {
    // "since Friday", "depuis lundi": the latest such day before today.
    const shown = found.start.date().toISOString().slice(0, 10);
    const startDate =
      shown >= today ? addDays(shown, -7 * Math.ceil((rangeDays(today, shown) + 1) / 7)) : shown;
    return named('span', { startDate, endDate: today });
  }
  if (!found.start.isCertain('day') || !found.start.isCertain('month')) return null;
  const month = found.start.get('month')!;
  const day = found.start.get('day')!;
  let year = found.start.isCertain('year') ? found.start.get('year')! : y;
  if (!found.start.isCertain('year') && `${year}-${pad(month)}-${pad(day)}` > today) year -= 1;
  const startDate = `${year}-${pad(month)}-${pad(day)}`;
  return startDate <= today ? named('span', { startDate, endDate: today }) : null;
}

const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "since 2025", "depuis 2025": from the first of January of that year to today. */
function sinceYear(q: string, today: string): Period | null {
  const match = /\b(?:since|depuis) (?:the start of |le debut de |debut )?(\d{4})\b/.exec(q);
  if (!match || `${match[1]}-01-01` > today) return null;
  return named('span', { startDate: `${match[1]}-01-01`, endDate: today });
}

/**
 * "from March 3 to March 17", "du 1er au 15 octobre": a range of days read by chrono-node, in
 * English or French; without a year, the latest such range that has begun by today.
 */
function dayRange(question: string, today: string): Period | null {
  const [y, m, d] = ymd(today);
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const text = question.normalize('NFC');
  for (const parser of [chrono.en, chrono.fr]) {
    const results = parser.parse(text, ref);
    const joined = results.find((r) => r.end);
    let start = joined?.start;
    let end = joined?.end;
    // "between March 3 and March 17" comes back as two days joined by a range word.
    const [a, b] = results;
    if (!joined && a && b) {
      const between = text.slice(a.index + a.text.length, b.index);
      if (/^\s*(and|to|through|until|et|au|a|à|jusqu.au|-|–)\s*$/i.test(between))
        [start, end] = [a.start, b.start];
    }
    if (!start || !end) continue;
    const certain = (c: chrono.ParsedComponents) => c.isCertain('day') && c.isCertain('month');
    if (!certain(start) || !certain(end)) continue;
    const day = (c: chrono.ParsedComponents, year: number) =>
      `${year}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`;
    let year = start.isCertain('year') ? start.get('year')! : y;
    if (!start.isCertain('year') && day(start, year) > today) year -= 1;
    const startDate = day(start, year);
    const endYear = end.isCertain('year') ? end.get('year')! : year;
    let endDate = day(end, endYear);
    if (endDate < startDate) endDate = day(end, endYear + 1);
    return named('span', clip({ startDate, endDate }, today));
  }
  return null;
}

/** "in 2026", "en 2025": the whole year, clipped to today. */
function namedYear(q: string, today: string): Period | null {
  const match = /\b(?:in|en|for|pour|during|durant|over|sur|of|year|annee) (\d{4})\b/.exec(q);
  if (!match) return null;
  const year = Number(match[1]);
  const range = clip({ startDate: `${year}-01-01`, endDate: `${year}-12-31` }, today);
  if (range.startDate > today) return null;
  return { range, label: { kind: 'year', year }, explicit: true };
}

/** Every review up to today. */
export const allTime = (today: string): Period =>
  named('allTime', { startDate: '2000-01-01', endDate: today }, false);

/** The period a question names (English or French), or the last 30 days when it names none. */
export function periodOf(question: string, today: string): Period {
  // "… compared with the month before": the period is named before the comparison.
  const q = fold(question).split(COMPARISON_SPLIT)[0]!;
  const [y, m] = ymd(today);
  const monday = addDays(today, 1 - isoWeekday(today));
  if (/\b(today|aujourd hui)\b/.test(q))
    return named('today', { startDate: today, endDate: today });
  if (/\b(yesterday|hier)\b/.test(q)) {
    const d = addDays(today, -1);
    return named('yesterday', { startDate: d, endDate: d });
  }
  // Year to date, before "since the start" (all time) and "this year" can claim the words.
  if (
    /\b(year to date|ytd|so far this year|since the (start|beginning) of (the|this) year|depuis le debut de (l|cette) (annee|an)|depuis le debut de l an)\b/.test(
      q,
    )
  )
    return named('yearToDate', { startDate: `${y}-01-01`, endDate: today });
  const weeks =
    /\b(?:last|past|previous) (\d{1,2}|\w+) weeks\b/.exec(q) ??
    /\b(\d{1,2}|\w+) (?:dernieres|precedentes) semaines\b/.exec(q) ??
    /\bdepuis (\d{1,2}|\w+) semaines\b/.exec(q);
  if (weeks && countOf(weeks[1]!) >= 1) {
    const n = countOf(weeks[1]!);
    return named('lastNWeeks', { startDate: addDays(today, 1 - 7 * n), endDate: today }, true, n);
  }
  // "The last 3 months": 3 calendar months ending today, from the day after the same date 3
  // months back (on Nov 21, Aug 22 – Nov 21), not 90 days and not the 3 whole months before.
  const months =
    /\b(?:last|past|previous) (\d{1,2}|\w+) months\b/.exec(q) ??
    /\b(\d{1,2}|\w+) (?:derniers|precedents) mois\b/.exec(q) ??
    /\bdepuis (\d{1,2}|\w+) mois\b/.exec(q);
  if (months && countOf(months[1]!) >= 1) {
    const n = countOf(months[1]!);
    const startDate = addDays(monthsBefore(today, n), 1);
    return named('lastNMonths', { startDate, endDate: today }, true, n);
  }
  const quarter = Math.floor((m - 1) / 3) + 1;
  if (/\b(this|current) quarter\b|\bce trimestre\b|\btrimestre (en cours|actuel)\b/.test(q))
    return named('thisQuarter', clip(quarterRange(y, quarter), today));
  if (
    /\b(last|previous|past) quarter\b|\btrimestre (dernier|passe|precedent)\b|\bdernier trimestre\b/.test(
      q,
    )
  )
    return named('lastQuarter', quarterRange(y, quarter - 1));
  const q4 = /\bq([1-4])(?: (\d{4}))?\b/.exec(q);
  if (q4) {
    const n = Number(q4[1]);
    const year = q4[2] ? Number(q4[2]) : n > quarter ? y - 1 : y;
    return named('span', clip(quarterRange(year, n), today));
  }
  const span =
    monthSpan(q, today) ??
    sinceMonth(q, today) ??
    sinceYear(q, today) ??
    sinceDay(question, today) ??
    dayRange(question, today);
  if (span) return span;
  if (/\b(last|previous|past) week\b|\bsemaine (derniere|passee|precedente)\b/.test(q))
    return named('lastWeek', { startDate: addDays(monday, -7), endDate: addDays(monday, -1) });
  if (/\bthis week\b|\bcette semaine\b|\bsemaine en cours\b/.test(q))
    return named('thisWeek', { startDate: monday, endDate: today });
  if (/\b(last|previous|past) month\b|\bmois (dernier|passe|precedent)\b/.test(q))
    return named('lastMonth', monthRange(y, m - 1));
  if (/\bthis month\b|\bce mois( ci)?\b|\bmois en cours\b/.test(q))
    return named('thisMonth', { startDate: `${y}-${pad(m)}-01`, endDate: today });
  if (/\b(last|previous|past) year\b|\bannee (derniere|passee|precedente)\b/.test(q))
    return named('lastYear', { startDate: `${y - 1}-01-01`, endDate: `${y - 1}-12-31` });
  if (/\bthis year\b|\bcette annee\b/.test(q))
    return named('thisYear', { startDate: `${y}-01-01`, endDate: today });
  if (/\b(ever|all time|since (the )?(start|beginning)|depuis (le )?(debut|toujours))\b/.test(q))
    return named('allTime', { startDate: '2000-01-01', endDate: today });
  const days =
    /\b(?:last|past) (\d{1,3}|\w+) days?\b/.exec(q) ??
    /\b(\d{1,3}|\w+) derniers jours\b/.exec(q) ??
    /\bdepuis (\d{1,3}|\w+) jours\b/.exec(q);
  if (days) {
    const n = countOf(days[1]!);
    if (n >= 1 && n <= 3650) {
      return named('lastNDays', { startDate: addDays(today, 1 - n), endDate: today });
    }
  }
  return (
    namedMonth(q, today) ??
    namedYear(q, today) ??
    named('last30Days', { startDate: addDays(today, -29), endDate: today }, false)
  );
}

/** Whether the question asks for a comparison with the period before. */
export function asksComparison(question: string): boolean {
  return /\b(compar\w*|versus|vs|than|before|previous|prior|evolution|evolue|change[ds]?|trend|tendance|progress\w*|par rapport|precedent\w*|avant|augment\w*|baiss\w*)\b/.test(
    fold(question),
  );
}

/** The period to compare with: the month before a whole month, else the same length before. */
export function comparisonOf(period: Period): Period {
  const { range, label } = period;
  const [sy, sm, sd] = ymd(range.startDate);
  const wholeMonth = sd === 1 && range.endDate === lastDayOfMonth(sy, sm);
  if (
    wholeMonth ||
    label.kind === 'month' ||
    (label.kind === 'named' && label.key === 'thisMonth')
  ) {
    const before = monthRange(sy, sm - 1);
    if (!wholeMonth) {
      // This month so far compares with the month before up to the same day.
      const [, , ed] = ymd(range.endDate);
      const end = `${before.startDate.slice(0, 8)}${pad(ed)}`;
      if (end < before.endDate) before.endDate = end;
    }
    const [by, bm] = ymd(before.startDate);
    return { range: before, label: { kind: 'month', year: by, month: bm }, explicit: true };
  }
  return {
    range: previousPeriod(range),
    label: { kind: 'named', key: 'previousPeriod' },
    explicit: true,
  };
}
