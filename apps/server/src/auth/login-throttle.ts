import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { clearRateLimit, hitRateLimit } from './rate-limit.ts';

/** The longest wait the per-account backoff imposes between two attempts. */
export const LOGIN_BACKOFF_MAX_SECONDS = 60;

export type LoginLimits = {
  /** Attempts on one account from one address per window; also where the backoff starts. */
  perAccount: number;
  /** Attempts from one address on any accounts per window. */
  perIp: number;
  windowSeconds: number;
};

/**
 * The attempt's account: the user's id when the typed e-mail or username names one (so both
 * share one count), the typed text otherwise, which the limiter treats exactly alike.
 */
export type LoginAttempt = { account: string; userId: string | null; ip: string };

const keys = ({ account, ip }: LoginAttempt) => ({
  ip: `login:ip:${ip}`,
  pair: `login:account-ip:${account}:${ip}`,
  account: `login:account:${account}`,
  next: `login:account-next:${account}`,
});

/**
 * Counts a sign-in attempt before the password is checked, throwing `rate_limited` with
 * Retry-After when it must wait:
 * - per address, and per account from that address: a hard limit for the window, which a
 *   stranger reaches for their own address only, never the account holder's;
 * - per account across all addresses: past `perAccount` attempts in the window, each further
 *   one waits a doubling delay (1 s, 2 s, … up to a minute) after the last, which slows a
 *   guess spread over many addresses without ever locking the account. Addresses the user has
 *   signed in from before skip that wait, so even a sustained attack leaves them a way in.
 */
export async function throttleLogin(
  db: Db,
  attempt: LoginAttempt,
  limits: LoginLimits,
): Promise<void> {
  const k = keys(attempt);
  await hitRateLimit(db, k.ip, limits.perIp, limits.windowSeconds);
  await hitRateLimit(db, k.pair, limits.perAccount, limits.windowSeconds);
  if (attempt.userId && (await signedInFrom(db, attempt.userId, attempt.ip))) return;
  const [window] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, k.account), sql`${rateLimits.resetAt} > now()`));
  const seen = window?.count ?? 0;
  if (seen >= limits.perAccount) {
    const delay = Math.min(2 ** (seen - limits.perAccount), LOGIN_BACKOFF_MAX_SECONDS);
    await takeTurn(db, k.next, delay);
  }
  await hitRateLimit(db, k.account, Number.MAX_SAFE_INTEGER, limits.windowSeconds);
}

/** After a successful sign-in: that address and the account start afresh. */
export async function clearLoginThrottle(db: Db, attempt: LoginAttempt): Promise<void> {
  const k = keys(attempt);
  for (const key of [k.pair, k.account, k.next]) await clearRateLimit(db, key);
}

async function signedInFrom(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return Boolean(row);
}

/**
 * Claims the account's next turn: allowed when the previous turn's wait is over, which then
 * starts a wait of `delaySeconds`. One statement, so concurrent attempts cannot share a turn.
 */
async function takeTurn(db: Db, key: string, delaySeconds: number): Promise<void> {
  const nextAt = sql`now() + make_interval(secs => ${delaySeconds})`;
  const claimed = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: nextAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, resetAt: nextAt },
      setWhere: sql`${rateLimits.resetAt} <= now()`,
    })
    .returning({ key: rateLimits.key });
  if (claimed.length > 0) return;
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const retryAfter = String(Math.max(1, row?.wait ?? 1));
  throw new AppError('rate_limited', undefined, { headers: { 'retry-after': retryAfter } });
}
