import { z } from 'zod';
import { DATE_PRESETS } from '../date-ranges.ts';
import { ZDay } from './dates.ts';

/**
 * The range of an analytics call (docs/product/analytics.md#review-metrics): a preset, or startDate
 * and endDate; the comparison is compareStartDate and compareEndDate, or by default the period just
 * before. Days are the restaurant's calendar days. Whether the days are real and in order is
 * checked by the service (`invalid_date_range`), since it also knows the restaurant's today.
 */
export const ZRangeQuery = z.object({
  preset: z.enum(DATE_PRESETS).optional(),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  compareStartDate: ZDay.optional(),
  compareEndDate: ZDay.optional(),
});
export type TRangeQuery = z.infer<typeof ZRangeQuery>;

export const SERIES_INTERVALS = ['day', 'week', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
