import { eq, or, sql } from 'drizzle-orm';
import type { AccessTokenIssuer } from '../../auth/access-tokens.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { clearLoginThrottle, throttleLogin, type LoginLimits } from '../../auth/login-throttle.ts';
import {
  createSession,
  revokeByRefreshToken,
  rotateRefreshToken,
  type RotatedRefresh,
} from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { findUserRow } from '../users/public.ts';

export type AuthDeps = {
  db: Db;
  tokens: AccessTokenIssuer;
  refreshTtlDays: number;
  loginLimit: LoginLimits;
};

/** `refresh.token` is null when the caller keeps the refresh cookie it has (grace window). */
export type SignedIn = { accessToken: string; expiresIn: number; refresh: RotatedRefresh };

export async function issueAccessToken(deps: AuthDeps, userId: string, sessionId: string) {
  const user = await findUserRow(deps.db, userId);
  if (!user || !user.enabled) throw new AppError('refresh_token_invalid');
  return deps.tokens.sign({
    sub: user.id,
    sid: sessionId,
    email: user.email,
    given_name: user.firstname,
    family_name: user.lastname,
    preferred_username: user.username,
    location_id: user.locationId,
    restaurant_id: user.restaurantId,
    roles: user.roles,
  });
}

export async function startSession(
  deps: AuthDeps,
  userId: string,
  meta: { ip: string; userAgent?: string },
): Promise<SignedIn> {
  const refresh = await createSession(deps.db, userId, deps.refreshTtlDays, meta);
  await deps.db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
  const accessToken = await issueAccessToken(deps, userId, refresh.sessionId);
  return { accessToken, expiresIn: deps.tokens.ttlSeconds, refresh };
}

/** E-mail or username with a password; every failure says the same 'Authentication failed'. */
export async function login(
  deps: AuthDeps,
  input: { username: string; password: string },
  meta: { ip: string; userAgent?: string },
): Promise<SignedIn> {
  const { db, loginLimit } = deps;
  const typed = input.username.toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      hash: users.passwordHash,
      enabled: users.enabled,
      restaurantId: users.restaurantId,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${typed}`, sql`lower(${users.email}) = ${typed}`))
    .limit(1);
  // E-mail and username of one user count as one account.
  const attempt = {
    account: user ? `user:${user.id}` : `name:${typed}`,
    userId: user?.id ?? null,
    ip: meta.ip,
  };
  await throttleLogin(db, attempt, loginLimit);
  const valid = await verifyPassword(user?.hash ?? null, input.password);
  if (!user || !valid || !user.enabled) {
    await writeAudit(db, {
      restaurantId: user?.restaurantId ?? null,
      actorUserId: user?.id ?? null,
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      ip: meta.ip,
    });
    throw new AppError('authentication_failed');
  }
  await clearLoginThrottle(db, attempt);
  await writeAudit(db, {
    restaurantId: user.restaurantId,
    actorUserId: user.id,
    action: 'auth.login',
    entityType: 'user',
    entityId: user.id,
    ip: meta.ip,
  });
  return startSession(deps, user.id, meta);
}

export async function refresh(deps: AuthDeps, token: string | undefined): Promise<SignedIn> {
  if (!token) throw new AppError('refresh_token_invalid');
  const next = await rotateRefreshToken(deps.db, token);
  const accessToken = await issueAccessToken(deps, next.userId, next.sessionId);
  return { accessToken, expiresIn: deps.tokens.ttlSeconds, refresh: next };
}

export async function logout(deps: AuthDeps, token: string | undefined): Promise<void> {
  if (token) await revokeByRefreshToken(deps.db, token);
}
