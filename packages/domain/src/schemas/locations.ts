import { z } from 'zod';
import { PAGE_LIMIT_MAX, pageQueryFields, ZPage } from './paging.ts';
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

/** What the Administration locations panel sorts by: name, review count, or newest first. */
export const LOCATION_LIST_SORTS = ['name', 'reviews', 'created'] as const;
export type LocationListSort = (typeof LOCATION_LIST_SORTS)[number];
export const LOCATION_LIST_PAGE_MAX = PAGE_LIMIT_MAX;

/**
 * One page of the locations (`GET /location/page`): a chain's 1,000 read 25 at a time, searched
 * by name and address (where the city is), every word, accents and case aside.
 */
export const ZLocationListQuery = z.object({
  restaurant_id: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(LOCATION_LIST_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryFields(),
});
export type TLocationListQuery = z.input<typeof ZLocationListQuery>;

/** A location of the page: what the panel shows and edits, without the staff-mention count. */
export const ZLocationListItem = ZLocation.omit({ staff_mention_count: true });
/** `total`: the locations matching the search (the synthetic All is never one). */
export const ZLocationList = ZPage(ZLocationListItem);
export type TLocationListItem = z.infer<typeof ZLocationListItem>;
export type TLocationList = z.infer<typeof ZLocationList>;
