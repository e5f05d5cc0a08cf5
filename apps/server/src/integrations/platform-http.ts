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
  ) {
    super(message);
  }
  /** The platform no longer accepts our credentials (revoked access, expired grant). */
  get revoked(): boolean {
    return this.status === 401;
  }
}

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

function messageOf(platform: string, status: number, body: unknown): string {
  const b = (body ?? {}) as ErrorBody;
  const nested =
    typeof b.error === 'object' ? (b.error?.message ?? b.error?.description) : undefined;
  return (
    nested ??
    b.error_description ??
    (typeof b.error === 'string' ? b.error : undefined) ??
    b.message ??
    `${platform} answered ${status}`
  );
}

/** One call, retried while the platform is busy or failing; throws PlatformError otherwise. */
export async function platformFetch<T>(
  platform: string,
  url: string,
  init: RequestInit,
  policy: RetryPolicy = DEFAULT_RETRY,
  /** Platforms that say "expired token" or "slow down" in the body (the Graph API) map it here. */
  statusOf: (status: number, body: unknown) => number = (status) => status,
): Promise<T> {
  let last: PlatformError | null = null;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    let waitHint: number | undefined;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
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
      last = new PlatformError(messageOf(platform, status, body), status, refused);
      if (!retryable(status)) throw last;
      waitHint = retryAfter(res);
    } catch (error) {
      if (error instanceof PlatformError && error.refused) throw error;
      if (!(error instanceof PlatformError))
        last = new PlatformError(
          `${platform} could not be reached: ${(error as Error).message}`,
          0,
          false,
        );
    }
    if (attempt + 1 < policy.attempts) await policy.sleep(backoffDelay(policy, attempt, waitHint));
  }
  throw last ?? new PlatformError(`${platform} could not be reached`, 0, false);
}
