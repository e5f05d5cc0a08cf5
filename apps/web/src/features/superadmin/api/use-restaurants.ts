import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Every restaurant, for the SuperAdmin (DECISIONS.md 15). */
export function useRestaurants() {
  return useQuery({
    queryKey: ['restaurants'],
    queryFn: ({ signal }) => apiData<TRestaurant[]>('/v1/restaurant', { signal }),
  });
}
