import type { TLocationName } from '@tableside/domain/schemas/locations';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/**
 * The caller's authorised locations of the (selected) restaurant, ids and names only (a chain's
 * 1,000 without counts); the server puts the synthetic All location first for the roles allowed
 * to use it (docs/product/plans-and-roles.md#which-locations-a-user-may-use).
 */
export function useLocations(restaurantId: string) {
  return useQuery({
    queryKey: ['locations', restaurantId],
    queryFn: ({ signal }) =>
      apiData<TLocationName[]>('/v1/location', { query: { view: 'names' }, signal }),
  });
}
