import { ZIdParams, ZError, ZSuccess } from '@tableside/domain/schemas/common';
import { ZIngestRequest, ZIngestResult, ZIngestSecret } from '@tableside/domain/schemas/ingest';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { keepRawJsonBody } from '../../lib/raw-json-body.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { ingestReviews, type IngestDeps } from '../../review-arrival/store.ts';
import { rotateIngestSecret } from './service.ts';
import { signedCallRestaurant, verifySignedCall } from './signed-call.ts';

/**
 * `POST /v1/ingest/reviews`: reviews pushed by Zapier, Make or a POS, signed with the
 * restaurant's secret (HMAC-SHA256 of `<timestamp>.<raw body>`). The signature is checked on
 * the raw bytes before the body is even validated; a bad one stores nothing.
 */
export function ingestRoutes(app: App, deps: IngestDeps) {
  void app.register(async (scope) => {
    keepRawJsonBody(scope);
    (scope as unknown as App).post('/ingest/reviews', {
      config: { operation: 'ingest.reviews' },
      schema: {
        tags: ['ingestion'],
        body: ZIngestRequest,
        response: { 200: ZSuccess(ZIngestResult), 400: ZError, 401: ZError },
      },
      preValidation: verifySignedCall(deps),
      handler: async (request) =>
        ok(
          await ingestReviews(deps, signedCallRestaurant(request), request.body.reviews),
          'Reviews received',
        ),
    });
  });

  app.post('/restaurant/:id/ingest-secret', {
    config: { operation: 'restaurants.ingestSecret' },
    schema: {
      tags: ['ingestion'],
      security: [{ bearer: [] }],
      params: ZIdParams,
      response: { 200: ZSuccess(ZIngestSecret), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        { secret: await rotateIngestSecret(deps, requireActor(request), request.params.id) },
        'Keep this secret: it is shown only once',
      ),
  });
}
