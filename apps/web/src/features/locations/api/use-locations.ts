import type { TLocation } from '@tableside/domain/schemas/locations';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/**
 * The caller's authorised locations of the (selected) restaurant; the server puts the synthetic All
 * location first for the roles allowed to use it
 * (docs/product/plans-and-roles.md#which-locations-a-user-may-use).
 */
export function useLocations(restaurantId: string) {
  return useQuery({
    queryKey: ['locations', restaurantId],
    queryFn: ({ signal }) => apiData<TLocation[]>('/v1/location', { signal }),
  });
}
