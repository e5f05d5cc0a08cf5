import type { ApiOperation } from '@tableside/domain/api-access';
import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { MENTION_REPORT_KINDS, type MentionReportType } from '@tableside/domain/reports';
import {
  ZFirstReplyLocationPage,
  ZFirstReplyMetrics,
  ZFirstReplyPageQuery,
  ZFirstReplyPersonPage,
  ZFirstReplyQuery,
  ZLocationPage,
  ZLocationPageQuery,
  ZMetricsQuery,
  ZRangeQuery,
  ZReplyMetrics,
  ZReport,
  ZReportCreate,
  ZReportPageParams,
  ZReportParams,
  ZReviewMetrics,
  ZReviewSeries,
  ZSeriesQuery,
  ZUnsubscribeQuery,
} from '@tableside/domain/schemas/analytics';
import { ZIdParams } from '@tableside/domain/schemas/common';
import { ZLocationParam } from '@tableside/domain/schemas/reviews';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { firstReplyLocationPage, firstReplyPersonPage } from './first-reply-page.ts';
import { firstReplyMetrics } from './first-reply.ts';
import { locationPage } from './location-page.ts';
import * as reportService from './reports.ts';
import { replyMetrics, reviewMetrics, reviewSeries } from './service.ts';
import { unsubscribe } from './weekly.ts';

const tags = ['analytics'];
const security = [{ bearer: [] }];

/**
 * Declares `GET /location/:id/review/metrics<suffix>`, answered by `load`. Fastify cannot
 * resolve schema types still generic here, so the signature carries the checks: `load` must
 * accept what `querystring` parses and return what `data` describes.
 */
function metricsRoute(app: App, db: Db) {
  return <Q extends z.ZodType, R extends z.ZodType>(
    suffix: string,
    operation: ApiOperation,
    querystring: Q,
    data: R,
    load: (db: Db, actor: Actor, locationId: string, query: z.infer<Q>) => Promise<z.infer<R>>,
  ) =>
    app.get(`/location/:id/review/metrics${suffix}`, {
      config: { operation },
      schema: {
        tags,
        security,
        params: ZLocationParam,
        querystring,
        response: { 200: ZSuccess(data) as z.ZodType, ...AUTH_ERRORS },
      },
      handler: async (request) =>
        ok(await load(db, requireActor(request), request.params.id, request.query as z.infer<Q>)),
    });
}

export function analyticsRoutes(app: App, { db, secret }: { db: Db; secret: string }) {
  // A location's (or `all`'s) figures over a period, each answered by one service function.
  const metrics = metricsRoute(app, db);
  metrics('', 'analytics.metrics', ZMetricsQuery, ZReviewMetrics, reviewMetrics);
  metrics('/locations', 'analytics.metrics', ZLocationPageQuery, ZLocationPage, locationPage);
  metrics('/series', 'analytics.series', ZSeriesQuery, ZReviewSeries, reviewSeries);
  metrics('/replies', 'analytics.replies', ZRangeQuery, ZReplyMetrics, replyMetrics);
  metrics(
    '/first-reply',
    'analytics.firstReply',
    ZFirstReplyQuery,
    ZFirstReplyMetrics,
    firstReplyMetrics,
  );
  metrics(
    '/first-reply/locations',
    'analytics.firstReply',
    ZFirstReplyPageQuery,
    ZFirstReplyLocationPage,
    firstReplyLocationPage,
  );
  metrics(
    '/first-reply/people',
    'analytics.firstReply',
    ZFirstReplyPageQuery,
    ZFirstReplyPersonPage,
    firstReplyPersonPage,
  );

  const reportTags = ['reports'];
  const list = { 200: ZSuccess(z.array(ZReport)), ...AUTH_ERRORS };

  app.get('/restaurant/:id/report', {
    config: { operation: 'reports.list' },
    schema: { tags: reportTags, security, params: ZIdParams, response: list },
    handler: async (request) =>
      ok(await reportService.listReports(db, requireActor(request), request.params.id)),
  });

  app.get('/restaurant/:id/report/offset/:o/limit/:l', {
    config: { operation: 'reports.list' },
    schema: { tags: reportTags, security, params: ZReportPageParams, response: list },
    handler: async (request) =>
      ok(
        await reportService.listReports(db, requireActor(request), request.params.id, {
          offset: request.params.o,
          limit: request.params.l,
        }),
      ),
  });

  app.get('/restaurant/:id/report/:reportId', {
    config: { operation: 'reports.get' },
    schema: {
      tags: reportTags,
      security,
      params: ZReportParams,
      response: { 200: ZSuccess(ZReport), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await reportService.getReport(
          db,
          requireActor(request),
          request.params.id,
          request.params.reportId,
        ),
      ),
  });

  // The summary and the mention reports (staff, menu, keywords) share everything but the service.
  const kinds = ['summary', ...Object.keys(MENTION_REPORT_KINDS)] as (
    'summary' | MentionReportType
  )[];
  for (const type of kinds) {
    app.post(`/restaurant/:id/report/${type}`, {
      config: { operation: 'reports.create' },
      schema: {
        tags: reportTags,
        security,
        params: ZIdParams,
        body: ZReportCreate,
        response: { 200: ZSuccess(ZReport), ...AUTH_ERRORS },
      },
      handler: async (request) => {
        const actor = requireActor(request);
        const { id } = request.params;
        const report =
          type === 'summary'
            ? await reportService.createSummaryReport(db, actor, id, request.body)
            : await reportService.createMentionReport(db, actor, id, type, request.body);
        return ok(report, 'Report generated');
      },
    });
  }

  app.delete('/restaurant/:id/report/:reportId', {
    config: { operation: 'reports.delete' },
    schema: {
      tags: reportTags,
      security,
      params: ZReportParams,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      await reportService.deleteReport(
        db,
        requireActor(request),
        request.params.id,
        request.params.reportId,
      );
      return ok(null, 'Report deleted');
    },
  });

  // Opened from an e-mail, so it answers a page, not JSON.
  app.get('/report/weekly/unsubscribe', {
    config: { operation: 'reports.unsubscribe' },
    schema: { tags: reportTags, querystring: ZUnsubscribeQuery },
    handler: async (request, reply) => {
      await unsubscribe(db, secret, request.query);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Tableside</title>' +
            '<p>You will no longer receive the weekly report. / Vous ne recevrez plus le rapport hebdomadaire.</p></html>',
        );
    },
  });
}
