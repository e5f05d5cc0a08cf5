import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Deep enough for every body the API takes; deeper nesting is refused by its schema anyway. */
const MAX_DEPTH = 32;

/** The path (`body.name`, `query.q`) of the first text or key holding U+0000, if any. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // A raw or streamed body (the review import) is read, and its NULs refused, elsewhere.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 (the statement fails, a 500 before this), and no field of
 * ours has a use for it: any parameter, query value or JSON text holding one is refused once,
 * here, for every route, before validation and before authentication.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = nulPath(request[part], part);
      if (path) {
        const field = path.slice(part.length + 1) || part;
        done(
          new AppError('validation_failed', `Invalid ${part}: ${field}`, {
            details: [{ field, in: part, message: 'must not contain the NUL character (U+0000)' }],
          }),
        );
        return;
      }
    }
    done();
  });
}
