import { z } from 'zod';
import { ZLocation } from './locations.ts';
import { ZRestaurant } from './restaurants.ts';
import { ZUser } from './users.ts';

/** Everything the web needs after sign-in, in one call. */
export const ZMe = z.object({
  user: ZUser,
  role: z.string(),
  restaurant: ZRestaurant.nullable(),
  authorized_locations: z.array(ZLocation),
});
export type TMe = z.infer<typeof ZMe>;
