import { and, eq, inArray, sql } from 'drizzle-orm';
import { isReviewDateTooFarAhead } from '@tableside/domain/reviews';
import type { TIncomingReview, TIngestResult } from '@tableside/domain/schemas/ingest';
import type { Db } from '../db/client.ts';
import { locations, reviews } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { writeAudit } from '../lib/audit.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import type { ArrivedReviews } from './pipeline.ts';

// The first step of a review's arrival, whatever brought it (webhook, sync, import, demo
// source): store it once, then hand what changed to the pipeline (pipeline.ts).

export type ArrivalDeps = {
  db: Db;
  /** Runs once the reviews are stored (drafting, analysis, alerts): see pipeline.ts. */
  afterIngest: (arrived: ArrivedReviews) => Promise<void>;
};

/** What a source of reviews carries: the store's needs and the box its credentials are sealed in. */
export type IngestDeps = ArrivalDeps & { secrets: SecretBox };

/**
 * Stores reviews from any source, once: upserted by (location, source, external id). A review
 * the guest changed since (rating or text) is updated and marked edited by the guest; an
 * identical one is left alone. Each new review gets its reply drafted by a job.
 */
export async function ingestReviews(
  deps: ArrivalDeps,
  restaurantId: string,
  items: TIncomingReview[],
): Promise<TIngestResult> {
  const locationIds = [...new Set(items.map((i) => i.location_id))];
  const owned = await deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.restaurantId, restaurantId), inArray(locations.id, locationIds)));
  const ownedIds = new Set(owned.map((l) => l.id));
  const strangers = items.flatMap((item, index) =>
    ownedIds.has(item.location_id) ? [] : [{ field: `reviews.${index}.location_id` }],
  );
  if (strangers.length)
    throw new AppError('validation_failed', 'Unknown location for this restaurant', {
      details: strangers,
    });

  // A platform review dated in the future is the platform's bug (or its clock's): it is skipped
  // and counted rather than clamped, so no date we made up is ever stored; once its date has
  // come, the next sync reads it again.
  const now = new Date();
  const timely = items.filter((item) => !isReviewDateTooFarAhead(new Date(item.review_date), now));
  // One statement for the whole batch, its rows in key order: the rollup triggers run once for
  // it (not once a review), and concurrent batches take their locks in the same order instead of
  // deadlocking. A review repeated within a batch is stored once, as its last copy says.
  const latest = new Map<string, (typeof timely)[number]>();
  for (const item of timely)
    latest.set(`${item.location_id}|${item.source}|${item.external_id}`, item);
  const values = [...latest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => ({
      restaurantId,
      locationId: item.location_id,
      source: item.source,
      externalId: item.external_id,
      authorName: item.author_name ?? null,
      rating: item.rating,
      text: item.text,
      language: item.language ?? null,
      reviewDate: new Date(item.review_date),
    }));
  const created: string[] = [];
  const updated: string[] = [];
  const result = () => ({
    created: created.length,
    updated: updated.length,
    unchanged: timely.length - created.length - updated.length,
    skipped: items.length - timely.length,
  });
  await deps.db.transaction(async (tx) => {
    const rows = values.length
      ? await tx
          .insert(reviews)
          .values(values)
          .onConflictDoUpdate({
            target: [reviews.locationId, reviews.source, reviews.externalId],
            set: {
              rating: sql`excluded.rating`,
              text: sql`excluded.text`,
              authorName: sql`excluded.author_name`,
              guestEditedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`${reviews.rating} is distinct from excluded.rating or ${reviews.text} is distinct from excluded.text`,
          })
          // xmax is 0 only for a row this statement inserted.
          .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` })
      : [];
    for (const row of rows) (row.inserted ? created : updated).push(row.id);
    await writeAudit(tx, {
      restaurantId,
      actorUserId: null,
      action: 'reviews.ingest',
      entityType: 'restaurant',
      entityId: restaurantId,
      data: result(),
    });
  });
  await deps.afterIngest({ created, updated });
  return result();
}
