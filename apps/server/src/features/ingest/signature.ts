import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed request's timestamp may be from now: stops replays of captured calls. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Constant-time check of `X-Tableside-Signature` over `<timestamp>.<raw body>`. */
export function isValidSignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  body: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
