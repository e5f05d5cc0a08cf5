import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { passwordTokens, restaurants, users } from '../../db/schema.ts';
import { queueEmail } from '../../email/outbox.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { invitationEmail } from './email-text.ts';

/** An invitation link stays valid a week; using it once spends it. */
export const INVITATION_VALID_DAYS = 7;

export type InvitationDeps = { db: Db; jobs: JobQueue; publicUrl: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time link's token, of which only the SHA-256 is stored. The token table is closed to the
 * request role (migration 0018), so the link is written as system work.
 */
export async function createPasswordLink(
  db: Db,
  userId: string,
  purpose: 'invite' | 'reset',
  validMinutes: number,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await asSystem(() =>
    db
      .insert(passwordTokens)
      .values({
        userId,
        tokenHash: hashToken(token),
        purpose,
        expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
      })
      .returning({ id: passwordTokens.id }),
  );
  if (!row) throw new AppError('internal_error');
  return { id: row.id, token };
}

/**
 * Queues the invitation e-mail of a user with a fresh one-time link to set their password
 * (nobody types a password for someone else). Call after the user's transaction committed.
 */
export async function sendInvitation(
  deps: InvitationDeps,
  userId: string,
  opts: { trialEndsAt?: Date | null } = {},
): Promise<{ emailId: string | null }> {
  const [user] = await deps.db
    .select({
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      restaurantId: users.restaurantId,
      restaurantName: restaurants.name,
    })
    .from(users)
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const { id: linkId, token } = await createPasswordLink(
    deps.db,
    userId,
    'invite',
    INVITATION_VALID_DAYS * 24 * 60,
  );
  const lang = user.language === 'fr' ? 'fr' : 'en';
  const mail = invitationEmail({
    language: lang,
    firstname: user.firstname,
    restaurantName: user.restaurantName,
    link: `${deps.publicUrl}/${lang}/set-password?token=${token}`,
    validDays: INVITATION_VALID_DAYS,
    trialEndsAt: opts.trialEndsAt ?? null,
  });
  const { id } = await queueEmail(deps, {
    dedupeKey: `invite:${userId}:${linkId}`,
    kind: 'invitation',
    // The invitee's restaurant: an Admin's request may only write its own restaurant's mail.
    restaurantId: user.restaurantId,
    to: user.email,
    subject: mail.subject,
    text: mail.text,
  });
  return { emailId: id };
}

/**
 * Sets a password from a link: the token must be unused and unexpired, and is spent in the same
 * statement that claims it, so a link works once even when clicked twice at the same time.
 */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
): Promise<{ username: string }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (!claimed) {
      throw new AppError('validation_failed', 'This link is invalid or has expired', {
        details: [{ field: 'token' }],
      });
    }
    // Older links of the same user stop working once a password is chosen.
    await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.userId, claimed.userId), isNull(passwordTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId))
      .returning({ restaurantId: users.restaurantId, username: users.username });
    // A reset is how someone locked out takes their account back: nobody else stays signed in.
    await revokeUserSessions(tx, claimed.userId, 'password_reset');
    await writeAudit(tx, {
      restaurantId: user?.restaurantId ?? null,
      actorUserId: claimed.userId,
      action: 'user.set_password',
      entityType: 'user',
      entityId: claimed.userId,
    });
    return { username: user?.username ?? '' };
  });
}
