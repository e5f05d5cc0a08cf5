import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZApiKeyRequest,
  ZAuthorizeAnswer,
  ZAuthorizeRequest,
  ZConnectLocation,
  ZOAuthCallbackQuery,
  ZPlatformLocation,
  ZPlatformLocationQuery,
  ZPlatformParam,
  ZSourceConnection,
  ZSourceConnectionPage,
  ZSourceConnectionsQuery,
  ZSourcesOverview,
  ZSourcesSummary,
} from '@tableside/domain/schemas/sources';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { SourcesDeps } from './access.ts';
import { deleteAccount, platformLocations, saveApiKey } from './accounts.ts';
import { authorizeUrl, callbackPath, completeOAuth } from './oauth.ts';
import { connectionPage, sourcesSummary } from './connection-page.ts';
import { sourcesOverview } from './overview.ts';
import { connectLocation, disconnectLocation, syncNow } from './service.ts';

const tags = ['sources'];
const security = [{ bearer: [] }];
const errors = { ...AUTH_ERRORS, 409: AUTH_ERRORS[400], 503: AUTH_ERRORS[400] };
const one = { 200: ZSuccess(ZSourceConnection), ...errors };

/**
 * The Sources panel's calls: which platforms each location is connected to, connecting
 * (Google's consent, or an API key), mapping locations, disconnecting and "sync now".
 */
export function sourceRoutes(app: App, deps: SourcesDeps) {
  app.get('/restaurant/:id/sources', {
    config: { operation: 'sources.list' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZSourcesOverview), ...errors },
    },
    handler: async (request) =>
      ok(await sourcesOverview(deps, requireActor(request), request.params.id)),
  });

  // The panel's head and its table, one page at a time (a chain of 1,000 locations).
  app.get('/restaurant/:id/sources/summary', {
    config: { operation: 'sources.summary' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZSourcesSummary), ...errors },
    },
    handler: async (request) =>
      ok(await sourcesSummary(deps, requireActor(request), request.params.id)),
  });

  app.get('/restaurant/:id/sources/connections', {
    config: { operation: 'sources.connections' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZSourceConnectionsQuery,
      response: { 200: ZSuccess(ZSourceConnectionPage), ...errors },
    },
    handler: async (request) =>
      ok(await connectionPage(deps, requireActor(request), request.params.id, request.query)),
  });

  app.post('/restaurant/:id/sources/:platform/authorize', {
    config: { operation: 'sources.authorize' },
    schema: {
      tags,
      security,
      params: ZPlatformParam,
      body: ZAuthorizeRequest,
      response: { 200: ZSuccess(ZAuthorizeAnswer), ...errors },
    },
    handler: async (request) =>
      ok({
        url: await authorizeUrl(
          deps,
          requireActor(request),
          request.params.id,
          request.params.platform,
          request.body.lang,
        ),
      }),
  });

  app.get(callbackPath.replace(/^\/v1/, ''), {
    config: { operation: 'sources.oauthCallback' },
    schema: { tags, querystring: ZOAuthCallbackQuery, response: { 302: z.null() } },
    handler: async (request, reply) =>
      reply.redirect(await completeOAuth(deps, request.query), 302),
  });

  app.put('/restaurant/:id/sources/:platform/account', {
    config: { operation: 'sources.account.save' },
    schema: {
      tags,
      security,
      params: ZPlatformParam,
      body: ZApiKeyRequest,
      response: { 200: ZMessageOnly, ...errors },
    },
    handler: async (request) => {
      const { id, platform } = request.params;
      await saveApiKey(deps, requireActor(request), id, platform, request.body.api_key);
      return ok(null, 'Connected');
    },
  });

  app.delete('/restaurant/:id/sources/:platform/account', {
    config: { operation: 'sources.account.delete' },
    schema: { tags, security, params: ZPlatformParam, response: { 200: ZMessageOnly, ...errors } },
    handler: async (request) => {
      const { id, platform } = request.params;
      await deleteAccount(deps, requireActor(request), id, platform);
      return ok(null, 'Disconnected');
    },
  });

  app.get('/restaurant/:id/sources/:platform/locations', {
    config: { operation: 'sources.platformLocations' },
    schema: {
      tags,
      security,
      params: ZPlatformParam,
      querystring: ZPlatformLocationQuery,
      response: { 200: ZSuccess(z.array(ZPlatformLocation)), ...errors },
    },
    handler: async (request) => {
      const { id, platform } = request.params;
      return ok(
        await platformLocations(deps, requireActor(request), id, platform, request.query.query),
      );
    },
  });

  app.put('/location/:id/sources/:platform', {
    config: { operation: 'sources.connect' },
    schema: { tags, security, params: ZPlatformParam, body: ZConnectLocation, response: one },
    handler: async (request) => {
      const { id, platform } = request.params;
      return ok(
        await connectLocation(
          deps,
          requireActor(request),
          id,
          platform,
          request.body.external_location,
        ),
        'Connected',
      );
    },
  });

  app.delete('/location/:id/sources/:platform', {
    config: { operation: 'sources.disconnect' },
    schema: { tags, security, params: ZPlatformParam, response: one },
    handler: async (request) => {
      const { id, platform } = request.params;
      return ok(
        await disconnectLocation(deps, requireActor(request), id, platform),
        'Disconnected',
      );
    },
  });

  app.post('/location/:id/sources/:platform/sync', {
    config: { operation: 'sources.syncNow' },
    schema: { tags, security, params: ZPlatformParam, response: one },
    handler: async (request) => {
      const { id, platform } = request.params;
      return ok(await syncNow(deps, requireActor(request), id, platform), 'Sync queued');
    },
  });
}
