/** The longest wait a channel may ask for: past it, the delivery tries again after this. */
export const MAX_WAIT_SECONDS = 15 * 60;

/**
 * The seconds a `Retry-After` header asks to wait (RFC 9110: delay-seconds or an HTTP-date),
 * at most `MAX_WAIT_SECONDS`; null when there is none to honour (absent, unreadable, now or
 * past), so the caller falls back to its own backoff.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now) / 1000);
  }
  return seconds > 0 ? Math.min(seconds, MAX_WAIT_SECONDS) : null;
}
