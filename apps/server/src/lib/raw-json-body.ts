import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

type WithRawBody = FastifyRequest & { rawBody?: string };

/**
 * Parses JSON in this scope while keeping the raw text: a signed webhook's HMAC is checked on
 * the exact bytes sent (the ingestion webhook, the visits of review requests).
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 2_000_000 },
    (request, body, done) => {
      (request as WithRawBody).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('validation_failed', 'Body is not valid JSON'), undefined);
      }
    },
  );
}

/** The raw text `keepRawJsonBody` kept ('' when the scope did not keep it). */
export const rawBodyOf = (request: FastifyRequest): string =>
  (request as WithRawBody).rawBody ?? '';
