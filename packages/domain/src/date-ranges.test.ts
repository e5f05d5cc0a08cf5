import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  comparisonPresetRanges,
  COMPARISON_PRESETS,
  DATE_PRESETS,
  daysBetween,
  DEFAULT_PRESETS,
  defaultChoice,
  formatDay,
  formatRange,
  isDatePreset,
  isDay,
  isInstant,
  isoWeekday,
  isValidRange,
  lastDayOfMonth,
  presetRange,
  previousPeriod,
  rangeLength,
  rangeOf,
  rangeProblem,
  resolveDateFilter,
  SINGLE_PRESETS,
  todayIn,
  toDay,
  wholeMonths,
} from './date-ranges.ts';

const r = (startDate: string, endDate: string) => ({ startDate, endDate });

/** Every day from `from` to `to`, for exhaustive checks. */
function* days(from: string, to: string) {
  for (let d = from; d <= to; d = addDays(d, 1)) yield d;
}

describe('day arithmetic', () => {
  it('accepts real days only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2000-02-29')).toBe(true);
    expect(isDay('2026-04-31')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-00-10')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('keeps days and instants between 1900 and 2100, where JavaScript and PostgreSQL agree', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('0000-01-01')).toBe(false);
    expect(isDay('1899-12-31')).toBe(false);
    expect(isDay('1900-01-01')).toBe(true);
    expect(isDay('2100-12-31')).toBe(true);
    expect(isDay('2101-01-01')).toBe(false);
    expect(isInstant('2026-03-01T10:00:00Z')).toBe(true);
    expect(isInstant('2026-03-01T10:00:00.123+05:30')).toBe(true);
    expect(isInstant('0000-01-01T00:00:00Z')).toBe(false);
    expect(isInstant('9999-12-31T23:59:59Z')).toBe(false);
    expect(isInstant('2026-02-30T00:00:00Z')).toBe(false);
    expect(isInstant('1900-01-01T00:00:00+01:00')).toBe(false);
    expect(isInstant('yesterday')).toBe(false);
  });

  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });

  it('never gains or loses a day over daylight-saving changes', () => {
    // North America springs forward on 8 Mar 2026 and falls back on 1 Nov 2026; Europe on 29 Mar
    // and 25 Oct. The arithmetic is on calendar days, so each step is exactly one day.
    for (const d of days('2026-03-01', '2026-11-30')) {
      expect(daysBetween(d, addDays(d, 1))).toBe(1);
    }
    expect(rangeLength(r('2026-03-08', '2026-03-08'))).toBe(1);
    expect(rangeLength(r('2026-10-25', '2026-11-01'))).toBe(8);
  });

  it('names ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2024-02-29')).toBe(4);
  });

  it('clamps months to their last day', () => {
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonthsClamped('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonthsClamped('2026-05-31', -1)).toBe('2026-04-30');
  });
});

