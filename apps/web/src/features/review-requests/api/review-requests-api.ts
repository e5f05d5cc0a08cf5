import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConversion,
  TRequestRow,
  TRequestSettings,
  TRequestSettingsInput,
  TVisitsResult,
} from '@tableside/domain/schemas/review-requests';
import { apiData } from '../../../lib/api-client.ts';

// Review requests (docs/product/review-requests.md): settings, visits, the latest requests and
// their conversion.

const path = (restaurantId: string) => `/v1/restaurant/${restaurantId}/review-request`;
const keys = {
  settings: (id: string) => ['review-requests', id, 'settings'] as const,
  list: (id: string) => ['review-requests', id, 'list'] as const,
};

export function useRequestSettings(restaurantId: string) {
  return useQuery({
    queryKey: keys.settings(restaurantId),
    queryFn: ({ signal }) =>
      apiData<TRequestSettings>(`${path(restaurantId)}/settings`, { signal }),
  });
}

export function useSaveRequestSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRequestSettingsInput) =>
      apiData<TRequestSettings>(`${path(restaurantId)}/settings`, { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(keys.settings(restaurantId), data),
  });
}

export function useRequests(restaurantId: string) {
  return useQuery({
    queryKey: keys.list(restaurantId),
    queryFn: ({ signal }) => apiData<TRequestRow[]>(path(restaurantId), { signal }),
  });
}

/** Sends the CSV itself as the body; the list reads again. */
export function useUploadVisits(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiData<TVisitsResult>(`${path(restaurantId)}/visits`, {
        method: 'POST',
        file: new Blob([file], { type: 'text/csv' }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list(restaurantId) }),
  });
}

export function useConversion(
  restaurantId: string,
  range: { startDate: string; endDate: string },
  locationId: string | null,
) {
  return useQuery({
    queryKey: ['review-requests', restaurantId, 'conversion', range, locationId],
    queryFn: ({ signal }) =>
      apiData<TConversion>(`${path(restaurantId)}/conversion`, {
        signal,
        query: { ...range, location_id: locationId ?? undefined },
      }),
  });
}
