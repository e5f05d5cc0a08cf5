import type { TLocation, TLocationList } from '@tableside/domain/schemas/locations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity, apiRequest } from '../../../lib/api-client.ts';

const key = ['console', 'locations'] as const;

/**
 * Every location of every restaurant (the SuperAdmin acts on none, so All is never in it): the
 * restaurants and users screens name locations from it.
 */
export function useConsoleLocations() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiData<TLocation[]>('/v1/location', { unscoped: true, signal }),
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
