import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Names of fields whose values must never reach a log line, at any of the first levels. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'new_password',
  'currentPassword',
  'current_password',
  'passwordHash',
  'password_hash',
  'hash',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'credentials',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Error fields that name what failed without carrying any of the data it was given. */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

/**
 * A statement's text with its literals blanked, and without the parameters Drizzle appends to
 * its message ("Failed query: …\nparams: …"): a failed insert once logged a password's hash.
 */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : 'non-error thrown';
  return message.replace(/\nparams:[\s\S]*$/, '').replace(/'(?:[^']|'')*'/g, "'…'");
}

type SafeError = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * The `err` serializer: an allow-list, since drivers attach what the statement carried
 * (`params`, `parameters`, `detail`'s "Failing row contains (…)", `query`) to their errors.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: safeErrorMessage(error), stack: '' };
  const out: SafeError = {
    type: error.constructor.name,
    message: safeErrorMessage(error),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Fastify's logger: the level, redaction, the safe error serializer, and where lines go. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
