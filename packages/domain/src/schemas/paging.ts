import { z } from 'zod';

/** The most rows a panel's page may ask for; the panels ask for 25. */
export const PAGE_LIMIT_MAX = 100;

/**
 * `limit` and `offset` of a panel that pages on the server (the Administration locations and
 * review sources panels, the console's locations), so every such route reads and refuses them
 * alike.
 */
export const pageQueryFields = (limitDefault = 25) => ({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(limitDefault),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One page: the rows matching the query on every page (`total`), and this page's. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });
