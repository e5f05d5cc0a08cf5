import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { asSystem } from '../db/tenant-context.ts';
import { refreshTokens, sessions } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

// Sessions and refresh tokens are system state: the request role has no access to them
// (migration 0018), so a signed-in request (logout, disabling a user) reaches them as system work.

export type IssuedRefresh = { sessionId: string; userId: string; token: string; expiresAt: Date };

/**
 * A refresh token presented again this soon after its rotation is a second tab (or a retried
 * request) of the same browser racing the first, not a thief: its successor is already in the
 * shared cookie jar. Ten seconds covers a slow network round trip and a tab waking from
 * background; a replay from elsewhere after that still revokes the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * A rotation's outcome. `token` is null when the grace window answered: the session stays as it
 * is and the caller keeps the successor it already has, so no new refresh token is issued.
 */
export type RotatedRefresh = Omit<IssuedRefresh, 'token'> & { token: string | null };

export async function createSession(
  db: Db,
  userId: string,
  ttlDays: number,
  meta: { ip?: string; userAgent?: string },
): Promise<IssuedRefresh> {
  return asSystem(async () => {
    const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
    const token = newToken();
    const sessionId = await db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({ userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
        .returning({ id: sessions.id });
      if (!session) throw new AppError('internal_error');
      await tx
        .insert(refreshTokens)
        .values({ sessionId: session.id, tokenHash: hashToken(token), expiresAt });
      return session.id;
    });
    return { sessionId, userId, token, expiresAt };
  });
}

/**
 * Swaps a refresh token for a new one. The old token is claimed atomically, so it works once;
 * presenting it again within REFRESH_REUSE_GRACE_SECONDS answers for the same session without a
 * new token, and later means it was stolen or replayed: the whole session family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotatedRefresh> {
  return asSystem(async () => {
    const tokenHash = hashToken(token);
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId });
      if (!claimed) {
        const [reused] = await tx
          .select({
            sessionId: refreshTokens.sessionId,
            inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`,
            userId: sessions.userId,
            sessionExpiresAt: sessions.expiresAt,
            live: sql<boolean>`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`,
          })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (reused?.inGrace && reused.live) {
          return {
            kind: 'issued' as const,
            issued: {
              sessionId: reused.sessionId,
              userId: reused.userId,
              token: null,
              expiresAt: reused.sessionExpiresAt,
            },
          };
        }
        return { kind: 'refused' as const, reusedSessionId: reused?.sessionId };
      }
      const [session] = await tx
        .select({
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.id, claimed.sessionId));
      if (!session || session.revokedAt || session.expiresAt <= new Date()) {
        return { kind: 'refused' as const, reusedSessionId: undefined };
      }
      const next = newToken();
      await tx.insert(refreshTokens).values({
        sessionId: claimed.sessionId,
        tokenHash: hashToken(next),
        expiresAt: session.expiresAt,
      });
      return {
        kind: 'issued' as const,
        issued: {
          sessionId: claimed.sessionId,
          userId: session.userId,
          token: next,
          expiresAt: session.expiresAt,
        },
      };
    });
    if (outcome.kind === 'issued') return outcome.issued;
    // Outside the transaction, so the revocation is not rolled back with the refusal.
    if (outcome.reusedSessionId)
      await revokeSession(db, outcome.reusedSessionId, 'refresh_token_reused');
    throw new AppError('refresh_token_invalid');
  });
}

async function revokeSessionWith(tx: Pick<Db, 'update'>, sessionId: string, reason: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  return asSystem(async () => {
    await revokeSessionWith(db, sessionId, reason);
  });
}

/**
 * Ends every session of a user but `keepSessionId` (the one changing its own password): their
 * refresh tokens stop rotating and, since the actor query checks the session on every request,
 * their access tokens are refused at once. Run it in the transaction that changes the account.
 */
export async function revokeUserSessions(
  tx: Pick<Db, 'update'>,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

export async function revokeByRefreshToken(db: Db, token: string): Promise<void> {
  return asSystem(async () => {
    const [row] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (row) await revokeSession(db, row.sessionId, 'logout');
  });
}

export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  return asSystem(async () => {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      );
    return Boolean(row);
  });
}
