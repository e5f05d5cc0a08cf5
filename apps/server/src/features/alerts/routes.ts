import { z } from 'zod';
import {
  ZAlertConfig,
  ZAlertConfigUpdate,
  ZAlertList,
  ZAlertListQuery,
  ZAlertSeenMany,
  ZAlertSeenParams,
  ZAlertSeenResult,
  ZCommentAlertSeenParams,
  ZCommentAlertSeenResult,
  ZUserAlertConfig,
} from '@tableside/domain/schemas/alerts';
import { ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { AlertBus } from './bus.ts';
import { markCommentAlertsSeen } from './comment-alerts.ts';
import { listAlerts, markAlertsSeen, unseenCount, type AlertDeps } from './service.ts';
import { restaurantAlertConfigs, selfAlertConfig, updateAlertConfig } from './settings.ts';
import { openAlertStream } from './stream.ts';

const tags = ['alerts'];
const security = [{ bearer: [] }];
const seenAnswer = { 200: ZSuccess(ZAlertSeenResult), ...AUTH_ERRORS };

/**
 * The alert calls (docs/product/alerts.md#alert-list), and the push stream that moves the badge in
 * seconds.
 */
export function alertRoutes(app: App, deps: AlertDeps & { bus: AlertBus }) {
  app.get('/restaurant/:id/user-alert', {
    config: { operation: 'alerts.list' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZAlertListQuery,
      response: { 200: ZAlertList, ...AUTH_ERRORS },
    },
    handler: async (request) => ({
      status: 'success' as const,
      type: 'bad_review' as const,
      data: await listAlerts(deps, requireActor(request), request.params.id, request.query),
      message: 'OK',
    }),
  });

  app.post('/bad-review/:reviewId/seen', {
    config: { operation: 'alerts.seen' },
    schema: { tags, security, params: ZAlertSeenParams, response: seenAnswer },
    handler: async (request) =>
      ok(
        await markAlertsSeen(deps, requireActor(request), [request.params.reviewId], true),
        'Alert marked as seen',
      ),
  });

  app.post('/social-comment/:commentId/alert/seen', {
    config: { operation: 'alerts.seenComment' },
    schema: {
      tags,
      security,
      params: ZCommentAlertSeenParams,
      response: { 200: ZSuccess(ZCommentAlertSeenResult), ...AUTH_ERRORS },
    },
    handler: async (request) => {
      const actor = requireActor(request);
      const { commentId } = await markCommentAlertsSeen(deps.db, actor, request.params.commentId);
      return ok(
        { commentIds: [commentId], unseen: await unseenCount(deps.db, actor) },
        'Alert marked as seen',
      );
    },
  });

  // docs/product/api.md#the-earlier-products-calls: the bulk call is POST and PUT, with
  // `{reviewIds}` or the bare list.
  for (const method of ['post', 'put'] as const) {
    app[method]('/bad-review/many/seen', {
      config: { operation: 'alerts.seenMany' },
      schema: { tags, security, body: ZAlertSeenMany, response: seenAnswer },
      handler: async (request) => {
        const ids = Array.isArray(request.body) ? request.body : request.body.reviewIds;
        return ok(await markAlertsSeen(deps, requireActor(request), ids), 'Alerts marked as seen');
      },
    });
  }

  app.get('/user-alert/config', {
    config: { operation: 'alerts.config.restaurant' },
    schema: {
      tags,
      security,
      response: { 200: ZSuccess(z.array(ZUserAlertConfig)), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await restaurantAlertConfigs(deps.db, requireActor(request))),
  });

  app.get('/user-alert/config/self', {
    config: { operation: 'alerts.config.self' },
    schema: { tags, security, response: { 200: ZSuccess(ZAlertConfig), ...AUTH_ERRORS } },
    handler: async (request) => ok(await selfAlertConfig(deps.db, requireActor(request))),
  });

  app.put('/user-alert/config', {
    config: { operation: 'alerts.config.update' },
    schema: {
      tags,
      security,
      body: ZAlertConfigUpdate,
      response: { 200: ZSuccess(ZAlertConfig), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await updateAlertConfig(deps.db, requireActor(request), request.body),
        'Alert settings saved',
      ),
  });

  // Server-sent events never end on their own, so the stream stays out of the OpenAPI
  // document (whose every route the isolation and fuzz suites call to completion); its own
  // tests cover access and isolation. See docs/decisions/0006-alert-push-stream.md.
  app.get('/user-alert/stream', {
    config: { operation: 'alerts.stream' },
    schema: { hide: true },
    handler: async (request, reply) =>
      openAlertStream(deps.bus, requireActor(request), request, reply),
  });
}
