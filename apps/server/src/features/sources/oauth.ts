import { and, eq, sql } from 'drizzle-orm';
import type { SourcePlatform } from '@tableside/domain/sources';
import type { Actor } from '../../auth/actor.ts';
import { sourceAccounts, sourceConnections } from '../../db/schema.ts';
import { adapterFor } from '../../integrations/registry.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { openState, sealState } from './oauth-state.ts';
import { usesRestaurantAccount } from '../../integrations/sealed-credentials.ts';
import { platformName } from './sync.ts';
import { assertAvailable, type SourcesDeps } from './access.ts';

// Connecting the restaurant's Google account: the consent page and its redirect back.

export const callbackPath = '/v1/sources/google/callback';

/** Google: the consent page the Admin's browser goes to; it comes back to the callback. */
export async function authorizeUrl(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  platform: SourcePlatform,
  lang: 'en' | 'fr',
): Promise<string> {
  assertOwnRestaurant(actor, restaurantId);
  await assertAvailable(deps.db, restaurantId, platform);
  const adapter = adapterFor(deps.adapters, platform);
  if (!adapter?.authorizationUrl || !deps.oauthConfigured)
    throw new AppError(
      'validation_failed',
      `${platformName(platform)} sign-in is not configured on this server`,
    );
  const state = sealState(deps.jwtSecret, { restaurantId, userId: actor.userId, lang });
  return adapter.authorizationUrl(
    `${deps.publicUrl}${callbackPath}`,
    state,
    deps.baseUrls[platform],
  );
}

/**
 * The consent redirect: trades the code for tokens, keeps them sealed as the restaurant's
 * Google account, and brings back any location the platform had refused. Answers where to
 * send the browser (the Sources panel, with the outcome in the query).
 */
export async function completeOAuth(
  deps: SourcesDeps,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const state = query.state ? openState(deps.jwtSecret, query.state) : null;
  const back = (lang: string, outcome: string) =>
    `/${lang}/dashboard/administration?source=google&outcome=${outcome}#sources`;
  if (!state) return back('en', 'invalid');
  if (query.error || !query.code) return back(state.lang, 'denied');
  const adapter = adapterFor(deps.adapters, 'google');
  try {
    const credentials = await adapter?.exchangeCode?.(
      deps.operatorFetch,
      `${deps.publicUrl}${callbackPath}`,
      query.code,
      deps.baseUrls.google,
    );
    if (!credentials) return back(state.lang, 'failed');
    const sealed = deps.secrets.seal(JSON.stringify(credentials));
    // System work: the callback has no session; the signed state names the restaurant and user.
    await asSystem(() =>
      deps.db.transaction(async (tx) => {
        await tx
          .insert(sourceAccounts)
          .values({
            restaurantId: state.restaurantId,
            source: 'google',
            credentials: sealed,
            baseUrl: deps.baseUrls.google ?? null,
          })
          .onConflictDoUpdate({
            target: [sourceAccounts.restaurantId, sourceAccounts.source],
            set: {
              credentials: sealed,
              status: 'connected',
              lastError: null,
              updatedAt: sql`now()`,
            },
          });
        // Locations Google had refused sync again with the new grant, at once.
        await tx
          .update(sourceConnections)
          .set({ status: 'connected', lastError: null, consecutiveFailures: 0, nextSyncAt: null })
          .where(
            and(
              usesRestaurantAccount(state.restaurantId, 'google'),
              eq(sourceConnections.status, 'revoked'),
            ),
          );
        await writeAudit(tx, {
          restaurantId: state.restaurantId,
          actorUserId: state.userId,
          action: 'source.account_connected',
          entityType: 'source',
          entityId: 'google',
        });
      }),
    );
    return back(state.lang, 'connected');
  } catch {
    return back(state.lang, 'failed');
  }
}
