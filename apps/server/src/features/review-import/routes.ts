import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ZIdParams, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZImportMapping,
  ZImportReportQuery,
  ZImportUploadQuery,
  ZReviewImport,
} from '@tableside/domain/schemas/review-import';
import { ZError } from '@tableside/domain/schemas/common';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { deleteImport, getImport, listImports, refusalReport, startImport } from './service.ts';
import { receiveUpload } from './upload.ts';

const tags = ['review import'];
const security = [{ bearer: [] }];

export type ReviewImportDeps = { db: Db; enqueueImport: (importId: string) => Promise<void> };

/**
 * Importing reviews from a file: `POST /v1/review-import` takes the file itself as the body
 * (any content type, streamed, 50 MB at most) and answers its columns, first rows and a guessed
 * mapping; `PUT …/{id}/start` starts the job with the chosen mapping; `GET …/{id}` is its
 * progress; `GET …/{id}/report` the refused rows as CSV; `DELETE …/{id}` removes an import that
 * is not running (its reviews stay).
 */
export function reviewImportRoutes(app: App, deps: ReviewImportDeps) {
  const { db } = deps;
  void app.register(async (scope) => {
    // The body is the file: handed over unread, so it streams into storage piece by piece.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    (scope as unknown as App).post('/review-import', {
      config: { operation: 'reviewImports.upload' },
      schema: {
        tags,
        security,
        querystring: ZImportUploadQuery,
        response: { 200: ZSuccess(ZReviewImport), 413: ZError, ...AUTH_ERRORS },
      },
      handler: async (request) => {
        const actor = requireActor(request);
        const declared = Number(request.headers['content-length']);
        const body = (request.body ?? request.raw) as IncomingMessage;
        const id = await receiveUpload(
          db,
          actor,
          request.query.file_name,
          body,
          Number.isFinite(declared) ? declared : null,
        );
        return ok(await getImport(db, actor, id), 'File received');
      },
    });
  });

  app.get('/review-import', {
    config: { operation: 'reviewImports.list' },
    schema: { tags, security, response: { 200: ZSuccess(z.array(ZReviewImport)), ...AUTH_ERRORS } },
    handler: async (request) => ok(await listImports(db, requireActor(request))),
  });

  app.get('/review-import/:id', {
    config: { operation: 'reviewImports.get' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZReviewImport), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await getImport(db, requireActor(request), request.params.id)),
  });

  app.put('/review-import/:id/start', {
    config: { operation: 'reviewImports.start' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZImportMapping,
      response: { 200: ZSuccess(ZReviewImport), 409: ZError, ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await startImport(
          db,
          deps.enqueueImport,
          requireActor(request),
          request.params.id,
          request.body,
        ),
        'Import started',
      ),
  });

  app.delete('/review-import/:id', {
    config: { operation: 'reviewImports.delete' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(z.null()), 409: ZError, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      await deleteImport(db, requireActor(request), request.params.id);
      return ok(null, 'Import deleted');
    },
  });

  app.get('/review-import/:id/report', {
    config: { operation: 'reviewImports.report' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZImportReportQuery,
      response: { 200: z.string(), ...AUTH_ERRORS },
    },
    handler: async (request, reply) => {
      const report = await refusalReport(
        db,
        requireActor(request),
        request.params.id,
        request.query.lang,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(report.csv);
    },
  });
}
