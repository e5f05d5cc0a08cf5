import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '@tableside/domain/errors';
import { AppError } from './app-error.ts';
import { isTransientConflict } from './pg-errors.ts';

type Body = { status: 'error'; code: ErrorCode; message: string; details?: unknown };

const body = (code: ErrorCode, message?: string, details?: unknown): Body => ({
  status: 'error',
  code,
  message: message ?? ERROR_MESSAGES[code],
  ...(details === undefined ? {} : { details }),
});

/**
 * The database is unreachable: answer 503 fast instead of a 500 (issue: faults survived).
 * Drizzle wraps the driver's error ("Failed query: …"), so the causes are searched too.
 */
function isDatabaseDown(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === 'EPIPE' ||
      code === '57P01' ||
      code === '57P02' ||
      code === '57P03' ||
      (typeof code === 'string' && code.startsWith('08')) ||
      (e instanceof Error &&
        /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
          e.message,
        ))
    )
      return true;
  }
  return false;
}

/** Every failure becomes `{status: 'error', code, message, details?}`; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        in: error.validationContext,
        message: v.message,
      }));
      const fields = details.map((d) => d.field || d.in).filter(Boolean);
      const lead =
        request.routeOptions.config.validationMessage ??
        `Invalid ${error.validationContext ?? 'request'}`;
      const message = `${lead}: ${[...new Set(fields)].join(', ') || error.message}`;
      return reply.status(400).send(body('validation_failed', message, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal_error'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('rate_limited'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      return reply.status(error.statusCode).send(body('validation_failed', error.message));
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body('service_unavailable'));
    }
    if (isTransientConflict(error)) {
      // Another transaction held what this one needed (a deadlock): nothing was changed, and the
      // same request sent again succeeds.
      request.log.warn({ err: error }, 'transaction lost a conflict');
      return reply.status(503).header('retry-after', '1').send(body('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
