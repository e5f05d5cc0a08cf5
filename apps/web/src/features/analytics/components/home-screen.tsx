import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMetrics } from '../api/use-analytics.ts';
import { useDateFilter } from '../../../hooks/use-date-filter.ts';
import { DateFilterControl } from '../../../components/date-filter-control.tsx';
import { LatestReviews } from './latest-reviews.tsx';
import { MentionTrendsSection } from './mention-trends.tsx';
import { MetricCards } from './metric-cards.tsx';
import { QueryError } from './query-state.tsx';

/** Home lists three of each (docs/product/analytics.md#home). */
const HOME_ITEMS = 3;

/**
 * Home (docs/product/analytics.md#home): the period's headline figures against the comparison
 * period, the newest reviews for the roles that read reviews, and the most mentioned staff and
 * dishes.
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
  const dates = useDateFilter('home', timeZone);
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
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <MentionTrendsSection
          locationId={locationId}
          kind="staff"
          filter={dates.filter}
          limit={HOME_ITEMS}
          compact
        />
        <MentionTrendsSection
          locationId={locationId}
          kind="menu"
          filter={dates.filter}
          limit={HOME_ITEMS}
          compact
        />
      </div>
    </div>
  );
}
