import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMetrics } from '../api/use-analytics.ts';
import { useDateFilter } from '../hooks/use-date-filter.ts';
import { DateFilterControl } from './date-filter.tsx';
import { LatestReviews } from './latest-reviews.tsx';
import { MetricCards } from './metric-cards.tsx';
import { QueryError } from './query-state.tsx';

/**
 * Home: the period's headline figures against the period before, and the newest reviews for
 * the roles that read reviews. Staff and menu mentions join once review analysis exists.
 */
export function HomeScreen({
  locationId,
  showReviews,
  timeZone,
}: {
  locationId: string;
  showReviews: boolean;
  timeZone: string | undefined;
}) {
  const dates = useDateFilter('home');
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
      {metrics.data ? <MetricCards metrics={metrics.data} /> : <DashboardSkeleton />}
      {showReviews && (
        <LatestReviews locationId={locationId} filter={dates.filter} timeZone={timeZone} />
      )}
    </div>
  );
}
