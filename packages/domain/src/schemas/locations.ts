import { z } from 'zod';
import { LIMITS } from '../validation.ts';
import { ZWebLink } from '../web-link.ts';

export const ZLocation = z.object({
  id: z.string(),
  name: z.string(),
  restaurant_id: z.uuid(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  review_count: z.number().int(),
  /** Staff named in the location's reviews (docs/product/console.md#locations-screen). */
  staff_mention_count: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;

/**
 * A location as the switcher and the pickers need it (`view=names`): a chain's 1,000 locations
 * without the counts and addresses that only the locations screens show.
 */
export const ZLocationName = ZLocation.pick({ id: true, name: true });
export type TLocationName = z.infer<typeof ZLocationName>;

const ZName = z.string().trim().min(1).max(LIMITS.nameMax);

export const ZLocationCreate = z.object({
  name: ZName,
  restaurant_id: z.uuid(),
  website: ZWebLink.nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
});
export const ZLocationUpdate = z.object({
  id: z.uuid().optional(),
  name: ZName.optional(),
  restaurant_id: z.uuid().optional(),
  website: ZWebLink.nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
});
export const ZLocationQuery = z.object({
  restaurant_id: z.uuid().optional(),
  /** `names`: ids and names only (ZLocationName), no counts to compute. */
  view: z.enum(['full', 'names']).optional(),
});
