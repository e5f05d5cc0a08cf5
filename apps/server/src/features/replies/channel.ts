import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, sourceConnections } from '../../db/schema.ts';

export type PostChannel = 'platform' | 'webhook';

/**
 * Where an approved reply goes: the platform's reply call when the location is connected and
 * the platform has one, else the restaurant's approval webhook, else nowhere (posted by hand).
 */
export async function channelFor(
  db: Pick<Db, 'select'>,
  review: { locationId: string; source: string; restaurantId: string },
): Promise<PostChannel | null> {
  if (review.source === 'google') {
    const [connection] = await db
      .select({ id: sourceConnections.id })
      .from(sourceConnections)
      .where(
        and(
          eq(sourceConnections.locationId, review.locationId),
          eq(sourceConnections.source, 'google'),
          eq(sourceConnections.status, 'connected'),
        ),
      );
    if (connection) return 'platform';
  }
  const [restaurant] = await db
    .select({ url: restaurants.approvalZapierUrl })
    .from(restaurants)
    .where(eq(restaurants.id, review.restaurantId));
  return restaurant?.url ? 'webhook' : null;
}

/** The same review and text always make the same post: a retry can never post twice. */
export function postKey(reviewId: string, text: string): string {
  return `${reviewId}:${createHash('sha256').update(text).digest('hex')}`;
}
