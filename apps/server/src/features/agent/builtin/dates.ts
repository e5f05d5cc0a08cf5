import {
  addDays,
  isoWeekday,
  lastDayOfMonth,
  previousPeriod,
  type DayRange,
} from '@tableside/domain/date-ranges';
import { fold } from './text.ts';

/** A period the question names, and how to say it back. */
export type Period = {
  range: DayRange;
  /** What names it: a key of the phrases (lastMonth, thisWeek…) or a month. */
  label: { kind: 'named'; key: PeriodKey } | { kind: 'month'; year: number; month: number };
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
const named = (key: PeriodKey, range: DayRange, explicit = true): Period => ({
  range,
  label: { kind: 'named', key },
  explicit,
});
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  seven: 7,
  ten: 10,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
  deux: 2,
  trois: 3,
  sept: 7,
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
    /\b(?:last|past) (\d{1,3}|\w+) days?\b/.exec(q) ?? /\b(\d{1,3}|\w+) derniers jours\b/.exec(q);
  if (days) {
    const n = Number(days[1]) || NUMBER_WORDS[days[1]!] || 0;
    if (n >= 1 && n <= 3650) {
      return named('lastNDays', { startDate: addDays(today, 1 - n), endDate: today });
    }
  }
  return (
    namedMonth(q, today) ??
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
