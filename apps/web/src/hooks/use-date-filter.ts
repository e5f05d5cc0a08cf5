import {
  defaultChoice,
  isDatePreset,
  rangeProblem,
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

const storageKey = (area: DateArea) => `tableside.dates.${area}`;

/** The choice kept for the area this session, if it is still a valid one. */
function storedChoice(area: DateArea): DateRangeChoice | null {
  try {
    const raw = sessionStorage.getItem(storageKey(area));
    const value = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : null;
    if (!value || typeof value.preset !== 'string') return null;
    if (value.preset !== 'custom')
      return isDatePreset(value.preset) ? { preset: value.preset } : null;
    const range = {
      startDate: String(value.startDate ?? ''),
      endDate: String(value.endDate ?? ''),
    };
    const against = value.comparison as { startDate?: unknown; endDate?: unknown } | undefined;
    const comparison = against && {
      startDate: String(against.startDate ?? ''),
      endDate: String(against.endDate ?? ''),
    };
    if (rangeProblem(range) || (comparison && rangeProblem(comparison))) return null;
    return comparison ? { preset: 'custom', ...range, comparison } : { preset: 'custom', ...range };
  } catch {
    return null;
  }
}

/**
 * An area's date filter (docs/product/analytics.md#default-ranges): a preset or custom range,
 * resettable to its default, kept for the area for the rest of the session (leaving a screen and
 * coming back finds the period chosen).
 */
export function useDateFilter(area: DateArea, timeZone: string | undefined) {
  const today = useRestaurantToday(timeZone);
  const [choice, setStateChoice] = useState<DateRangeChoice>(
    () => storedChoice(area) ?? defaultChoice(area),
  );
  const filter: DateFilter = useMemo(() => resolveDateFilter(choice, today), [choice, today]);
  const setChoice = (next: DateRangeChoice) => {
    setStateChoice(next);
    try {
      sessionStorage.setItem(storageKey(area), JSON.stringify(next));
    } catch {
      // Storage full or refused: the choice still holds until the screen is left.
    }
  };
  return {
    choice,
    filter,
    today,
    setChoice,
    reset: () => {
      setStateChoice(defaultChoice(area));
      try {
        sessionStorage.removeItem(storageKey(area));
      } catch {
        // As above.
      }
    },
  };
}
