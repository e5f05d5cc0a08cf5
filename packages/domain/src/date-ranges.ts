/**
 * Date filters (docs/product/analytics.md#date-presets, docs/product/analytics.md#default-ranges),
 * shared by the web and the server.
 *
 * Every date here is a calendar day `yyyy-MM-dd` (the API's format), never an instant: "today"
 * is the restaurant's today in its own time zone (`todayIn`), and day arithmetic runs on UTC
 * midnights, so a daylight-saving change can never add or lose a day.
 */

export const SINGLE_PRESETS = ['last_7_days', 'last_30_days', 'this_month', 'last_month'] as const;
export const COMPARISON_PRESETS = [
  'today_vs_yesterday',
  'last_7_days_vs_previous_7_days',
  'last_30_days_vs_previous_30_days',
  'this_month_vs_last_month',
  'last_month_vs_month_before',
  'this_year_vs_last_year',
] as const;
export const DATE_PRESETS = [...SINGLE_PRESETS, ...COMPARISON_PRESETS] as const;

export type SinglePreset = (typeof SINGLE_PRESETS)[number];
export type ComparisonPreset = (typeof COMPARISON_PRESETS)[number];
export type DatePreset = SinglePreset | ComparisonPreset;

/** Days as the API takes them: yyyy-MM-dd, both ends included. */
export type DayRange = { startDate: string; endDate: string };

/** What a filter control holds: a preset, or a custom range (with an optional comparison). */
export type DateRangeChoice =
  { preset: DatePreset } | ({ preset: 'custom'; comparison?: DayRange } & DayRange);

/**
 * A resolved filter (docs/product/analytics.md#date-presets): the current range and the one it is
 * compared with.
 */
export type DateFilter = {
  preset: DatePreset | 'custom';
  current: DayRange;
  comparison: DayRange;
};

export type DateArea =
  'home' | 'reviews' | 'staff' | 'menu' | 'keywords' | 'analytics' | 'trends' | 'reports';

/**
 * docs/product/analytics.md#default-ranges: every area opens on the last 30 days, trends on 7 days
 * against 7.
 */
export const DEFAULT_PRESETS: Record<DateArea, DatePreset> = {
  home: 'last_30_days',
  reviews: 'last_30_days',
  staff: 'last_30_days',
  menu: 'last_30_days',
  keywords: 'last_30_days',
  analytics: 'last_30_days',
  trends: 'last_7_days_vs_previous_7_days',
  reports: 'last_30_days',
};
export const DEFAULT_DATE_PRESET: SinglePreset = 'last_30_days';

/** Bad input of the analytics issue: longer ranges are refused. */
export const MAX_RANGE_YEARS = 5;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const isDatePreset = (value: string): value is DatePreset =>
  (DATE_PRESETS as readonly string[]).includes(value);
export const isComparisonPreset = (value: string): value is ComparisonPreset =>
  (COMPARISON_PRESETS as readonly string[]).includes(value);

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** A civil date from year, month (1-12, may overflow) and day (may overflow), as yyyy-MM-dd. */
function civil(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The years a day or an instant of ours may fall in. Reviews, bookings and reports are all
 * after 1900 and before 2100; within those bounds every date keeps four digits and round-trips
 * unchanged through JavaScript and PostgreSQL (which has no year 0000 and cannot read 5-digit
 * years back as `yyyy-MM-dd`).
 */
export const DAY_MIN_YEAR = 1900;
export const DAY_MAX_YEAR = 2100;

/** A real calendar day (no 2026-02-30, no 2026-13-01) between 1900 and 2100, as yyyy-MM-dd. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [y, m, d] = parts(value);
  return (
    y >= DAY_MIN_YEAR &&
    y <= DAY_MAX_YEAR &&
    m >= 1 &&
    m <= 12 &&
    d >= 1 &&
    civil(y, m, d) === value
  );
}

/** An ISO date-time with a zone whose day is a real one of those years (UTC). */
export function isInstant(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time) || !isDay(value.slice(0, 10))) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= DAY_MIN_YEAR && year <= DAY_MAX_YEAR;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return civil(y, m, d + n);
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / MS_PER_DAY);
}

