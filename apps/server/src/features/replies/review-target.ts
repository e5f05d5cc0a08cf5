import { and, eq, inArray } from 'drizzle-orm';
import { replyHistory, reviews } from '../../db/schema.ts';
import { channelFor } from '../reviews/public.ts';
import { replyRequestFor } from './context.ts';
import type { ReplyTarget, ReplyVersion, Tx } from './target.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review keeps every version of its reply, the first draft included, in `reply_history`. */
export async function keepReviewVersion(tx: Tx, review: ReviewRow, version: ReplyVersion) {
  await tx.insert(replyHistory).values({
    reviewId: review.id,
    restaurantId: review.restaurantId,
    ...version,
  });
}

/** A review as a reply target: replies on its platform or through the approval webhook. */
export const reviewTarget: ReplyTarget<ReviewRow> = {
  kind: 'review',
  noun: 'Review',
  goneReason: 'The review no longer exists',
  async lock(tx, id, scope) {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.id, id),
          scope && eq(reviews.restaurantId, scope.restaurantId),
          scope?.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
        ),
      )
      .for('update');
    return row;
  },
  async find(db, id) {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    return row;
  },
  async update(tx, id, changes) {
    await tx.update(reviews).set(changes).where(eq(reviews.id, id));
  },
  keepVersion: keepReviewVersion,
  channel: channelFor,
  platform: (review) => review.source,
  calls: { send: 'reply', read: 'readReply' },
  webhookSubject: (review) => ({
    id: review.id,
    source: review.source,
    external_id: review.externalId,
    author: review.authorName,
    rating: review.rating,
    text: review.text,
    date: review.reviewDate.toISOString(),
  }),
  draftRequest: replyRequestFor,
};
