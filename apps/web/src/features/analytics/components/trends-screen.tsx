import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMetrics } from '../api/use-analytics.ts';
import { useDateFilter } from '../hooks/use-date-filter.ts';
import { RatingDistributionChart } from './charts.tsx';
import { DateFilterControl } from './date-filter.tsx';
import { LocationTable } from './location-table.tsx';
import { MetricCards } from './metric-cards.tsx';
import { QueryError } from './query-state.tsx';

/** Trends: the current period against the comparison period, overall and per location. */
export function TrendsScreen({ locationId }: { locationId: string }) {
  const dates = useDateFilter('trends');
  const metrics = useMetrics(locationId, dates.filter);
  return (
    <div className="flex flex-col gap-6">
      <DateFilterControl
        choice={dates.choice}
        filter={dates.filter}
        onChange={dates.setChoice}
        onReset={dates.reset}
      />
      <QueryError error={metrics.error} />
      {metrics.data ? (
        <>
          <MetricCards metrics={metrics.data} />
          <RatingDistributionChart metrics={metrics.data} />
          <LocationTable metrics={metrics.data} />
        </>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
