import { DateFilterControl } from '../../../components/date-filter-control.tsx';
import type { useInsightRange } from '../hooks/use-insight-range.ts';

/** The insight screens' date filter: presets and a custom range, no comparison. */
export function DateFilter({ dates }: { dates: ReturnType<typeof useInsightRange>['dates'] }) {
  return (
    <DateFilterControl
      choice={dates.choice}
      filter={dates.filter}
      onChange={dates.setChoice}
      onReset={dates.reset}
      comparisons={false}
    />
  );
}
