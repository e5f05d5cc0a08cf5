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
import { useSignedInSession } from '../../auth/hooks/use-session.ts';

/** The restaurant's today in its own time zone (the browser's today without a restaurant). */
export function useRestaurantToday(): string {
  const { me } = useSignedInSession();
  const timeZone = me.restaurant?.timezone;
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
export function useDateFilter(area: DateArea) {
  const today = useRestaurantToday();
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
