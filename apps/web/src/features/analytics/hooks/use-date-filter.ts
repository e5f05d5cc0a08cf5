import {
  defaultChoice,
  resolveDateFilter,
  todayIn,
  toDay,
  type DateArea,
  type DateFilter,
  type DateRangeChoice,
} from '@tableside/domain/date-ranges';
import { useMemo, useState } from 'react';

/**
 * The restaurant's today in its own time zone (the browser's today without a restaurant). The
 * route passes the zone from the session, so this feature needs nothing from auth.
 */
export function useRestaurantToday(timeZone: string | undefined): string {
  return useMemo(() => {
    try {
      return timeZone ? todayIn(timeZone) : toDay(new Date());
    } catch {
      return toDay(new Date());
    }
  }, [timeZone]);
}

/**
 * An area's date filter (docs/product/analytics.md#default-ranges): a preset or custom range,
 * resettable to its default.
 */
export function useDateFilter(area: DateArea, timeZone: string | undefined) {
  const today = useRestaurantToday(timeZone);
  const [choice, setChoice] = useState<DateRangeChoice>(() => defaultChoice(area));
  const filter: DateFilter = useMemo(() => resolveDateFilter(choice, today), [choice, today]);
  return {
    choice,
    filter,
    today,
    setChoice,
    reset: () => setChoice(defaultChoice(area)),
  };
}
