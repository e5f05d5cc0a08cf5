import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sourceAccounts, sourceConnections } from '../db/schema.ts';
import { asSystem } from '../db/tenant-context.ts';

/*
 * Platform credentials are closed to the request role (migration 0019, decision 0012): these
 * read and write them as system work. Callers check the restaurant first (the request's tenant,
 * or a job's own row), so each function names the one row it touches.
 */

export async function sealedAccountCredentials(db: Db, accountId: string): Promise<string | null> {
  const [row] = await asSystem(() =>
    db
      .select({ sealed: sourceAccounts.credentials })
      .from(sourceAccounts)
      .where(eq(sourceAccounts.id, accountId)),
  );
  return row?.sealed ?? null;
}

export async function sealedConnectionCredentials(
  db: Db,
  connectionId: string,
): Promise<string | null> {
  const [row] = await asSystem(() =>
    db
      .select({ sealed: sourceConnections.credentials })
      .from(sourceConnections)
      .where(eq(sourceConnections.id, connectionId)),
  );
  return row?.sealed ?? null;
}

/** Keeps a restaurant's (new) sealed login on a platform; a revoked account is connected again. */
export async function storeAccountCredentials(
  db: Db,
  account: { restaurantId: string; source: string; baseUrl: string | null },
  sealed: string,
): Promise<void> {
  await asSystem(() =>
    db
      .insert(sourceAccounts)
      .values({ ...account, credentials: sealed })
      .onConflictDoUpdate({
        target: [sourceAccounts.restaurantId, sourceAccounts.source],
        set: { credentials: sealed, status: 'connected', lastError: null, updatedAt: sql`now()` },
      }),
  );
}

export async function storeRefreshedAccountCredentials(
  db: Db,
  accountId: string,
  sealed: string,
): Promise<void> {
  await asSystem(() =>
    db
      .update(sourceAccounts)
      .set({ credentials: sealed, updatedAt: sql`now()` })
      .where(eq(sourceAccounts.id, accountId)),
  );
}

export async function storeRefreshedConnectionCredentials(
  db: Db,
  connectionId: string,
  sealed: string,
): Promise<void> {
  await asSystem(() =>
    db
      .update(sourceConnections)
      .set({ credentials: sealed, updatedAt: sql`now()` })
      .where(eq(sourceConnections.id, connectionId)),
  );
}

/** A restaurant's locations on a platform that use its account rather than a login of their own. */
export function usesRestaurantAccount(restaurantId: string, platform: string) {
  return and(
    eq(sourceConnections.restaurantId, restaurantId),
    eq(sourceConnections.source, platform),
    isNull(sourceConnections.credentials),
  );
}
