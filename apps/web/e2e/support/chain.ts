import { expect, type APIRequestContext } from '@playwright/test';
import { SUPERADMIN } from './demo-users.ts';
import { accessToken } from './session.ts';

/** The two cities of a test chain, 15 locations each: "Montréal 01" at "1 Rue Saint-Denis…". */
export const CHAIN_CITIES = [
  { city: 'Montréal', street: 'Rue Saint-Denis' },
  { city: 'Québec', street: 'Côte de la Fabrique' },
] as const;
export const PER_CITY = 15;

/**
 * A Pro restaurant of 30 locations created through the API (issue #35), which no other journey
 * sees; `remove` deletes it with its locations at the end.
 */
export async function createChain(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, SUPERADMIN)}` };
  const tiers = (await (await request.get('/v1/subscription-tier')).json()) as {
    data: { id: string; name: string }[];
  };
  const pro = tiers.data.find((tier) => tier.name === 'Pro');
  const created = await request.post('/v1/restaurant', {
    headers,
    data: { name, subscription_tier_id: pro?.id },
  });
  expect(created.status(), await created.text()).toBe(200);
  const restaurantId = (await created.json()).data.id as string;
  for (const { city, street } of CHAIN_CITIES)
    for (let i = 1; i <= PER_CITY; i++) {
      const res = await request.post('/v1/location', {
        headers,
        data: {
          name: `${city} ${String(i).padStart(2, '0')}`,
          address: `${i} ${street}, ${city}, QC`,
          restaurant_id: restaurantId,
        },
      });
      expect(res.status()).toBe(200);
    }
  return {
    id: restaurantId,
    /** Turns on the plan's platforms beyond Google (Yelp, Tripadvisor…), as the operator does. */
    enable: async (integrations: string[]) => {
      const res = await request.put(`/v1/restaurant/${restaurantId}/integrations`, {
        headers,
        data: { integrations },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
    remove: async () => {
      const removed = await request.delete(
        `/v1/restaurant/${restaurantId}?confirm_name=${encodeURIComponent(name)}`,
        { headers },
      );
      expect(removed.status()).toBe(200);
    },
  };
}
