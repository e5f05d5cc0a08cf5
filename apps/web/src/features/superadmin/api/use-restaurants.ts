import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity, apiRequest } from '../../../lib/api-client.ts';

export const restaurantsKey = ['restaurants'] as const;

/**
 * Every restaurant, for the SuperAdmin (docs/product/plans-and-roles.md#one-api-scoped-by-role).
 */
export function useRestaurants() {
  return useQuery({
    queryKey: restaurantsKey,
    queryFn: ({ signal }) => apiData<TRestaurant[]>('/v1/restaurant', { unscoped: true, signal }),
  });
}

export type RestaurantChanges = {
  /** Only the fields that changed (docs/product/console.md#restaurant-form). */
  fields: Record<string, unknown>;
  autoApproval?: { auto_approve_reviews: boolean; auto_approval_minutes_delay: number | null };
  integrations?: TRestaurant['integrations'];
  addLocations: string[];
  /** Removed in the form: deleted after saving, their names standing as the confirmation. */
  removeLocations: { id: string; name: string }[];
};

/**
 * Saves a restaurant form: the restaurant's own fields, then auto-approval and integrations
 * when they changed, then the locations added (created) and removed (deleted) in the form.
 */
async function saveRestaurant(id: string | null, changes: RestaurantChanges) {
  let restaurantId = id;
  if (!restaurantId) {
    const created = await apiEntity<TRestaurant>('/v1/restaurant', {
      unscoped: true,
      method: 'POST',
      body: changes.fields,
    });
    restaurantId = created.id;
  } else if (Object.keys(changes.fields).length) {
    await apiEntity(`/v1/restaurant/${restaurantId}`, {
      unscoped: true,
      method: 'PUT',
      body: changes.fields,
    });
  }
  if (changes.autoApproval)
    await apiEntity(`/v1/restaurant/${restaurantId}/auto-approval`, {
      unscoped: true,
      method: 'PUT',
      body: changes.autoApproval,
    });
  if (changes.integrations)
    await apiEntity(`/v1/restaurant/${restaurantId}/integrations`, {
      unscoped: true,
      method: 'PUT',
      body: { integrations: changes.integrations },
    });
  for (const name of changes.addLocations)
    await apiEntity('/v1/location', {
      unscoped: true,
      method: 'POST',
      body: { name, restaurant_id: restaurantId },
    });
  for (const location of changes.removeLocations)
    await apiRequest(`/v1/location/${location.id}`, {
      unscoped: true,
      method: 'DELETE',
      query: { confirm_name: location.name },
    });
  return restaurantId;
}

export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string | null; changes: RestaurantChanges }) =>
      saveRestaurant(id, changes),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      apiRequest(`/v1/restaurant/${id}`, {
        unscoped: true,
        method: 'DELETE',
        query: { confirm_name: confirmName },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}

/** How the SuperAdmin extends a trial: by days, or to a day (docs/product/console.md#trials). */
export type TrialExtension = { days: number } | { ends_on: string };

export function useTrialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, extend }: { id: string; extend: TrialExtension | null }) =>
      apiEntity<TRestaurant>(`/v1/restaurant/${id}/trial/${extend ? 'extend' : 'convert'}`, {
        unscoped: true,
        method: 'PUT',
        ...(extend ? { body: extend } : {}),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantsKey });
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}
