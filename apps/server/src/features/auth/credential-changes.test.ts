import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '100' });
  adminToken = (await t.login('admin')).token;
});
afterAll(() => t.close());

type Session = { token: string; cookie: string };

const me = (s: Session) => t.call('GET', '/v1/auth/me', { token: s.token });
const refresh = (s: Session) =>
  t.call('POST', '/v1/auth/refresh', { headers: { cookie: s.cookie } });
const updateUser = (token: string, id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/v1/auth/user/${id}`, { token, body });

/** Both halves of a session refused: the unexpired access token at once, and the refresh. */
async function expectDead(s: Session) {
  expect((await me(s)).statusCode).toBe(401);
  expect((await refresh(s)).statusCode).toBe(401);
}

describe('changing credentials ends the other sessions', () => {
  it('an own password change keeps the changing session and ends every other one', async () => {
    const here = await t.login('manager');
    const elsewhere = await t.login('manager');
    const res = await updateUser(here.token, t.fx.users.manager.id, {
      password: 'a-brand-new-password',
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await expectDead(elsewhere);
    expect((await me(here)).statusCode).toBe(200);
    expect((await refresh(here)).statusCode).toBe(200);
  });

  it('a password set through a link ends every session', async () => {
    const before = await t.login('otheradmin');
    const invite = await t.call('POST', `/v1/auth/user/${t.fx.users.otherAdmin.id}/invite`, {
      token: (await t.login('super')).token,
    });
    expect(invite.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select({ textBody: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'otheradmin@test.dev'))
      .orderBy(desc(emailOutbox.createdAt));
    const link = /set-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    const set = await t.call('POST', '/v1/auth/set-password', {
      body: { token: link, password: 'reset-password-here' },
    });
    expect(set.statusCode).toBe(200);
    await expectDead(before);
    expect((await t.login('otheradmin', 'reset-password-here')).token).toBeTruthy();
  });

  it('disabling ends every session for good, even once the user is enabled again', async () => {
    const boh = await t.login('boh');
    const id = t.fx.users.boh.id;
    expect((await updateUser(adminToken, id, { enabled: false })).statusCode).toBe(200);
    expect((await updateUser(adminToken, id, { enabled: true })).statusCode).toBe(200);
    await expectDead(boh);
    expect((await me(await t.login('boh'))).statusCode).toBe(200);
  });

  it('a role change ends every session of that user', async () => {
    const norole = await t.login('norole');
    const unchanged = await updateUser(adminToken, t.fx.users.norole.id, { firstname: 'Same' });
    expect(unchanged.statusCode).toBe(200);
    expect((await me(norole)).statusCode).toBe(200);
    const res = await updateUser(adminToken, t.fx.users.norole.id, { roles: ['Manager'] });
    expect(res.statusCode).toBe(200);
    await expectDead(norole);
  });
});

describe('changing one’s own e-mail', () => {
  it('asks for the current password with a 400 naming it, and changes nothing without it', async () => {
    const { token } = await t.login('growthadmin');
    const id = t.fx.users.growthAdmin.id;
    for (const current_password of [undefined, 'not-my-password']) {
      const res = await updateUser(token, id, { email: 'taken-over@evil.dev', current_password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'current_password' }],
      });
    }
    expect((await me({ token, cookie: '' })).json().data.user.email).toBe('growthadmin@test.dev');
    // The same address in another case is no change; other fields need no password.
    const same = await updateUser(token, id, { email: 'GrowthAdmin@test.dev', firstname: 'G' });
    expect(same.statusCode).toBe(200);
    const changed = await updateUser(token, id, {
      email: 'growth@test.dev',
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe('growth@test.dev');
  });
});
