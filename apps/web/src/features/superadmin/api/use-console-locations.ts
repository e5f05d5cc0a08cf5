import type { TLocation } from '@tableside/domain/schemas/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity, apiRequest } from '../../../lib/api-client.ts';

const key = ['console', 'locations'] as const;

/** Every location of every restaurant (the SuperAdmin acts on none, so All is never in it). */
export function useConsoleLocations() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiData<TLocation[]>('/v1/location', { unscoped: true, signal }),
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
