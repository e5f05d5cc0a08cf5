import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { apiData } from '../../../lib/api-client.ts';

export type ReplyStyle = Pick<TRestaurant, 'tone' | 'sign_off' | 'main_open_ai_model'>;
export type AutoApproval = Pick<
  TRestaurant,
  'auto_approve_reviews' | 'auto_approval_minutes_delay' | 'auto_approval_min_rating'
>;

const restaurantPath = (id: string) => `/v1/restaurant/${encodeURIComponent(id)}`;

export function getSelfRestaurant(signal?: AbortSignal): Promise<TRestaurant | null> {
  return apiData('/v1/restaurant/self', { signal });
}

export function updateReplyStyle(id: string, body: ReplyStyle): Promise<TRestaurant> {
  return apiData(restaurantPath(id), { method: 'PUT', body });
}

export function updateInstructions(id: string, instructions: string | null): Promise<TRestaurant> {
  return apiData(`${restaurantPath(id)}/additional-instructions`, {
    method: 'PUT',
    body: { additional_system_prompt_instructions: instructions },
  });
}

export function updateAutoApproval(id: string, body: AutoApproval): Promise<TRestaurant> {
  return apiData(`${restaurantPath(id)}/auto-approval`, { method: 'PUT', body });
}

/** Every topic at once: a topic left out or blank is no longer known. */
export function updateFacts(id: string, facts: RestaurantFacts): Promise<TRestaurant> {
  return apiData(`${restaurantPath(id)}/facts`, { method: 'PUT', body: { facts } });
}
