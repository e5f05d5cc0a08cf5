import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { replyPosts, reviews } from '../../db/schema.ts';

export const NOTHING_WAITING = { replies_waiting: 0, replies_failed: 0, last_reply_error: null };

/**
 * Replies on their way to each location's platform and the newest reason one has not gone out,
 * so a platform that is failing shows where the Admin looks after its sources. Only unconfirmed
 * posts are read: they are few, whatever the number of reviews.
 */
export async function replyPostingByConnection(db: Db, restaurantId: string) {
  const rows = await db
    .select({
      locationId: reviews.locationId,
      source: reviews.source,
      waiting: sql<number>`(count(*) filter (where ${replyPosts.state} <> 'failed'))::int`,
      failed: sql<number>`(count(*) filter (where ${replyPosts.state} = 'failed'))::int`,
      lastError: sql<string | null>`(array_agg(${replyPosts.lastError}
        order by ${replyPosts.updatedAt} desc) filter (where ${replyPosts.lastError} is not null))[1]`,
    })
    .from(replyPosts)
    .innerJoin(reviews, eq(reviews.id, replyPosts.reviewId))
    .where(and(eq(replyPosts.restaurantId, restaurantId), ne(replyPosts.state, 'confirmed')))
    .groupBy(reviews.locationId, reviews.source);
  return new Map(
    rows.map((r) => [
      `${r.locationId}/${r.source}`,
      { replies_waiting: r.waiting, replies_failed: r.failed, last_reply_error: r.lastError },
    ]),
  );
}
