import { z } from 'zod';
import {
  ZLoginRequest,
  ZTokenResponse,
  ZOidcConfig,
  ZExchangeQuery,
} from '@tableside/domain/schemas/auth';
import { ZError, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { ZMe } from '@tableside/domain/schemas/me';
import { ZRole } from '@tableside/domain/schemas/users';
import { requireActor } from '../../auth/guard.ts';
import { assertSameOrigin } from '../../auth/same-origin.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/route-types.ts';
import { AUTH_ERRORS } from '../../lib/route-types.ts';
import { authorizedLocations } from '../locations/public.ts';
import { selfRestaurant } from '../restaurants/public.ts';
import { getOwnUser, listRoles } from '../users/public.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.ts';
import type { OidcClient } from './oidc.ts';
import { login, logout, refresh, startSession, type AuthDeps, type SignedIn } from './service.ts';

const PUBLIC_ERRORS = { 400: ZError, 401: ZError, 429: ZError } as const;

export function authRoutes(
  app: App,
  deps: AuthDeps & { secureCookies: boolean; oidc: OidcClient | null; publicUrl: string },
) {
  const answer = (
    signedIn: SignedIn,
    reply: Parameters<typeof setRefreshCookie>[0],
    message: string,
  ) => {
    const { token, expiresAt } = signedIn.refresh;
    if (token) setRefreshCookie(reply, token, expiresAt, deps.secureCookies);
    return {
      status: 'success' as const,
      access_token: signedIn.accessToken,
      expires_in: signedIn.expiresIn,
      token_type: 'Bearer' as const,
      message,
    };
  };
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post('/auth/login', {
    config: { operation: 'auth.login' },
    schema: {
      tags: ['auth'],
      body: ZLoginRequest,
      response: { 200: ZTokenResponse, ...PUBLIC_ERRORS },
    },
    handler: async (request, reply) =>
      answer(await login(deps, request.body, meta(request)), reply, 'Login successful'),
  });

  app.post('/auth/refresh', {
    config: { operation: 'auth.refresh' },
    schema: { tags: ['auth'], response: { 200: ZTokenResponse, ...PUBLIC_ERRORS } },
    handler: async (request, reply) => {
      assertSameOrigin(request, deps.publicUrl);
      try {
        return answer(await refresh(deps, readRefreshCookie(request)), reply, 'Token refreshed');
      } catch (error) {
        clearRefreshCookie(reply, deps.secureCookies);
        throw error;
      }
    },
  });

  app.post('/auth/logout', {
    config: { operation: 'auth.logout' },
    schema: { tags: ['auth'], response: { 200: ZMessageOnly } },
    handler: async (request, reply) => {
      assertSameOrigin(request, deps.publicUrl);
      await logout(deps, readRefreshCookie(request));
      clearRefreshCookie(reply, deps.secureCookies);
      return ok(null, 'Logged out');
    },
  });

  app.get('/auth/me', {
    config: { operation: 'auth.me' },
    schema: {
      tags: ['auth'],
      security: [{ bearer: [] }],
      response: { 200: ZSuccess(ZMe), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const actor = requireActor(request);
      const [user, restaurant, locations] = await Promise.all([
        getOwnUser(deps.db, actor),
        selfRestaurant(deps.db, actor),
        authorizedLocations(deps.db, actor),
      ]);
      return ok({ user, role: actor.role, restaurant, authorized_locations: locations });
    },
  });

  app.get('/auth/roles', {
    config: { operation: 'auth.roles' },
    schema: {
      tags: ['users'],
      security: [{ bearer: [] }],
      response: { 200: ZSuccess(z.array(ZRole)), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await listRoles(deps.db, requireActor(request))),
  });

  app.get('/auth/oidc/config', {
    config: { operation: 'auth.oidc.config' },
    schema: { tags: ['auth'], response: { 200: ZSuccess(ZOidcConfig) } },
    handler: async () => ok({ enabled: Boolean(deps.oidc), name: deps.oidc?.name ?? null }),
  });

  app.get('/auth/oidc/start', {
    config: { operation: 'auth.oidc.start' },
    schema: {
      tags: ['auth'],
      querystring: z.object({ lang: z.enum(['en', 'fr']).default('en') }),
      response: { 404: ZError },
    },
    handler: async (request, reply) => {
      if (!deps.oidc)
        return reply.status(404).send({
          status: 'error',
          code: 'not_found',
          message: 'Single sign-on is not configured',
        });
      const url = await deps.oidc.start(reply, request.query.lang);
      return reply.redirect(url);
    },
  });

  app.post('/auth/exchange', {
    config: { operation: 'auth.exchange' },
    schema: {
      tags: ['auth'],
      querystring: ZExchangeQuery.extend({
        state: z.string().max(512).optional(),
        iss: z.string().max(2048).optional(),
      }),
      response: { 200: ZTokenResponse, ...PUBLIC_ERRORS, 404: ZError },
    },
    handler: async (request, reply) => {
      assertSameOrigin(request, deps.publicUrl);
      if (!deps.oidc)
        return reply.status(404).send({
          status: 'error',
          code: 'not_found',
          message: 'Single sign-on is not configured',
        });
      const userId = await deps.oidc.finish(request, reply, request.query);
      return answer(await startSession(deps, userId, meta(request)), reply, 'Login successful');
    },
  });
}
