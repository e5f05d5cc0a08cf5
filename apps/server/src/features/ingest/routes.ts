import type { FastifyRequest } from 'fastify';
import { ZIdParams, ZError, ZSuccess } from '@tableside/domain/schemas/common';
import { ZIngestRequest, ZIngestResult, ZIngestSecret } from '@tableside/domain/schemas/ingest';
import { requireActor } from '../../auth/guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { keepRawJsonBody, rawBodyOf } from '../../lib/raw-json-body.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { ingestReviews, type IngestDeps } from '../../review-arrival/store.ts';
import { ingestSecretOf, rotateIngestSecret } from './service.ts';
import { isValidSignature } from './signature.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

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
      preValidation: async (request) => {
        const restaurantId = header(request, 'x-tableside-restaurant');
        const refuse = () => new AppError('authentication_failed', 'Invalid signature');
        if (!restaurantId || !UUID.test(restaurantId)) throw refuse();
        const secret = await ingestSecretOf(deps, restaurantId);
        const raw = rawBodyOf(request);
        const signed = {
          timestamp: header(request, 'x-tableside-timestamp'),
          signature: header(request, 'x-tableside-signature'),
        };
        if (!secret || !isValidSignature(secret, signed, raw)) throw refuse();
      },
      handler: async (request) => {
        const restaurantId = header(request, 'x-tableside-restaurant') as string;
        return ok(
          await ingestReviews(deps, restaurantId, request.body.reviews),
          'Reviews received',
        );
      },
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
