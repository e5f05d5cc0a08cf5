import type { DateFilter } from '@tableside/domain/date-ranges';
import type { ReportType } from '@tableside/domain/reports';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as api from './analytics-api.ts';

const filterKey = (f: DateFilter) => [
  f.current.startDate,
  f.current.endDate,
  f.comparison.startDate,
  f.comparison.endDate,
];

export const analyticsKeys = {
  all: ['analytics'] as const,
  reports: (restaurantId: string) => ['analytics', 'reports', restaurantId] as const,
};

// Figures keep showing while a new range loads or when it fails (the bad-input rule).
const keep = { placeholderData: keepPreviousData } as const;

export const useMetrics = (locationId: string, filter: DateFilter) =>
  useQuery({
    queryKey: ['analytics', 'metrics', locationId, ...filterKey(filter)],
    queryFn: ({ signal }) => api.getMetrics(locationId, filter, signal),
    ...keep,
  });

/** The location comparison a page at a time (`fetchNextPage` for more). */
export const useLocationPages = (
  locationId: string,
  filter: DateFilter,
  params: api.LocationPageParams,
) =>
  useInfiniteQuery({
    queryKey: ['analytics', 'locations', locationId, ...filterKey(filter), params],
    queryFn: ({ pageParam, signal }) =>
      api.getLocationPage(locationId, filter, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    ...keep,
  });

export const useSeries = (locationId: string, filter: DateFilter) =>
  useQuery({
    queryKey: ['analytics', 'series', locationId, ...filterKey(filter)],
    queryFn: ({ signal }) => api.getSeries(locationId, filter, signal),
    ...keep,
  });

export const useReplyMetrics = (locationId: string, filter: DateFilter) =>
  useQuery({
    queryKey: ['analytics', 'replies', locationId, ...filterKey(filter)],
    queryFn: ({ signal }) => api.getReplyMetrics(locationId, filter, signal),
    ...keep,
  });

export const useFirstReplyMetrics = (locationId: string, filter: DateFilter) =>
  useQuery({
    queryKey: ['analytics', 'first-reply', locationId, ...filterKey(filter)],
    queryFn: ({ signal }) => api.getFirstReplyMetrics(locationId, filter, signal),
    ...keep,
  });

/** The time to first reply per location or per person a page at a time. */
export const useFirstReplyPages = <K extends api.FirstReplyKind>(
  locationId: string,
  filter: DateFilter,
  kind: K,
  params: api.FirstReplyPageParams,
) =>
  useInfiniteQuery({
    queryKey: ['analytics', 'first-reply-page', kind, locationId, ...filterKey(filter), params],
    queryFn: ({ pageParam, signal }) =>
      api.getFirstReplyPage(locationId, filter, kind, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    ...keep,
  });

export const useLatestReviews = (
  locationId: string,
  filter: DateFilter,
  limit: number,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['analytics', 'latest', locationId, limit, ...filterKey(filter)],
    queryFn: ({ signal }) => api.getLatestReviews(locationId, filter, limit, signal),
    enabled,
    ...keep,
  });

export const useReports = (restaurantId: string) =>
  useQuery({
    queryKey: analyticsKeys.reports(restaurantId),
    queryFn: ({ signal }) => api.listReports(restaurantId, signal),
  });

export function useReportActions(restaurantId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: analyticsKeys.reports(restaurantId) });
  return {
    create: useMutation({
      mutationFn: ({
        type,
        ...body
      }: {
        type: ReportType;
        startDate: string;
        endDate: string;
        location_id: string;
      }) => api.createReport(restaurantId, type, body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (reportId: string) => api.deleteReport(restaurantId, reportId),
      onSuccess: refresh,
    }),
  };
}
