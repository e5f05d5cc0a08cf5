import { useMemo, useState } from 'react';
import {
  DEFAULT_DATE_PRESET,
  presetRange,
  toDay,
  type DayRange,
  type SinglePreset,
} from '@tableside/domain/date-ranges';

/**
 * Each insight screen keeps its own date filter (docs/product/analytics.md#default-ranges), opening
 * on the last 30 days.
 */
export function useInsightRange(): {
  preset: SinglePreset;
  setPreset: (p: SinglePreset) => void;
  range: DayRange;
} {
  const [preset, setPreset] = useState<SinglePreset>(DEFAULT_DATE_PRESET);
  const range = useMemo(() => presetRange(preset, toDay(new Date())), [preset]);
  return { preset, setPreset, range };
}
