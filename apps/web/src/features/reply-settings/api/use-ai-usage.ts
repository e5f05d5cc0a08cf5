import type { TRestaurantAiUsage } from '@tableside/domain/schemas/ai-usage';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** The restaurant's language-model usage this month and last; fresh each time the screen opens. */
export function useAiUsage(restaurantId: string) {
  return useQuery({
    queryKey: ['restaurant', restaurantId, 'ai-usage'],
    queryFn: ({ signal }) =>
      apiData<TRestaurantAiUsage>('/v1/restaurant/self/ai-usage', { signal }),
    staleTime: 0,
  });
}
