import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { replyChannel, type ReplyChannel } from '@tableside/domain/reviews';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';

/** Whether each location has a live Google connection, and whether the restaurant has a webhook. */
export async function channelFacts(db: Pick<Db, 'select'>, restaurantId: string) {
  // One statement: this runs on every reviews list and detail request.
  const [facts] = await db
    .select({
      hasWebhook: sql<boolean>`${restaurants.approvalZapierUrl} is not null`,
      connected: sql<string[]>`coalesce((select array_agg(c.location_id) from source_connections c
        where c.restaurant_id = restaurants.id and c.source = 'google' and c.status = 'connected'), '{}')`,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const locations = new Set(facts?.connected ?? []);
  return (review: { locationId: string; source: string }): ReplyChannel =>
    replyChannel(review.source, locations.has(review.locationId), Boolean(facts?.hasWebhook));
}

/** Where an approved reply goes (the rule lives in packages/domain); null means by hand. */
export async function channelFor(
  db: Pick<Db, 'select'>,
  review: { locationId: string; source: string; restaurantId: string },
): Promise<Exclude<ReplyChannel, 'manual'> | null> {
  const channel = (await channelFacts(db, review.restaurantId))(review);
  return channel === 'manual' ? null : channel;
}

/** The same review and text always make the same post: a retry can never post twice. */
export function postKey(reviewId: string, text: string): string {
  return `${reviewId}:${createHash('sha256').update(text).digest('hex')}`;
}
