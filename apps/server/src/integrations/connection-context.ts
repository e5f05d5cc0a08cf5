import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  sourceAccountColumns,
  sourceConnectionColumns,
  type SourceAccountRow,
  type SourceConnectionRow,
} from '../db/request-columns.ts';
import { sourceAccounts, sourceConnections } from '../db/schema.ts';
import type { RetryPolicy } from './platform-http.ts';
import { adapterFor, createSourceAdapters, type SourceAdapters } from './registry.ts';
import type { AdapterContext, SourceAdapter, SourceCredentials } from './source-adapter.ts';
import type { OutboundFetch } from '../lib/outbound/outbound-fetch.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import {
  sealedAccountCredentials,
  sealedConnectionCredentials,
  storeRefreshedAccountCredentials,
  storeRefreshedConnectionCredentials,
} from './sealed-credentials.ts';

/** What building an adapter context needs: the operator's guard goes into every context. */
export type ContextDeps = { db: Db; secrets: SecretBox; operatorFetch: OutboundFetch };

export type Connection = SourceConnectionRow;

/**
 * A location's connection to a platform, the platform's adapter and the context to call it
 * (each missing when the location is not connected): what posting a reply or a comment reply
 * starts from.
 */
export async function connectedPlatform(
  deps: ContextDeps & { adapters?: SourceAdapters },
  locationId: string,
  source: string,
  retry: RetryPolicy,
): Promise<{
  adapter: SourceAdapter | null;
  connection: Connection | undefined;
  ctx: AdapterContext | null | undefined;
}> {
  const adapter = adapterFor(deps.adapters ?? createSourceAdapters(), source);
  const [connection] = await deps.db
    .select(sourceConnectionColumns)
    .from(sourceConnections)
    .where(and(eq(sourceConnections.locationId, locationId), eq(sourceConnections.source, source)));
  const ctx = connection && (await connectionContext(deps, connection, retry));
  return { adapter, connection, ctx };
}

/**
 * What an adapter needs to call the platform for one connection: its own credentials, or the
 * restaurant's account on the platform. Refreshed tokens are sealed back where they came from.
 */
export async function connectionContext(
  deps: ContextDeps,
  connection: Connection,
  retry?: RetryPolicy,
): Promise<AdapterContext | null> {
  const own = await sealedConnectionCredentials(deps.db, connection.id);
  if (own) {
    return {
      baseUrl: connection.baseUrl,
      credentials: JSON.parse(deps.secrets.open(own)) as SourceCredentials,
      retry,
      fetch: deps.operatorFetch,
      saveCredentials: (fresh) =>
        storeRefreshedConnectionCredentials(
          deps.db,
          connection.id,
          deps.secrets.seal(JSON.stringify(fresh)),
        ),
    };
  }
  const [account] = await deps.db
    .select(sourceAccountColumns)
    .from(sourceAccounts)
    .where(
      and(
        eq(sourceAccounts.restaurantId, connection.restaurantId),
        eq(sourceAccounts.source, connection.source),
      ),
    );
  const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
  if (!account || !sealed) return null;
  return accountContext(deps, account, sealed, connection.baseUrl, retry);
}

/** The context to call a platform with the restaurant's account (`sealed`: its credentials). */
export function accountContext(
  deps: ContextDeps,
  account: SourceAccountRow,
  sealed: string,
  baseUrl?: string | null,
  retry?: RetryPolicy,
): AdapterContext {
  return {
    baseUrl: baseUrl ?? account.baseUrl,
    credentials: JSON.parse(deps.secrets.open(sealed)) as SourceCredentials,
    retry,
    fetch: deps.operatorFetch,
    saveCredentials: (fresh) =>
      storeRefreshedAccountCredentials(
        deps.db,
        account.id,
        deps.secrets.seal(JSON.stringify(fresh)),
      ),
  };
}
