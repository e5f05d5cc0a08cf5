import { and, eq, sql } from 'drizzle-orm';
import type { LoginLimits } from '../../auth/login-throttle.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { users } from '../../db/schema.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { queueEmail } from '../../email/outbox.ts';
import { writeAudit } from '../../lib/audit.ts';
import { passwordResetEmail } from './email-text.ts';
import { createPasswordLink, type InvitationDeps } from './service.ts';

/** A reset link is short-lived: it is sent on a request anyone may make. */
export const RESET_VALID_MINUTES = 60;

/**
 * "Forgot password?" (docs/product/sign-in.md#password-reset): e-mails an enabled account with
 * this address a one-time reset link in its language. The caller answers the same whatever
 * happens here, so nobody learns whether an address has an account. Counted like sign-in, per
 * address and per e-mail, so neither a mailbox nor the outbox can be flooded.
 */
export async function requestPasswordReset(
  deps: InvitationDeps,
  input: { email: string; ip: string },
  limits: LoginLimits,
): Promise<void> {
  await hitRateLimit(deps.db, `reset:ip:${input.ip}`, limits.perIp, limits.windowSeconds);
  await hitRateLimit(
    deps.db,
    `reset:email:${input.email}`,
    limits.perAccount,
    limits.windowSeconds,
  );
  await asSystem(async () => {
    const [user] = await deps.db
      .select({
        id: users.id,
        firstname: users.firstname,
        language: users.language,
        restaurantId: users.restaurantId,
        email: users.email,
      })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email}`, eq(users.enabled, true)))
      .limit(1);
    if (!user) return;
    const { id: linkId, token } = await createPasswordLink(
      deps.db,
      user.id,
      'reset',
      RESET_VALID_MINUTES,
    );
    const lang = user.language === 'fr' ? 'fr' : 'en';
    const mail = passwordResetEmail({
      language: lang,
      firstname: user.firstname,
      link: `${deps.publicUrl}/${lang}/reset-password?token=${token}`,
      validMinutes: RESET_VALID_MINUTES,
    });
    await queueEmail(deps, {
      dedupeKey: `reset:${user.id}:${linkId}`,
      kind: 'password_reset',
      restaurantId: user.restaurantId,
      to: user.email,
      subject: mail.subject,
      text: mail.text,
    });
    await writeAudit(deps.db, {
      restaurantId: user.restaurantId,
      actorUserId: null,
      action: 'user.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      ip: input.ip,
    });
  });
}
