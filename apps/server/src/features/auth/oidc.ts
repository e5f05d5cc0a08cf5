import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

const FLOW_COOKIE = 'tableside_oidc';

export type OidcClient = {
  name: string;
  /** Starts authorization code + PKCE; answers the provider URL to redirect to. */
  start: (reply: FastifyReply, lang: 'en' | 'fr') => Promise<string>;
  /** Exchanges the code; answers the Tableside user it signs in. */
  finish: (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { code: string; state?: string; iss?: string },
  ) => Promise<string>;
};

export async function createOidcClient(opts: {
  db: Db;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  name: string;
  publicUrl: string;
  secureCookies: boolean;
  /** The operator's outbound guard: discovery, JWKS and token calls all go through it. */
  fetch: OutboundFetch;
}): Promise<OidcClient> {
  const insecure = opts.issuer.startsWith('http://');
  // openid-client keeps this fetch on the configuration for every later call. Its options are
  // fetch options (redirect 'manual', which the guard enforces anyway); the types differ only
  // between the DOM and undici declarations of the same Fetch API.
  const guarded: client.CustomFetch = (url, init) =>
    opts.fetch(url, init as Parameters<OutboundFetch>[1]) as unknown as Promise<Response>;
  const config = await client.discovery(
    new URL(opts.issuer),
    opts.clientId,
    opts.clientSecret,
    opts.clientSecret ? undefined : client.None(),
    {
      [client.customFetch]: guarded,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
  const redirectUri = (lang: string) => `${opts.publicUrl}/${lang}/auth/callback`;

  return {
    name: opts.name,
    async start(reply, lang) {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      reply.setCookie(FLOW_COOKIE, JSON.stringify({ verifier, state, lang }), {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: '/v1/auth',
        maxAge: 600,
      });
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(lang),
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
        })
        .toString();
    },
    async finish(request, reply, { code, state, iss }) {
      let flow: { verifier: string; state: string; lang: string };
      try {
        flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? '');
      } catch {
        throw new AppError('authentication_failed', 'Code exchange failed');
      }
      reply.clearCookie(FLOW_COOKIE, { path: '/v1/auth' });
      const callback = new URL(redirectUri(flow.lang));
      callback.searchParams.set('code', code);
      if (state) callback.searchParams.set('state', state);
      // RFC 9207: a provider that names itself on the callback is checked against the issuer.
      if (iss) callback.searchParams.set('iss', iss);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
        });
        claims = tokens.claims();
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC code exchange failed');
        throw new AppError('authentication_failed', 'Code exchange failed');
      }
      if (!claims) throw new AppError('authentication_failed', 'Code exchange failed');
      return linkUser(opts.db, `${opts.issuer}|${claims.sub}`, claims);
    },
  };
}

/**
 * Signs in the Tableside user linked to this external account, or links the one with the
 * provider's verified e-mail. Nobody is created here: accounts come from an Admin.
 */
async function linkUser(db: Db, subject: string, claims: client.IDToken): Promise<string> {
  const [linked] = await db
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(eq(users.externalSubject, subject));
  if (linked) {
    if (!linked.enabled) throw new AppError('authentication_failed');
    return linked.id;
  }
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  if (!email || claims.email_verified !== true) throw new AppError('authentication_failed');
  const [byEmail] = await db
    .update(users)
    .set({ externalSubject: subject })
    .where(
      sql`lower(${users.email}) = ${email} and ${users.externalSubject} is null and ${users.enabled}`,
    )
    .returning({ id: users.id });
  if (!byEmail) throw new AppError('authentication_failed');
  return byEmail.id;
}
