import type { DayRange } from '@tableside/domain/date-ranges';
import type { ReactNode } from 'react';
import { DashboardSkeleton } from '../../../components/ui/skeleton.tsx';
import { useMetrics, useReplyMetrics, useSeries } from '../api/use-analytics.ts';
import { useTrends } from '../api/use-trends.ts';
import { useDateFilter } from '../../../hooks/use-date-filter.ts';
import { RatingDistributionChart, RatingOverTimeChart, VolumeBySourceChart } from './charts.tsx';
import { DateFilterControl } from '../../../components/date-filter-control.tsx';
import {
  MenuInsightsChart,
  SentimentByCategoryChart,
  StaffPerformanceChart,
} from './mention-charts.tsx';
import { QueryError } from './query-state.tsx';
import { ReplyCards } from './reply-cards.tsx';

/**
 * Graphs: review metrics over time, by source and by rating, the reply
 * figures, and what reviews say about categories, dishes and staff.
 */
export function GraphsScreen({
  locationId,
  timeZone,
  extra,
}: {
  locationId: string;
  timeZone: string | undefined;
  /** Figures another feature adds for the same period (the route composes them). */
  extra?: (range: DayRange) => ReactNode;
}) {
  const dates = useDateFilter('analytics', timeZone);
  const series = useSeries(locationId, dates.filter);
  const metrics = useMetrics(locationId, dates.filter);
  const replies = useReplyMetrics(locationId, dates.filter);
  const categories = useTrends(locationId, 'categories', dates.filter);
  const menu = useTrends(locationId, 'menu', dates.filter);
  const staff = useTrends(locationId, 'staff', dates.filter);
  return (
    <div className="flex flex-col gap-6">
      <DateFilterControl
        choice={dates.choice}
        filter={dates.filter}
        onChange={dates.setChoice}
        onReset={dates.reset}
      />
      <QueryError error={series.error ?? metrics.error ?? replies.error} />
      <QueryError error={categories.error} messageKey="analytics.errors.trendReviews" />
      <QueryError error={menu.error} messageKey="analytics.errors.menu" />
      <QueryError error={staff.error} messageKey="analytics.errors.staff" />
      {series.data && metrics.data && replies.data ? (
        <>
          <ReplyCards replies={replies.data} />
          {extra?.(dates.filter.current)}
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            <RatingOverTimeChart series={series.data} />
            <VolumeBySourceChart series={series.data} />
            <RatingDistributionChart metrics={metrics.data} />
            {categories.data && <SentimentByCategoryChart trends={categories.data} />}
            {menu.data && <MenuInsightsChart trends={menu.data} />}
            {staff.data && <StaffPerformanceChart trends={staff.data} />}
          </div>
        </>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
