import { isHistoricReview } from '@tableside/domain/review-import';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialComments } from '../../db/schema.ts';
import type { AdapterContext, SourceAdapter } from '../../integrations/source-adapter.ts';

/** Posts read per sync (their first 50 comments each): the recent conversation, not the archive. */
export const MAX_COMMENT_PAGES = 5;

type Connection = {
  restaurantId: string;
  locationId: string;
  source: string;
  externalLocation: string;
};

/**
 * Stores the guests' comments of a social connection (Facebook Page posts, Instagram media),
 * once per location, platform and comment id. A comment the business already answered on the
 * platform arrives as posted; a comment an Admin removed from the list stays removed. Answers,
 * in `arrived`, the new comments still waiting for a reply that are not history (a first sync's
 * old comments), which the assignment rules take.
 */
export async function syncComments(
  db: Db,
  connection: Connection,
  adapter: SourceAdapter,
  ctx: AdapterContext,
): Promise<{ fetched: number; created: number; arrived: string[] }> {
  if (!adapter.fetchComments) return { fetched: 0, created: 0, arrived: [] };
  const now = new Date();
  const arrived: string[] = [];
  let pageToken: string | null = null;
  let fetched = 0;
  let created = 0;
  for (let pages = 0; pages < MAX_COMMENT_PAGES; pages += 1) {
    const page = await adapter.fetchComments(ctx, connection.externalLocation, { pageToken });
    fetched += page.comments.length;
    if (page.comments.length) {
      const rows = await db
        .insert(socialComments)
        .values(
          page.comments.map((c) => ({
            restaurantId: connection.restaurantId,
            locationId: connection.locationId,
            platform: connection.source,
            externalId: c.externalId,
            postId: c.postId,
            postCaption: c.postCaption,
            postUrl: c.postUrl,
            authorName: c.authorName,
            text: c.text,
            commentedAt: new Date(c.createdAt),
            response: c.reply,
            status: c.reply ? 'posted' : 'new',
            responseApproved: Boolean(c.reply),
            postedAt: c.reply ? new Date() : null,
          })),
        )
        .onConflictDoUpdate({
          target: [socialComments.locationId, socialComments.platform, socialComments.externalId],
          // The guest may edit the comment; our side of it (the reply) stays ours.
          set: { text: sql`excluded.text`, postCaption: sql`excluded.post_caption` },
        })
        .returning({
          id: socialComments.id,
          status: socialComments.status,
          commentedAt: socialComments.commentedAt,
          inserted: sql<boolean>`xmax = 0`,
        });
      const fresh = rows.filter((r) => r.inserted);
      created += fresh.length;
      for (const r of fresh)
        if (r.status === 'new' && !isHistoricReview(r.commentedAt, now)) arrived.push(r.id);
    }
    pageToken = page.nextPageToken;
    if (!pageToken) break;
  }
  return { fetched, created, arrived };
}
