import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { replyChannel, type ReplyChannel } from '@tableside/domain/reviews';
import type { Db } from '../../db/client.ts';
import { restaurants, sourceConnections } from '../../db/schema.ts';

/** Whether each location has a live Google connection, and whether the restaurant has a webhook. */
export async function channelFacts(db: Pick<Db, 'select'>, restaurantId: string) {
  const [connected, [restaurant]] = await Promise.all([
    db
      .select({ locationId: sourceConnections.locationId })
      .from(sourceConnections)
      .where(
        and(
          eq(sourceConnections.restaurantId, restaurantId),
          eq(sourceConnections.source, 'google'),
          eq(sourceConnections.status, 'connected'),
        ),
      ),
    db
      .select({ url: restaurants.approvalZapierUrl })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
  ]);
  const locations = new Set(connected.map((c) => c.locationId));
  return (review: { locationId: string; source: string }): ReplyChannel =>
    replyChannel(review.source, locations.has(review.locationId), Boolean(restaurant?.url));
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
