import { lastDayOfMonth, type DayRange } from '@tableside/domain/date-ranges';

// The pieces the agent's period rules share: the period type, month names, day arithmetic.

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

export const MONTHS_EN = [
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
export const MONTHS_FR = [
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
export const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (day: string) => day.split('-').map(Number) as [number, number, number];
export const monthRange = (y: number, m: number): DayRange => {
  const date = new Date(Date.UTC(y, m - 1, 1));
  const yy = date.getUTCFullYear();
  const mm = date.getUTCMonth() + 1;
  return { startDate: `${yy}-${pad(mm)}-01`, endDate: lastDayOfMonth(yy, mm) };
};
export const named = (key: PeriodKey, range: DayRange, explicit = true, n?: number): Period => ({
  range,
  label: n === undefined ? { kind: 'named', key } : { kind: 'named', key, n },
  explicit,
});
export const clip = (range: DayRange, today: string): DayRange =>
  range.endDate > today ? { ...range, endDate: today } : range;
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  un: 1,
  une: 1,
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

export const MONTH_WORD = `(${[...MONTHS_EN, ...MONTHS_FR].join('|')})`;
export const monthNumber = (word: string) =>
  MONTHS_EN.indexOf(word) + 1 || MONTHS_FR.indexOf(word) + 1;
export const countOf = (word: string) => Number(word) || NUMBER_WORDS[word] || 0;
/** The year of the latest such month that has begun by today. */
export const latestYear = (month: number, today: string) => {
  const [ty, tm] = ymd(today);
  return month > tm ? ty - 1 : ty;
};
/** The same calendar day `months` months before, the day clamped to the month's length. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = ymd(day);
  const first = monthRange(y, m - months);
  const last = Number(first.endDate.slice(8));
  return `${first.startDate.slice(0, 8)}${pad(Math.min(d, last))}`;
}
export const quarterRange = (year: number, quarter: number): DayRange => {
  const y = quarter < 1 ? year - 1 : year;
  const qq = quarter < 1 ? quarter + 4 : quarter;
  return {
    startDate: monthRange(y, 3 * qq - 2).startDate,
    endDate: monthRange(y, 3 * qq).endDate,
  };
};
