import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';
import { asSystem } from '../../db/tenant-context.ts';

/*
 * A restaurant's sealed secrets (the approval webhook's signing key, the ingestion key) are closed
 * to the request role (migration 0019, decision 0012): these read and write them as system work.
 * Callers check first that the restaurant is theirs to act on (the request's own restaurant, a
 * signed request naming it, or a job's own row).
 */

export async function sealedIngestSecret(db: Db, restaurantId: string): Promise<string | null> {
  const [row] = await asSystem(() =>
    db
      .select({ sealed: restaurants.ingestSecret })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
  );
  return row?.sealed ?? null;
}

/** Replaces the ingestion key; false when there is no such restaurant. */
export async function storeIngestSecret(
  db: Db,
  restaurantId: string,
  sealed: string,
): Promise<boolean> {
  const rows = await asSystem(() =>
    db
      .update(restaurants)
      .set({ ingestSecret: sealed, updatedAt: sql`now()` })
      .where(eq(restaurants.id, restaurantId))
      .returning({ id: restaurants.id }),
  );
  return rows.length > 0;
}

export async function sealedWebhookSecret(db: Db, restaurantId: string): Promise<string | null> {
  const [row] = await asSystem(() =>
    db
      .select({ sealed: restaurants.webhookSecret })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
  );
  return row?.sealed ?? null;
}

/** Keeps a first webhook key unless another worker kept one first (theirs then stands). */
export async function storeFirstWebhookSecret(
  db: Db,
  restaurantId: string,
  sealed: string,
): Promise<void> {
  await asSystem(() =>
    db
      .update(restaurants)
      .set({ webhookSecret: sealed })
      .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.webhookSecret))),
  );
}
