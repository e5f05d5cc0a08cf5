import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@tableside/domain/errors';

/** What services throw: a stable code the web translates, and the HTTP status that goes with it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = opts.details;
    this.headers = opts.headers ?? {};
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}
