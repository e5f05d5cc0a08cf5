/**
 * The single-range date presets of dashboard.md §9 and the custom range. Kept here until a later
 * issue moves date presets to packages/domain, where the server can share them.
 */
export const DATE_PRESETS = ['last_7_days', 'last_30_days', 'this_month', 'last_month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Every area opens on the last 30 days (DECISIONS.md 19). */
export const DEFAULT_DATE_PRESET: DatePreset = 'last_30_days';

/** Days as the API takes them: yyyy-MM-dd. */
export type DayRange = { startDate: string; endDate: string };

export type DateRangeChoice = { preset: DatePreset } | ({ preset: 'custom' } & DayRange);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar day as yyyy-MM-dd (not toISOString, which would shift it to UTC). */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Both ends are real days and the start is not after the end. */
export function isValidRange(range: DayRange): boolean {
  return isDay(range.startDate) && isDay(range.endDate) && range.startDate <= range.endDate;
}

/**
 * The days a preset covers, `today` included: "last 7 days" is today and the 6 days before it;
 * "this month" runs from its first day to today; "last month" is the whole previous month.
 */
export function presetRange(preset: DatePreset, today: Date): DayRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  switch (preset) {
    case 'last_7_days':
      return { startDate: toDay(new Date(y, m, d - 6)), endDate: toDay(today) };
    case 'last_30_days':
      return { startDate: toDay(new Date(y, m, d - 29)), endDate: toDay(today) };
    case 'this_month':
      return { startDate: toDay(new Date(y, m, 1)), endDate: toDay(today) };
    case 'last_month':
      return { startDate: toDay(new Date(y, m - 1, 1)), endDate: toDay(new Date(y, m, 0)) };
  }
}

export function rangeOf(choice: DateRangeChoice, today: Date): DayRange {
  return choice.preset === 'custom'
    ? { startDate: choice.startDate, endDate: choice.endDate }
    : presetRange(choice.preset, today);
}
