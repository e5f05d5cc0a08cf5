import { z } from 'zod';
import { ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZConversion,
  ZConversionQuery,
  ZRequestListQuery,
  ZRequestRow,
  ZRequestSettings,
  ZRequestSettingsInput,
  ZVisitsResult,
} from '@tableside/domain/schemas/review-requests';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { conversionFigures } from './conversion.ts';
import { importVisitCsv, listRequests, type VisitDeps } from './service.ts';
import { readSettings, saveSettings } from './settings.ts';

const tags = ['review-requests'];
const security = [{ bearer: [] }];
/** A CSV of visits is read whole (5,000 visits fit well within it). */
const CSV_BYTES_MAX = 2_000_000;

/** Review requests in Administration and on the analytics screens (docs/product/review-requests.md). */
export function reviewRequestRoutes(app: App, deps: VisitDeps) {
  const { db } = deps;
  app.get('/restaurant/:id/review-request/settings', {
    config: { operation: 'reviewRequests.settings.read' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZRequestSettings), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await readSettings(db, requireActor(request), request.params.id)),
  });

  app.put('/restaurant/:id/review-request/settings', {
    config: { operation: 'reviewRequests.settings.save' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZRequestSettingsInput,
      response: { 200: ZSuccess(ZRequestSettings), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await saveSettings(db, requireActor(request), request.params.id, request.body), 'Saved'),
  });

  app.get('/restaurant/:id/review-request', {
    config: { operation: 'reviewRequests.list' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZRequestListQuery,
      response: { 200: ZSuccess(z.array(ZRequestRow)), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await listRequests(db, requireActor(request), request.params.id, request.query.limit)),
  });

  app.get('/restaurant/:id/review-request/conversion', {
    config: { operation: 'reviewRequests.conversion' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZConversionQuery,
      response: { 200: ZSuccess(ZConversion), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(await conversionFigures(db, requireActor(request), request.params.id, request.query)),
  });

  void app.register(async (scope) => {
    // The body is the file, whatever type the client names (curl says form-urlencoded).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CSV_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    (scope as unknown as App).post('/restaurant/:id/review-request/visits', {
      config: { operation: 'reviewRequests.visits.import' },
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: z.string().max(CSV_BYTES_MAX),
        response: { 200: ZSuccess(ZVisitsResult), ...AUTH_ERRORS },
      },
      handler: async (request) =>
        ok(
          await importVisitCsv(deps, requireActor(request), request.params.id, request.body),
          'Visits received',
        ),
    });
  });
}
