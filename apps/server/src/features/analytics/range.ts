import {
  previousPeriod,
  rangeProblem,
  resolveDateFilter,
  todayIn,
  type DateFilter,
  type DayRange,
} from '@tableside/domain/date-ranges';
import type { TRangeQuery } from '@tableside/domain/schemas/analytics';
import { AppError } from '../../lib/app-error.ts';

function checked(range: DayRange, field: string): DayRange {
  const problem = rangeProblem(range);
  if (problem) {
    throw new AppError('invalid_date_range', undefined, { details: [{ field, problem }] });
  }
  return range;
}

/**
 * The current and comparison ranges of an analytics call, in the restaurant's calendar: a
 * preset resolved on the restaurant's today, or explicit days. Half a range is an error, as is
 * a reversed or over-long one.
 */
export function resolveRange(q: TRangeQuery, timeZone: string, now = new Date()): DateFilter {
  const hasCurrent = q.startDate !== undefined || q.endDate !== undefined;
  const hasComparison = q.compareStartDate !== undefined || q.compareEndDate !== undefined;
  if (q.preset && !hasCurrent && !hasComparison) {
    return resolveDateFilter({ preset: q.preset }, todayIn(timeZone, now));
  }
  if (q.preset || !q.startDate || !q.endDate) {
    throw new AppError('date_range_required', undefined, {
      details: [{ field: q.preset ? 'preset' : 'startDate' }],
    });
  }
  const current = checked({ startDate: q.startDate, endDate: q.endDate }, 'startDate');
  if (!hasComparison) return { preset: 'custom', current, comparison: previousPeriod(current) };
  if (!q.compareStartDate || !q.compareEndDate) {
    throw new AppError(
      'date_range_required',
      'Both current and comparison date ranges are required',
      {
        details: [{ field: 'compareStartDate' }],
      },
    );
  }
  const comparison = checked(
    { startDate: q.compareStartDate, endDate: q.compareEndDate },
    'compareStartDate',
  );
  return { preset: 'custom', current, comparison };
}
