import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sourceAccounts, sourceConnections } from '../../db/schema.ts';
import type { RetryPolicy } from '../../integrations/platform-http.ts';
import {
  adapterFor,
  createSourceAdapters,
  type SourceAdapters,
} from '../../integrations/registry.ts';
import type {
  AdapterContext,
  SourceAdapter,
  SourceCredentials,
} from '../../integrations/source-adapter.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/** What building an adapter context needs: the operator's guard goes into every context. */
export type ContextDeps = { db: Db; secrets: SecretBox; operatorFetch: OutboundFetch };

export type Connection = typeof sourceConnections.$inferSelect;

/**
 * What an adapter needs to call the platform for one connection: its own credentials, or the
 * restaurant's account on the platform. Refreshed tokens are sealed back where they came from.
 */
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
    .select()
    .from(sourceConnections)
    .where(and(eq(sourceConnections.locationId, locationId), eq(sourceConnections.source, source)));
  const ctx = connection && (await connectionContext(deps, connection, retry));
  return { adapter, connection, ctx };
}

export async function connectionContext(
  deps: ContextDeps,
  connection: Connection,
  retry?: RetryPolicy,
): Promise<AdapterContext | null> {
  if (connection.credentials) {
    return {
      baseUrl: connection.baseUrl,
      credentials: JSON.parse(deps.secrets.open(connection.credentials)) as SourceCredentials,
      retry,
      fetch: deps.operatorFetch,
      saveCredentials: async (fresh) => {
        await deps.db
          .update(sourceConnections)
          .set({ credentials: deps.secrets.seal(JSON.stringify(fresh)), updatedAt: sql`now()` })
          .where(eq(sourceConnections.id, connection.id));
      },
    };
  }
  const [account] = await deps.db
    .select()
    .from(sourceAccounts)
    .where(
      and(
        eq(sourceAccounts.restaurantId, connection.restaurantId),
        eq(sourceAccounts.source, connection.source),
      ),
    );
  if (!account?.credentials) return null;
  return accountContext(deps, account, connection.baseUrl, retry);
}

export function accountContext(
  deps: ContextDeps,
  account: typeof sourceAccounts.$inferSelect,
  baseUrl?: string | null,
  retry?: RetryPolicy,
): AdapterContext {
  return {
    baseUrl: baseUrl ?? account.baseUrl,
    credentials: JSON.parse(deps.secrets.open(account.credentials as string)) as SourceCredentials,
    retry,
    fetch: deps.operatorFetch,
    saveCredentials: async (fresh) => {
      await deps.db
        .update(sourceAccounts)
        .set({ credentials: deps.secrets.seal(JSON.stringify(fresh)), updatedAt: sql`now()` })
        .where(eq(sourceAccounts.id, account.id));
    },
  };
}
