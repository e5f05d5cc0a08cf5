import type { DateFilter } from '@tableside/domain/date-ranges';
import type { ReportType } from '@tableside/domain/reports';
import type {
  FirstReplySort,
  LocationSort,
  TFirstReplyLocationPage,
  TFirstReplyMetrics,
  TFirstReplyPersonPage,
  TLocationPage,
  TReplyMetrics,
  TReport,
  TReviewMetrics,
  TReviewSeries,
} from '@tableside/domain/schemas/analytics';
import type { TReview } from '@tableside/domain/schemas/reviews';
import { apiData } from '../../../lib/api-client.ts';
import { CHART_COLOURS } from '../../../lib/location-colours.ts';

const metricsPath = (locationId: string) =>
  `/v1/location/${encodeURIComponent(locationId)}/review/metrics`;

/** The resolved days, never the preset: the browser and the server agree on the same ranges. */
const rangeQuery = (filter: DateFilter) => ({
  startDate: filter.current.startDate,
  endDate: filter.current.endDate,
  compareStartDate: filter.comparison.startDate,
  compareEndDate: filter.comparison.endDate,
});

/** The screens' figures without the per-location ones: those are paged (`getLocationPage`). */
export function getMetrics(
  locationId: string,
  filter: DateFilter,
  signal?: AbortSignal,
): Promise<TReviewMetrics> {
  return apiData(metricsPath(locationId), {
    query: { ...rangeQuery(filter), locations: 'none' },
    signal,
  });
}

export type LocationPageParams = {
  sort: LocationSort;
  order: 'asc' | 'desc';
  search: string;
  limit: number;
};

/** One page of the location comparison, both periods, sorted and searched by the server. */
export function getLocationPage(
  locationId: string,
  filter: DateFilter,
  params: LocationPageParams,
  offset: number,
  signal?: AbortSignal,
): Promise<TLocationPage> {
  const { search, sort, order, limit } = params;
  return apiData(`${metricsPath(locationId)}/locations`, {
    query: {
      ...rangeQuery(filter),
      sort,
      order,
      limit: String(limit),
      offset: String(offset),
      ...(search ? { search } : {}),
    },
    signal,
  });
}

export function getSeries(
  locationId: string,
  filter: DateFilter,
  signal?: AbortSignal,
): Promise<TReviewSeries> {
  const { startDate, endDate } = filter.current;
  // The rating chart draws one line per location only up to its palette's size.
  const maxLocations = String(CHART_COLOURS.length);
  return apiData(`${metricsPath(locationId)}/series`, {
    query: { startDate, endDate, maxLocations },
    signal,
  });
}

export function getReplyMetrics(
  locationId: string,
  filter: DateFilter,
  signal?: AbortSignal,
): Promise<TReplyMetrics> {
  const { startDate, endDate } = filter.current;
  return apiData(`${metricsPath(locationId)}/replies`, { query: { startDate, endDate }, signal });
}

/** Time to first reply and the share within target (docs/product/analytics.md#time-to-first-reply). */
export function getFirstReplyMetrics(
  locationId: string,
  filter: DateFilter,
  signal?: AbortSignal,
): Promise<TFirstReplyMetrics> {
  const { startDate, endDate } = filter.current;
  // The per-location and per-person rows are paged (`getFirstReplyPage`).
  return apiData(`${metricsPath(locationId)}/first-reply`, {
    query: { startDate, endDate, locations: 'none', people: 'none' },
    signal,
  });
}

export type FirstReplyKind = 'locations' | 'people';
export type FirstReplyPageParams = {
  sort: FirstReplySort;
  order: 'asc' | 'desc';
  search: string;
  limit: number;
};
export type FirstReplyPage<K extends FirstReplyKind> = K extends 'locations'
  ? TFirstReplyLocationPage
  : TFirstReplyPersonPage;

/** One page of the time to first reply per location or per person, sorted and searched by the server. */
export function getFirstReplyPage<K extends FirstReplyKind>(
  locationId: string,
  filter: DateFilter,
  kind: K,
  params: FirstReplyPageParams,
  offset: number,
  signal?: AbortSignal,
): Promise<FirstReplyPage<K>> {
  const { startDate, endDate } = filter.current;
  const { search, sort, order, limit } = params;
  return apiData(`${metricsPath(locationId)}/first-reply/${kind}`, {
    query: {
      startDate,
      endDate,
      sort,
      order,
      limit: String(limit),
      offset: String(offset),
      ...(search ? { search } : {}),
    },
    signal,
  });
}

/** The newest reviews of the range, for home. */
export function getLatestReviews(
  locationId: string,
  filter: DateFilter,
  limit: number,
  signal?: AbortSignal,
): Promise<TReview[]> {
  const { startDate, endDate } = filter.current;
  return apiData(`/v1/location/${encodeURIComponent(locationId)}/review`, {
    query: { startDate, endDate, limit: String(limit), offset: '0' },
    signal,
  });
}

const reportsPath = (restaurantId: string) =>
  `/v1/restaurant/${encodeURIComponent(restaurantId)}/report`;

export function listReports(restaurantId: string, signal?: AbortSignal): Promise<TReport[]> {
  return apiData(reportsPath(restaurantId), { signal });
}

/** Generates a report of a type on the server: `POST .../report/{summary|staff|menu|keywords}`. */
export function createReport(
  restaurantId: string,
  type: ReportType,
  body: { startDate: string; endDate: string; location_id: string },
): Promise<TReport> {
  return apiData(`${reportsPath(restaurantId)}/${type}`, { method: 'POST', body });
}

export function deleteReport(restaurantId: string, reportId: string): Promise<null> {
  return apiData(`${reportsPath(restaurantId)}/${reportId}`, { method: 'DELETE' });
}
