import type { DateFilter } from '@tableside/domain/date-ranges';
import { DEFAULT_TREND_ITEMS, type TrendKind } from '@tableside/domain/trends';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTrends } from './trends-api.ts';

/** A kind's mention trends; the previous figures stay while a new range loads or fails. */
export const useTrends = (
  locationId: string,
  kind: TrendKind,
  filter: DateFilter,
  limit = DEFAULT_TREND_ITEMS,
) =>
  useQuery({
    queryKey: [
      'analytics',
      'trends',
      kind,
      locationId,
      limit,
      filter.current.startDate,
      filter.current.endDate,
      filter.comparison.startDate,
      filter.comparison.endDate,
    ],
    queryFn: ({ signal }) => getTrends(locationId, kind, filter, limit, signal),
    placeholderData: keepPreviousData,
  });
