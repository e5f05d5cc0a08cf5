import { PlatformError, platformFetch, DEFAULT_RETRY } from '../platform-http.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import type { AdapterContext, OAuthApp, SourceCredentials } from '../source-adapter.ts';
import { GOOGLE_SCOPE, googleEndpoints } from './endpoints.ts';

type TokenAnswer = { access_token: string; expires_in?: number; refresh_token?: string };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const toCredentials = (answer: TokenAnswer, previous?: SourceCredentials): SourceCredentials => ({
  access_token: answer.access_token,
  // Google sends a refresh token only on the first consent; keep the one we had.
  refresh_token: answer.refresh_token ?? previous?.refresh_token,
  expires_at: Date.now() + (answer.expires_in ?? 3600) * 1000,
});

/** Offline access with consent, so Google hands out a refresh token for scheduled syncs. */
export function authorizationUrl(app: OAuthApp, state: string, baseUrl?: string | null): string {
  const url = new URL(googleEndpoints(baseUrl).authorize);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

export async function exchangeCode(
  send: OutboundFetch,
  app: OAuthApp,
  code: string,
  baseUrl?: string | null,
): Promise<SourceCredentials> {
  const answer = await platformFetch<TokenAnswer>(
    send,
    'Google',
    googleEndpoints(baseUrl).token,
    form({
      code,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: app.redirectUri,
      grant_type: 'authorization_code',
    }),
  );
  return toCredentials(answer);
}

export type GoogleClient = Pick<OAuthApp, 'clientId' | 'clientSecret'>;

export async function refreshTokens(
  ctx: AdapterContext,
  oauthApp: GoogleClient | null,
): Promise<SourceCredentials> {
  const refreshToken = ctx.credentials.refresh_token;
  if (!refreshToken || !oauthApp)
    throw new PlatformError('Google access expired: reconnect Google', 401, true);
  try {
    const answer = await platformFetch<TokenAnswer>(
      ctx.fetch,
      'Google',
      googleEndpoints(ctx.baseUrl).token,
      form({
        client_id: oauthApp.clientId,
        client_secret: oauthApp.clientSecret,
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
      }),
      ctx.retry ?? DEFAULT_RETRY,
    );
    const fresh = toCredentials(answer, ctx.credentials);
    ctx.credentials = fresh;
    await ctx.saveCredentials?.(fresh);
    return fresh;
  } catch (error) {
    // invalid_grant: the owner revoked access or the grant expired. Same meaning as a 401.
    if (error instanceof PlatformError && error.status === 400)
      throw new PlatformError('Google access was revoked: reconnect Google', 401, true);
    throw error;
  }
}

export async function revokeTokens(ctx: AdapterContext): Promise<void> {
  const token = ctx.credentials.refresh_token ?? ctx.credentials.access_token;
  if (!token) return;
  await platformFetch(ctx.fetch, 'Google', googleEndpoints(ctx.baseUrl).revoke, form({ token }), {
    ...(ctx.retry ?? DEFAULT_RETRY),
    attempts: 2,
  }).catch((error: unknown) => {
    // A token Google no longer knows is as good as revoked.
    if (!(error instanceof PlatformError && error.status === 400)) throw error;
  });
}
