import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { MentionKind } from '@tableside/domain/mention-corrections';
import type { TMentionCorrectionInput } from '@tableside/domain/schemas/mention-corrections';
import * as api from './insights-api.ts';

/** Insight data is cached five minutes (docs/product/analytics.md#caching). */
const staleTime = 300_000;

export const insightKeys = {
  all: ['insights'] as const,
  catalogue: ['insights', 'catalogue'] as const,
};

export const useKeywordSummary = (locationId: string, range: DayRange, category: string) =>
  useQuery({
    queryKey: ['insights', 'keywords', 'summary', locationId, range, category],
    queryFn: ({ signal }) => api.getKeywordSummary(locationId, range, category, signal),
    staleTime,
  });

/** Occurrences a page at a time; the next page starts where the loaded rows end. */
export const useKeywordOccurrences = (locationId: string, range: DayRange, category: string) =>
  useInfiniteQuery({
    queryKey: ['insights', 'keywords', 'occurrences', locationId, range, category],
    queryFn: ({ signal, pageParam }) =>
      api.getKeywordOccurrences(locationId, range, category, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime,
  });

/** One keyword's details; its occurrences a page at a time, up to its mentions. */
export const useKeywordDetails = (locationId: string, keyword: string | null, range: DayRange) =>
  useInfiniteQuery({
    queryKey: ['insights', 'keywords', 'details', locationId, keyword, range],
    queryFn: ({ signal, pageParam }) =>
      api.getKeywordDetails(locationId, keyword ?? '', range, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.occurrences.length, 0);
      return last.occurrences.length > 0 && loaded < last.mentions ? loaded : undefined;
    },
    enabled: keyword !== null,
    staleTime,
  });

export const useMenuInsights = (locationId: string, range: DayRange) =>
  useQuery({
    queryKey: ['insights', 'menu', locationId, range],
    queryFn: ({ signal }) => api.getMenuInsights(locationId, range, signal),
    staleTime,
  });

export const useStaffMentions = (locationId: string, range: DayRange) =>
  useQuery({
    queryKey: ['insights', 'staff', 'mentions', locationId, range],
    queryFn: ({ signal }) => api.getStaffMentions(locationId, range, signal),
    staleTime,
  });

export const useStaffPerformance = (locationId: string, range: DayRange) =>
  useQuery({
    queryKey: ['insights', 'staff', 'performance', locationId, range],
    queryFn: ({ signal }) => api.getStaffPerformance(locationId, range, signal),
    staleTime,
  });

export const useStaffProfile = (memberId: string, range: DayRange) =>
  useQuery({
    queryKey: ['insights', 'staff', 'profile', memberId, range],
    queryFn: ({ signal }) => api.getStaffProfile(memberId, range, signal),
    staleTime,
  });

export const useMenuItems = () =>
  useQuery({
    queryKey: [...insightKeys.catalogue, 'menu'],
    queryFn: ({ signal }) => api.listMenuItems(signal),
  });

export const useStaffMembers = () =>
  useQuery({
    queryKey: [...insightKeys.catalogue, 'staff'],
    queryFn: ({ signal }) => api.listStaffMembers(signal),
  });

/** Mentions taken off a list; a correction or its undoing refreshes them with every insight. */
export const useRemovedMentions = (from: api.RemovedFrom, range: DayRange) =>
  useQuery({
    queryKey: ['insights', 'removed', from, range],
    queryFn: ({ signal }) => api.listRemovedMentions(from, range, signal),
    staleTime,
  });

/** Words guests used that the catalogue does not spell; refreshed with any catalogue change. */
export const useAliasSuggestions = (kind: api.AliasKind, enabled = true) =>
  useQuery({
    queryKey: ['insights', 'aliases', kind],
    queryFn: ({ signal }) => api.listAliasSuggestions(kind, signal),
    enabled,
  });

export const useNewcomerSuggestions = () =>
  useQuery({
    queryKey: ['insights', 'newcomers'],
    queryFn: ({ signal }) => api.listNewcomerSuggestions(signal),
  });

/** The re-analysis after a catalogue change: polled while it runs. */
export const useAnalysisProgress = () =>
  useQuery({
    queryKey: ['insights', 'progress'],
    queryFn: ({ signal }) => api.getAnalysisProgress(signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 2000 : false),
  });

/** Any catalogue change: the lists, the insights and the progress all refresh. */
export function useCatalogueMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
  });
}

/**
 * A mention's correction (or its undoing): the insight lists and counts, and the trends that count mentions,
 * read again at once.
 */
export function useCorrectMention(kind: MentionKind, entryId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMentionCorrectionInput | 'undo') =>
      body === 'undo'
        ? api.undoCorrection(kind, entryId, reviewId)
        : api.correctMention(kind, entryId, reviewId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: insightKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['analytics', 'trends'] }),
      ]),
  });
}
