import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordTokens, users } from '../../db/schema.ts';
import { PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// docs/product/sign-in.md#password-reset
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) => t.call('POST', '/v1/auth/forgot-password', { body: { email } });
const setPassword = (token: string | undefined, password: string) =>
  t.call('POST', '/v1/auth/set-password', { body: { token, password } });

async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt));
}
const linkIn = (text: string | undefined) => /reset-password\?token=([\w-]+)/.exec(text ?? '')?.[1];

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const unknown = await forgot('nobody-here@test.dev');
    const known = await forgot('  Manager@Test.dev ');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo('nobody-here@test.dev')).toHaveLength(0);
    const [mail] = await mailsTo('manager@test.dev');
    expect(mail).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your Tableside password',
    });
    expect(mail?.textBody).toContain('http://localhost:3000/en/reset-password?token=');
    // Only the token's hash is stored.
    const token = linkIn(mail?.textBody);
    const stored = await t.database.db
      .select({ tokenHash: passwordTokens.tokenHash, purpose: passwordTokens.purpose })
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, t.fx.users.manager.id));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.map((row) => row.purpose)).toContain('reset');
  });

  it("writes in the user's language", async () => {
    await t.database.db
      .update(users)
      .set({ language: 'fr' })
      .where(eq(users.id, t.fx.users.boh.id));
    expect((await forgot('boh@test.dev')).statusCode).toBe(200);
    const [mail] = await mailsTo('boh@test.dev');
    expect(mail?.subject).toBe('Réinitialiser votre mot de passe Tableside');
    expect(mail?.textBody).toContain('http://localhost:3000/fr/reset-password?token=');
  });

  it('sets a new password under the password rules, once, and signs every session out', async () => {
    const before = await t.login('admin');
    expect((await forgot('admin@test.dev')).statusCode).toBe(200);
    const token = linkIn((await mailsTo('admin@test.dev'))[0]?.textBody);
    expect((await setPassword(token, 'short')).statusCode).toBe(400);
    const done = await setPassword(token, 'a-reset-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ username: 'admin' });
    expect((await t.call('GET', '/v1/auth/me', { token: before.token })).statusCode).toBe(401);
    const refreshed = await t.call('POST', '/v1/auth/refresh', {
      headers: { cookie: before.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(t.login('admin')).rejects.toThrow(/401/);
    expect((await t.login('admin', 'a-reset-password')).token).toBeTruthy();
    expect((await setPassword(token, 'another-password')).statusCode).toBe(400);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    expect((await forgot('growthadmin@test.dev')).statusCode).toBe(200);
    const token = linkIn((await mailsTo('growthadmin@test.dev'))[0]?.textBody);
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordTokens.userId, t.fx.users.growthAdmin.id));
    const refused = await setPassword(token, 'a-reset-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'token' }]);
    expect((await t.login('growthadmin', PASSWORD)).token).toBeTruthy();
  });

  it('mails nothing to a disabled account', async () => {
    await t.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, t.fx.users.norole.id));
    expect((await forgot('norole@test.dev')).statusCode).toBe(200);
    expect(await mailsTo('norole@test.dev')).toHaveLength(0);
  });

  it('is rate-limited like sign-in, per e-mail, with a clear 400 for a malformed address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await forgot('otheradmin@test.dev')).statusCode);
    // LOGIN_RATE_LIMIT is 5 in tests.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await mailsTo('otheradmin@test.dev')).toHaveLength(5);
    const bad = await forgot('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});