/** How many days a range covers, both ends included. */
export const rangeLength = (r: DayRange) => daysBetween(r.startDate, r.endDate) + 1;

export const lastDayOfMonth = (y: number, m: number) => civil(y, m + 1, 0);

/** ISO day of the week: 1 Monday … 7 Sunday (the restaurant's weekly report day). */
export function isoWeekday(day: string): number {
  const [y, m, d] = parts(day);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** The same day-of-month `months` months away, kept inside that month (31 Mar − 1 → 28/29 Feb). */
export function addMonthsClamped(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const end = lastDayOfMonth(y, m + months);
  const [, , last] = parts(end);
  return civil(y, m + months, Math.min(d, last));
}

/** The calendar day it is at `now` in `timeZone` (an IANA name), e.g. the restaurant's today. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const get = (type: string) => f.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A local calendar day of a JavaScript date (the browser's today). */
export function toDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type RangeProblem = 'invalid_day' | 'start_after_end' | 'too_long';

/** Why a range is unusable, or null: real days, in order, at most five years. */
export function rangeProblem(r: DayRange): RangeProblem | null {
  if (!isDay(r.startDate) || !isDay(r.endDate)) return 'invalid_day';
  if (r.startDate > r.endDate) return 'start_after_end';
  const [y, m, d] = parts(r.startDate);
  if (r.endDate >= civil(y + MAX_RANGE_YEARS, m, d)) return 'too_long';
  return null;
}

export const isValidRange = (r: DayRange) => rangeProblem(r) === null;

/** The same-length period just before a range (docs/product/analytics.md#comparison-period). */
export function previousPeriod(r: DayRange): DayRange {
  const length = rangeLength(r);
  return { startDate: addDays(r.startDate, -length), endDate: addDays(r.startDate, -1) };
}

/**
 * A range cut into the whole calendar months it contains (as the first days of the first and
 * last such month) and the days left at its edges, so long ranges can read monthly totals.
 */
export function wholeMonths(r: DayRange): { months: DayRange | null; days: DayRange[] } {
  const [sy, sm, sd] = parts(r.startDate);
  const [ey, em] = parts(r.endDate);
  const first = sd === 1 ? r.startDate : civil(sy, sm + 1, 1);
  const lastEnd = r.endDate === lastDayOfMonth(ey, em) ? r.endDate : civil(ey, em, 0);
  if (first > lastEnd) return { months: null, days: [r] };
  const [ly, lm] = parts(lastEnd);
  const days: DayRange[] = [];
  if (r.startDate < first) days.push({ startDate: r.startDate, endDate: addDays(first, -1) });
  if (lastEnd < r.endDate) days.push({ startDate: addDays(lastEnd, 1), endDate: r.endDate });
  return { months: { startDate: first, endDate: civil(ly, lm, 1) }, days };
}

/** The days a single preset covers, `today` included ("last 7 days" is today and 6 before). */
export function presetRange(preset: SinglePreset, today: string): DayRange {
  const [y, m] = parts(today);
  switch (preset) {
    case 'last_7_days':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last_30_days':
      return { startDate: addDays(today, -29), endDate: today };
    case 'this_month':
      return { startDate: civil(y, m, 1), endDate: today };
    case 'last_month':
      return { startDate: civil(y, m - 1, 1), endDate: lastDayOfMonth(y, m - 1) };
  }
}

/**
 * A comparison preset's two ranges. Rolling windows compare with the same-length period just
 * before; calendar ones compare like with like: this month to date against the previous month
 * up to the same day (clamped to its end), last month against the whole month before, this year
 * to date against last year up to the same date (29 Feb → 28 Feb).
 */
export function comparisonPresetRanges(
  preset: ComparisonPreset,
  today: string,
): { current: DayRange; comparison: DayRange } {
  const [y, m] = parts(today);
  const rolling = (current: DayRange) => ({ current, comparison: previousPeriod(current) });
  switch (preset) {
    case 'today_vs_yesterday':
      return rolling({ startDate: today, endDate: today });
    case 'last_7_days_vs_previous_7_days':
      return rolling(presetRange('last_7_days', today));
    case 'last_30_days_vs_previous_30_days':
      return rolling(presetRange('last_30_days', today));
    case 'this_month_vs_last_month':
      return {
        current: presetRange('this_month', today),
        comparison: { startDate: civil(y, m - 1, 1), endDate: addMonthsClamped(today, -1) },
      };
    case 'last_month_vs_month_before':
      return {
        current: presetRange('last_month', today),
        comparison: { startDate: civil(y, m - 2, 1), endDate: lastDayOfMonth(y, m - 2) },
      };
    case 'this_year_vs_last_year': {
      const lastYearSameDay = addMonthsClamped(today, -12);
      return {
        current: { startDate: civil(y, 1, 1), endDate: today },
        comparison: { startDate: civil(y - 1, 1, 1), endDate: lastYearSameDay },
      };
    }
  }
}

/** The filter a choice stands for on `today`; a single range is compared with the period before. */
export function resolveDateFilter(choice: DateRangeChoice, today: string): DateFilter {
  if (choice.preset === 'custom') {
    const current = { startDate: choice.startDate, endDate: choice.endDate };
    return { preset: 'custom', current, comparison: choice.comparison ?? previousPeriod(current) };
  }
  if (isComparisonPreset(choice.preset)) {
    return { preset: choice.preset, ...comparisonPresetRanges(choice.preset, today) };
  }
  const current = presetRange(choice.preset, today);
  return { preset: choice.preset, current, comparison: previousPeriod(current) };
}

/** The current range of a choice. */
export const rangeOf = (choice: DateRangeChoice, today: string): DayRange =>
  resolveDateFilter(choice, today).current;

/** The area's default filter; "reset" returns to it. */
export const defaultChoice = (area: DateArea): DateRangeChoice => ({
  preset: DEFAULT_PRESETS[area],
});

// --- Display formats (docs/product/analytics.md#display-formats)
// --------------------------------------------------------------

export type DateLanguage = 'en' | 'fr';
/** `display` 'MMM dd, yyyy'; `simple` M/D/Y (French D/M/Y); `full` Month day, year. */
/** 'text': short month, no leading zero ("Jul 1, 2026" / "1 juil. 2026"), for sentences. */
export type DayFormat = 'api' | 'display' | 'simple' | 'full' | 'text';

const MONTHS = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  fr: {
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
} as const;

/**
 * A day in one of the display formats (docs/product/analytics.md#display-formats); built by hand so
 * every runtime prints the same text.
 */
export function formatDay(day: string, lang: DateLanguage, format: DayFormat = 'display'): string {
  const [y, m, d] = parts(day);
  const names = MONTHS[lang];
  switch (format) {
    case 'api':
      return day;
    case 'display':
      return lang === 'en'
        ? `${names.short[m - 1]} ${pad(d)}, ${y}`
        : `${pad(d)} ${names.short[m - 1]} ${y}`;
    case 'simple':
      return lang === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
    case 'text':
      return lang === 'en' ? `${names.short[m - 1]} ${d}, ${y}` : `${d} ${names.short[m - 1]} ${y}`;
    case 'full':
      return lang === 'en'
        ? `${names.long[m - 1]} ${d}, ${y}`
        : `${d === 1 ? '1er' : d} ${names.long[m - 1]} ${y}`;
  }
}

/** A range for a heading: "Mar 01, 2026 – Mar 15, 2026", one day once. */
export function formatRange(
  r: DayRange,
  lang: DateLanguage,
  format: DayFormat = 'display',
): string {
  return r.startDate === r.endDate
    ? formatDay(r.startDate, lang, format)
    : `${formatDay(r.startDate, lang, format)} – ${formatDay(r.endDate, lang, format)}`;
}
