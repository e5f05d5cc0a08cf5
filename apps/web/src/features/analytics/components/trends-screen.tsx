import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMetrics } from '../api/use-analytics.ts';
import { useDateFilter } from '../../../hooks/use-date-filter.ts';
import { RatingDistributionChart } from './charts.tsx';
import { DateFilterControl } from '../../../components/date-filter-control.tsx';
import { FirstReplySection } from './first-reply-section.tsx';
import { LocationComparison } from './location-comparison.tsx';
import { MentionTrendsSection } from './mention-trends.tsx';
import { MetricCards } from './metric-cards.tsx';
import { QueryError } from './query-state.tsx';

/**
 * Trends (docs/product/analytics.md#trends): reviews, staff and menu, the current period against
 * the comparison period; reviews overall and per location, the time to first reply, then what
 * guests said about staff and dishes.
 */
export function TrendsScreen({
  locationId,
  timeZone,
  firstReply,
}: {
  locationId: string;
  timeZone: string | undefined;
  /** Whether the plan has the work inbox, and with it the time to first reply. */
  firstReply: boolean;
}) {
  const dates = useDateFilter('trends', timeZone);
  const metrics = useMetrics(locationId, dates.filter);
  return (
    <div className="flex flex-col gap-6">
      <DateFilterControl
        choice={dates.choice}
        filter={dates.filter}
        onChange={dates.setChoice}
        onReset={dates.reset}
      />
      <QueryError error={metrics.error} messageKey="analytics.errors.trendReviews" />
      {metrics.data ? (
        <>
          <MetricCards metrics={metrics.data} />
          <RatingDistributionChart metrics={metrics.data} />
        </>
      ) : (
        !metrics.error && <DashboardSkeleton />
      )}
      <LocationComparison locationId={locationId} filter={dates.filter} />
      {firstReply && <FirstReplySection locationId={locationId} filter={dates.filter} />}
      <MentionTrendsSection locationId={locationId} kind="staff" filter={dates.filter} />
      <MentionTrendsSection locationId={locationId} kind="menu" filter={dates.filter} />
    </div>
  );
}
