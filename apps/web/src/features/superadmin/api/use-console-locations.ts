import { ALL_LOCATION_ID } from '@tableside/domain/access';
import type { TLocation, TLocationList, TLocationName } from '@tableside/domain/schemas/locations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity, apiRequest } from '../../../lib/api-client.ts';

const key = ['console', 'locations'] as const;

/**
 * One restaurant's locations, ids and names only (`view=names`): the restaurant and user forms
 * read them when open, never every restaurant's list at once (a chain may have 1,000).
 */
export function useRestaurantLocationNames(restaurantId: string | null | undefined) {
  return useQuery({
    queryKey: [...key, 'names', restaurantId],
    queryFn: ({ signal }) =>
      apiData<TLocationName[]>('/v1/location', {
        unscoped: true,
        query: { view: 'names', restaurant_id: restaurantId as string },
        signal,
      }),
    // The server puts All first for one restaurant; no user or form of the console picks it.
    select: (list) => list.filter((l) => l.id !== ALL_LOCATION_ID),
    enabled: Boolean(restaurantId),
    // Dropped when the form closes: the restaurant form keeps the names it opened with, so a
    // cached list from before a save would show a location just added as missing.
    gcTime: 0,
  });
}

export type ConsoleLocationParams = {
  search: string;
  /** One restaurant's, or (empty) every restaurant's. */
  restaurantId: string;
  limit: number;
  offset: number;
};

/**
 * One page of the locations of every restaurant, or of one, searched by name and address on the
 * server (`GET /v1/location/page`, which never lists All): never the whole list at once.
 */
export function useConsoleLocationPage(params: ConsoleLocationParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: ({ signal }) =>
      apiData<TLocationList>('/v1/location/page', {
        unscoped: true,
        query: {
          search: params.search || undefined,
          restaurant_id: params.restaurantId || undefined,
          sort: 'name',
          order: 'asc',
          limit: String(params.limit),
          offset: String(params.offset),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type LocationInput = { id?: string; name: string; restaurant_id: string };

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LocationInput) =>
      id
        ? apiEntity<TLocation>(`/v1/location/${id}`, { unscoped: true, method: 'PUT', body })
        : apiEntity<TLocation>('/v1/location', { unscoped: true, method: 'POST', body }),
    onSuccess: () => {
      // docs/product/console.md#locations-screen: add, update and delete refetch the list.
      void queryClient.invalidateQueries({ queryKey: ['console'] });
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      apiRequest(`/v1/location/${id}`, {
        unscoped: true,
        method: 'DELETE',
        query: { confirm_name: confirmName },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['console'] });
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}
