import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import { MENTION_REPORT_KINDS, type MentionReportType } from '@tableside/domain/reports';
import {
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
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import * as reportService from './reports.ts';
import { replyMetrics, reviewMetrics, reviewSeries } from './service.ts';
import { unsubscribe } from './weekly.ts';

const tags = ['analytics'];
const security = [{ bearer: [] }];

export function analyticsRoutes(app: App, { db, secret }: { db: Db; secret: string }) {
  app.get('/location/:id/review/metrics', {
    config: { operation: 'analytics.metrics' },
    schema: {
      tags,
      security,
      params: ZLocationParam,
      querystring: ZRangeQuery,
      response: { 200: ZSuccess(ZReviewMetrics), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await reviewMetrics(db, requireActor(request), request.params.id, request.query)),
  });

  app.get('/location/:id/review/metrics/series', {
    config: { operation: 'analytics.series' },
    schema: {
      tags,
      security,
      params: ZLocationParam,
      querystring: ZSeriesQuery,
      response: { 200: ZSuccess(ZReviewSeries), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await reviewSeries(db, requireActor(request), request.params.id, request.query)),
  });

  app.get('/location/:id/review/metrics/replies', {
    config: { operation: 'analytics.replies' },
    schema: {
      tags,
      security,
      params: ZLocationParam,
      querystring: ZRangeQuery,
      response: { 200: ZSuccess(ZReplyMetrics), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await replyMetrics(db, requireActor(request), request.params.id, request.query)),
  });

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

  app.post('/restaurant/:id/report/summary', {
    config: { operation: 'reports.create' },
    schema: {
      tags: reportTags,
      security,
      params: ZIdParams,
      body: ZReportCreate,
      response: { 200: ZSuccess(ZReport), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await reportService.createSummaryReport(
          db,
          requireActor(request),
          request.params.id,
          request.body,
        ),
        'Report generated',
      ),
  });

  for (const type of Object.keys(MENTION_REPORT_KINDS) as MentionReportType[]) {
    app.post(`/restaurant/:id/report/${type}`, {
      config: { operation: 'reports.create' },
      schema: {
        tags: reportTags,
        security,
        params: ZIdParams,
        body: ZReportCreate,
        response: { 200: ZSuccess(ZReport), ...AUTH_ERRORS },
      },
      handler: async (request) =>
        ok(
          await reportService.createMentionReport(
            db,
            requireActor(request),
            request.params.id,
            type,
            request.body,
          ),
          'Report generated',
        ),
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
