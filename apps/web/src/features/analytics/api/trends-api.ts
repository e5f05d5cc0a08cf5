import type { DateFilter } from '@tableside/domain/date-ranges';
import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import type { TrendKind } from '@tableside/domain/trends';
import { apiData } from '../../../lib/api-client.ts';

/** Mention trends of a kind: both ranges as resolved days, as for the review metrics. */
export function getTrends(
  locationId: string,
  kind: TrendKind,
  filter: DateFilter,
  limit: number,
  signal?: AbortSignal,
): Promise<TMentionTrends> {
  return apiData(`/v1/location/${encodeURIComponent(locationId)}/trends/${kind}`, {
    query: {
      startDate: filter.current.startDate,
      endDate: filter.current.endDate,
      compareStartDate: filter.comparison.startDate,
      compareEndDate: filter.comparison.endDate,
      limit: String(limit),
    },
    signal,
  });
}
