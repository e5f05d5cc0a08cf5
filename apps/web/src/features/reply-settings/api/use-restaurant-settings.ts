import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSelfRestaurant,
  updateAutoApproval,
  updateFacts,
  updateInstructions,
  updateReplyStyle,
  type AutoApproval,
  type ReplyStyle,
} from './restaurant-settings-api.ts';

export const restaurantSelfKey = ['restaurant', 'self'] as const;

/** The restaurant being edited: the session's copy at once, then the server's. */
export function useSelfRestaurant(initial: TRestaurant | null) {
  return useQuery({
    queryKey: restaurantSelfKey,
    queryFn: ({ signal }) => getSelfRestaurant(signal),
    initialData: initial ?? undefined,
  });
}

type Save<V> = (id: string, value: V) => Promise<TRestaurant>;

/**
 * One section's save. The answer replaces the cached restaurant, the session's copy follows
 * through `onSaved`, and the console's restaurant list refreshes.
 */
function useSave<V>(name: string, save: Save<V>, onSaved: (restaurant: TRestaurant) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['restaurant', name],
    mutationFn: ({ id, value }: { id: string; value: V }) => save(id, value),
    onSuccess: (restaurant) => {
      queryClient.setQueryData(restaurantSelfKey, restaurant);
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
      onSaved(restaurant);
    },
  });
}

export const useSaveReplyStyle = (onSaved: (restaurant: TRestaurant) => void) =>
  useSave<ReplyStyle>('reply-style', updateReplyStyle, onSaved);

export const useSaveInstructions = (onSaved: (restaurant: TRestaurant) => void) =>
  useSave<string | null>('instructions', updateInstructions, onSaved);

export const useSaveAutoApproval = (onSaved: (restaurant: TRestaurant) => void) =>
  useSave<AutoApproval>('auto-approval', updateAutoApproval, onSaved);

export const useSaveFacts = (onSaved: (restaurant: TRestaurant) => void) =>
  useSave<RestaurantFacts>('facts', updateFacts, onSaved);