describe("the restaurant's today", () => {
  it('is the calendar day in its time zone, not UTC', () => {
    const lateEveningToronto = new Date('2026-03-16T03:30:00Z'); // 23:30 on the 15th in Toronto
    expect(todayIn('America/Toronto', lateEveningToronto)).toBe('2026-03-15');
    expect(todayIn('UTC', lateEveningToronto)).toBe('2026-03-16');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('follows daylight-saving changes', () => {
    // Toronto: 8 Mar 2026 02:00 EST → 03:00 EDT. 04:59 UTC is 23:59 EST on the 7th; after the
    // change, 03:59 UTC on the 9th is 23:59 EDT on the 8th.
    expect(todayIn('America/Toronto', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/Toronto', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/Toronto', new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/Toronto', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // Paris falls back on 25 Oct 2026 03:00 CEST → 02:00 CET: midnight is 22:00 then 23:00 UTC.
    expect(todayIn('Europe/Paris', new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('reads a browser date as its local day', () => {
    expect(toDay(new Date(2026, 2, 15, 23, 30))).toBe('2026-03-15');
  });
});

describe('single presets', () => {
  it('count today in the last 7 and 30 days', () => {
    expect(presetRange('last_7_days', '2026-03-15')).toEqual(r('2026-03-09', '2026-03-15'));
    expect(presetRange('last_30_days', '2026-03-15')).toEqual(r('2026-02-14', '2026-03-15'));
    expect(presetRange('last_7_days', '2026-01-03')).toEqual(r('2025-12-28', '2026-01-03'));
    expect(presetRange('last_30_days', '2024-03-01')).toEqual(r('2024-02-01', '2024-03-01'));
    expect(presetRange('last_30_days', '2025-03-01')).toEqual(r('2025-01-31', '2025-03-01'));
  });

  it('run this month from its first day and cover the whole last month', () => {
    expect(presetRange('this_month', '2026-03-15')).toEqual(r('2026-03-01', '2026-03-15'));
    expect(presetRange('this_month', '2026-03-01')).toEqual(r('2026-03-01', '2026-03-01'));
    expect(presetRange('last_month', '2026-03-15')).toEqual(r('2026-02-01', '2026-02-28'));
    expect(presetRange('last_month', '2024-03-31')).toEqual(r('2024-02-01', '2024-02-29'));
    expect(presetRange('last_month', '2026-01-10')).toEqual(r('2025-12-01', '2025-12-31'));
  });

  it('give valid ranges ending no later than today on every day of three years', () => {
    for (const today of days('2023-01-01', '2025-12-31')) {
      for (const preset of SINGLE_PRESETS) {
        const range = presetRange(preset, today);
        expect(isValidRange(range), `${preset} ${today}`).toBe(true);
        expect(range.endDate <= today).toBe(true);
      }
      expect(rangeLength(presetRange('last_7_days', today))).toBe(7);
      expect(rangeLength(presetRange('last_30_days', today))).toBe(30);
      const lastMonth = presetRange('last_month', today);
      expect(addDays(lastMonth.endDate, 1)).toBe(presetRange('this_month', today).startDate);
    }
  });
});

describe('the comparison period', () => {
  it('is the same-length period just before', () => {
    expect(previousPeriod(r('2026-03-09', '2026-03-15'))).toEqual(r('2026-03-02', '2026-03-08'));
    expect(previousPeriod(r('2026-01-01', '2026-01-01'))).toEqual(r('2025-12-31', '2025-12-31'));
    expect(previousPeriod(r('2024-03-01', '2024-03-31'))).toEqual(r('2024-01-30', '2024-02-29'));
    expect(previousPeriod(r('2026-01-01', '2026-12-31'))).toEqual(r('2025-01-01', '2025-12-31'));
    expect(previousPeriod(r('2025-01-01', '2025-12-31'))).toEqual(r('2024-01-02', '2024-12-31'));
    expect(previousPeriod(r('2024-01-01', '2024-12-31'))).toEqual(r('2022-12-31', '2023-12-31'));
  });

  it('always touches the range and has its length', () => {
    for (const start of days('2023-12-01', '2024-03-31')) {
      for (const length of [1, 7, 28, 30, 31, 365, 366]) {
        const range = r(start, addDays(start, length - 1));
        const before = previousPeriod(range);
        expect(rangeLength(before)).toBe(length);
        expect(addDays(before.endDate, 1)).toBe(range.startDate);
      }
    }
  });
});

describe('comparison presets', () => {
  const today = '2026-03-15';

  it('compare today with yesterday and rolling windows with the window before', () => {
    expect(comparisonPresetRanges('today_vs_yesterday', '2026-01-01')).toEqual({
      current: r('2026-01-01', '2026-01-01'),
      comparison: r('2025-12-31', '2025-12-31'),
    });
    expect(comparisonPresetRanges('last_7_days_vs_previous_7_days', today)).toEqual({
      current: r('2026-03-09', '2026-03-15'),
      comparison: r('2026-03-02', '2026-03-08'),
    });
    expect(comparisonPresetRanges('last_30_days_vs_previous_30_days', today)).toEqual({
      current: r('2026-02-14', '2026-03-15'),
      comparison: r('2026-01-15', '2026-02-13'),
    });
  });

  it('compare calendar months like with like', () => {
    expect(comparisonPresetRanges('this_month_vs_last_month', today)).toEqual({
      current: r('2026-03-01', '2026-03-15'),
      comparison: r('2026-02-01', '2026-02-15'),
    });
    expect(comparisonPresetRanges('this_month_vs_last_month', '2026-03-31').comparison).toEqual(
      r('2026-02-01', '2026-02-28'),
    );
    expect(comparisonPresetRanges('this_month_vs_last_month', '2026-01-20').comparison).toEqual(
      r('2025-12-01', '2025-12-20'),
    );
    expect(comparisonPresetRanges('last_month_vs_month_before', today)).toEqual({
      current: r('2026-02-01', '2026-02-28'),
      comparison: r('2026-01-01', '2026-01-31'),
    });
    expect(comparisonPresetRanges('last_month_vs_month_before', '2026-02-10')).toEqual({
      current: r('2026-01-01', '2026-01-31'),
      comparison: r('2025-12-01', '2025-12-31'),
    });
  });

  it('compare this year to date with last year to the same date', () => {
    expect(comparisonPresetRanges('this_year_vs_last_year', today)).toEqual({
      current: r('2026-01-01', '2026-03-15'),
      comparison: r('2025-01-01', '2025-03-15'),
    });
    expect(comparisonPresetRanges('this_year_vs_last_year', '2024-02-29').comparison).toEqual(
      r('2023-01-01', '2023-02-28'),
    );
  });

  it('never overlap and always end before the current range, every day of three years', () => {
    for (const d of days('2023-01-01', '2025-12-31')) {
      for (const preset of COMPARISON_PRESETS) {
        const { current, comparison } = comparisonPresetRanges(preset, d);
        expect(isValidRange(current) && isValidRange(comparison), `${preset} ${d}`).toBe(true);
        expect(comparison.endDate < current.startDate, `${preset} ${d}`).toBe(true);
        expect(current.endDate <= d).toBe(true);
      }
    }
  });
});

describe('filters and defaults', () => {
  it('resolve presets and custom ranges, with the period before as default comparison', () => {
    expect(resolveDateFilter({ preset: 'last_7_days' }, '2026-03-15')).toEqual({
      preset: 'last_7_days',
      current: r('2026-03-09', '2026-03-15'),
      comparison: r('2026-03-02', '2026-03-08'),
    });
    expect(
      resolveDateFilter({ preset: 'custom', ...r('2026-02-01', '2026-02-10') }, '2026-03-15'),
    ).toEqual({
      preset: 'custom',
      current: r('2026-02-01', '2026-02-10'),
      comparison: r('2026-01-22', '2026-01-31'),
    });
    const explicit = r('2025-02-01', '2025-02-10');
    expect(
      resolveDateFilter(
        { preset: 'custom', ...r('2026-02-01', '2026-02-10'), comparison: explicit },
        '2026-03-15',
      ).comparison,
    ).toEqual(explicit);
    expect(rangeOf({ preset: 'this_year_vs_last_year' }, '2026-03-15')).toEqual(
      r('2026-01-01', '2026-03-15'),
    );
  });

  it('open every area on the last 30 days except trends', () => {
    for (const [area, preset] of Object.entries(DEFAULT_PRESETS)) {
      expect(preset).toBe(area === 'trends' ? 'last_7_days_vs_previous_7_days' : 'last_30_days');
    }
    expect(defaultChoice('trends')).toEqual({ preset: 'last_7_days_vs_previous_7_days' });
  });

  it('know the ten presets', () => {
    expect(DATE_PRESETS).toHaveLength(10);
    expect(isDatePreset('this_year_vs_last_year')).toBe(true);
    expect(isDatePreset('next_week')).toBe(false);
  });
});

describe('wholeMonths', () => {
  it('cuts a range into whole months and edge days', () => {
    expect(wholeMonths(r('2026-01-15', '2026-04-10'))).toEqual({
      months: r('2026-02-01', '2026-03-01'),
      days: [r('2026-01-15', '2026-01-31'), r('2026-04-01', '2026-04-10')],
    });
    expect(wholeMonths(r('2024-02-01', '2024-02-29'))).toEqual({
      months: r('2024-02-01', '2024-02-01'),
      days: [],
    });
    expect(wholeMonths(r('2026-03-02', '2026-03-30'))).toEqual({
      months: null,
      days: [r('2026-03-02', '2026-03-30')],
    });
    expect(wholeMonths(r('2025-12-31', '2026-01-31')).days).toEqual([
      r('2025-12-31', '2025-12-31'),
    ]);
  });

  it('covers every day exactly once, for every range of a leap year', () => {
    const all = [...days('2023-12-01', '2024-03-31')];
    for (let i = 0; i < all.length; i += 3) {
      for (let j = i; j < all.length; j += 7) {
        const range = r(all[i] as string, all[j] as string);
        const { months, days: edges } = wholeMonths(range);
        let covered = edges.reduce((n, d) => n + rangeLength(d), 0);
        if (months) {
          for (let m = months.startDate; m <= months.endDate; m = addMonthsClamped(m, 1)) {
            const [y, mo] = m.split('-').map(Number) as [number, number];
            covered += rangeLength(r(m, lastDayOfMonth(y, mo)));
          }
        }
        expect(covered, `${range.startDate}..${range.endDate}`).toBe(rangeLength(range));
      }
    }
  });
});

describe('range validation', () => {
  it('refuses impossible days, reversed ranges and ranges of five years or more', () => {
    expect(rangeProblem(r('2026-03-01', '2026-03-01'))).toBeNull();
    expect(rangeProblem(r('2026-02-30', '2026-03-01'))).toBe('invalid_day');
    expect(rangeProblem(r('2026-03-02', '2026-03-01'))).toBe('start_after_end');
    expect(rangeProblem(r('2021-03-02', '2026-03-01'))).toBeNull();
    expect(rangeProblem(r('2021-03-01', '2026-03-01'))).toBe('too_long');
    expect(rangeProblem(r('2020-02-29', '2025-02-28'))).toBeNull();
    expect(rangeProblem(r('2020-02-29', '2025-03-01'))).toBe('too_long');
  });
});

describe('display formats', () => {
  it('writes the display format in English and French', () => {
    expect(formatDay('2026-03-05', 'en')).toBe('Mar 05, 2026');
    expect(formatDay('2026-03-05', 'fr')).toBe('05 mars 2026');
    expect(formatDay('2026-02-28', 'fr')).toBe('28 févr. 2026');
    expect(formatDay('2026-12-31', 'en', 'api')).toBe('2026-12-31');
  });

  it('writes the simple format M/D/Y in English and D/M/Y in French', () => {
    expect(formatDay('2026-03-05', 'en', 'simple')).toBe('3/5/2026');
    expect(formatDay('2026-03-05', 'fr', 'simple')).toBe('5/3/2026');
  });

  it('writes the full format with month names', () => {
    expect(formatDay('2026-08-15', 'en', 'full')).toBe('August 15, 2026');
    expect(formatDay('2026-08-15', 'fr', 'full')).toBe('15 août 2026');
    expect(formatDay('2026-02-01', 'fr', 'full')).toBe('1er février 2026');
    expect(formatDay('2026-12-01', 'en', 'full')).toBe('December 1, 2026');
    expect(formatDay('2026-07-01', 'en', 'text')).toBe('Jul 1, 2026');
    expect(formatDay('2026-01-01', 'fr', 'text')).toBe('1 janv. 2026');
    expect(formatDay('2026-11-21', 'fr', 'text')).toBe('21 nov. 2026');
  });

  it('writes a range once when it is one day', () => {
    expect(formatRange(r('2026-03-01', '2026-03-15'), 'en')).toBe('Mar 01, 2026 – Mar 15, 2026');
    expect(formatRange(r('2026-03-01', '2026-03-01'), 'fr', 'full')).toBe('1er mars 2026');
  });
});
