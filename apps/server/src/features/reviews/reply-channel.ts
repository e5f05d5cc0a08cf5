import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PLATFORM_REPLY_SOURCES, replyChannel, type ReplyChannel } from '@tableside/domain/reviews';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';

/** The platforms that take replies through their API (packages/domain), as an SQL list. */
const platformSources = () =>
  sql.join(
    PLATFORM_REPLY_SOURCES.map((source) => sql`${source}`),
    sql`, `,
  );

/**
 * `replyChannel` as an SQL expression over a review row aliased `alias` (the reviews list
 * computes it in the statement that reads the page).
 */
export function replyChannelSql(alias: string, restaurantId: string | Placeholder): SQL {
  const r = sql.raw(alias);
  return sql`case
      when ${r}.source in (${platformSources()}) and exists (select 1 from source_connections c
        where c.location_id = ${r}.location_id and c.source = ${r}.source and c.status = 'connected')
        then 'platform'
      when (select x.approval_zapier_url is not null from restaurants x where x.id = ${restaurantId})
        then 'webhook'
      else 'manual' end`;
}

/** Which locations have a live connection to a platform that takes replies, and whether the restaurant has a webhook. */
export async function channelFacts(db: Pick<Db, 'select'>, restaurantId: string) {
  // One statement: this runs on every reviews list and detail request.
  const [facts] = await db
    .select({
      hasWebhook: sql<boolean>`${restaurants.approvalZapierUrl} is not null`,
      connected: sql<
        string[]
      >`coalesce((select array_agg(c.location_id || ':' || c.source) from source_connections c
        where c.restaurant_id = restaurants.id and c.source in (${platformSources()}) and c.status = 'connected'), '{}')`,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const locations = new Set(facts?.connected ?? []);
  return (review: { locationId: string; source: string }): ReplyChannel =>
    replyChannel(
      review.source,
      locations.has(`${review.locationId}:${review.source}`),
      Boolean(facts?.hasWebhook),
    );
}

/** Where an approved reply goes (the rule lives in packages/domain); null means by hand. */
export async function channelFor(
  db: Pick<Db, 'select'>,
  review: { locationId: string; source: string; restaurantId: string },
): Promise<Exclude<ReplyChannel, 'manual'> | null> {
  const channel = (await channelFacts(db, review.restaurantId))(review);
  return channel === 'manual' ? null : channel;
}
