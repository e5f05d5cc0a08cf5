import { OutboundRefused, type OutboundFetch } from '../lib/outbound/outbound-fetch.ts';

/**
 * HTTP to review platforms: JSON in and out, a timeout, and quota errors (429), timeouts and
 * 5xx retried with exponential backoff and full jitter. The waiting is injectable so tests
 * ride out a storm of errors without sleeping.
 */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** 4xx other than 408/429: the platform refused; retrying will not help. */
    readonly refused: boolean,
    /** The outbound guard stopped the call: a destination not allowed, or a redirect. */
    readonly blocked: 'address' | 'redirect' | null = null,
    /**
     * The platform's own reason for refusing (a 4xx body's message), kept apart from `message`:
     * only reply posting shows it (decision 0003); sync and booking errors never carry a body.
     */
    readonly platformReason: string | null = null,
  ) {
    super(message);
  }
  /** The platform no longer accepts our credentials (revoked access, expired grant). */
  get revoked(): boolean {
    return this.status === 401;
  }
}

/** What platform calls send: JSON or form bodies, as text. */
export type PlatformInit = { method?: string; headers?: Record<string, string>; body?: string };

export type RetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  timeoutMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  timeoutMs: 20_000,
};

/** Full jitter: a random wait up to base × 2^attempt, so many clients do not retry in step. */
export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs?: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = Math.floor(policy.random() * ceiling);
  return Math.min(policy.maxDelayMs, Math.max(jittered, retryAfterMs ?? 0));
}

/** Retrying a refused destination or a redirect would only be refused again. */
function blockedError(platform: string, error: OutboundRefused): PlatformError {
  return error.reason === 'redirect'
    ? new PlatformError(
        `${platform} answered with a redirect, which is not followed`,
        0,
        true,
        'redirect',
      )
    : new PlatformError(`${platform}: the address is not allowed`, 0, true, 'address');
}

const retryable = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

function retryAfter(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

type ErrorBody = {
  error?: { message?: string; description?: string } | string;
  error_description?: string;
  message?: string;
};

function reasonOf(body: unknown): string | null {
  const b = (body ?? {}) as ErrorBody;
  const nested =
    typeof b.error === 'object' ? (b.error?.message ?? b.error?.description) : undefined;
  const reason =
    nested ??
    b.error_description ??
    (typeof b.error === 'string' ? b.error : undefined) ??
    b.message;
  return typeof reason === 'string' && reason ? reason.slice(0, 300) : null;
}

/** One call, retried while the platform is busy or failing; throws PlatformError otherwise. */
export async function platformFetch<T>(
  /** The operator's outbound guard: allowed addresses only, pinned, no redirects. */
  send: OutboundFetch,
  platform: string,
  url: string,
  init: PlatformInit,
  policy: RetryPolicy = DEFAULT_RETRY,
  /** Platforms that say "expired token" or "slow down" in the body (the Graph API) map it here. */
  statusOf: (status: number, body: unknown) => number = (status) => status,
): Promise<T> {
  let last: PlatformError | null = null;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    let waitHint: number | undefined;
    try {
      const res = await send(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = await res.text();
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = {};
      }
      if (res.ok) return body as T;
      const status = statusOf(res.status, body);
      const refused = status >= 400 && status < 500 && !retryable(status);
      // The status, never the body: the message reaches Admins (sync errors, posting errors).
      last = new PlatformError(
        `${platform} answered ${status}`,
        status,
        refused,
        null,
        refused ? reasonOf(body) : null,
      );
      if (!retryable(status)) throw last;
      waitHint = retryAfter(res);
    } catch (error) {
      if (error instanceof PlatformError && error.refused) throw error;
      if (error instanceof OutboundRefused) throw blockedError(platform, error);
      // The network error's own text stays out: it can describe hosts behind the server.
      if (!(error instanceof PlatformError))
        last = new PlatformError(`${platform} could not be reached`, 0, false);
    }
    if (attempt + 1 < policy.attempts) await policy.sleep(backoffDelay(policy, attempt, waitHint));
  }
  throw last ?? new PlatformError(`${platform} could not be reached`, 0, false);
}
