import type { DateArea } from '@tableside/domain/date-ranges';
import { useDateFilter } from '../../../hooks/use-date-filter.ts';

export type InsightArea = Extract<DateArea, 'staff' | 'menu' | 'keywords'>;

/**
 * An insight screen's date filter: the same presets and custom range as the analytics screens
 * (docs/product/analytics.md#default-ranges), without a comparison, kept per area for the session.
 */
export function useInsightRange(area: InsightArea) {
  const dates = useDateFilter(area, undefined);
  return { dates, range: dates.filter.current };
}
