import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.login('super')).token;
});
afterAll(() => t.close());

async function lastLinkTo(address: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt));
  const token = /set-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no invitation to ${address}`);
  return token;
}

const setPassword = (token: string, password: string) =>
  t.call('POST', '/v1/auth/set-password', { body: { token, password } });

describe('invitations', () => {
  it('e-mails a new user a link to choose their password, which works once', async () => {
    const created = await t.call('POST', '/v1/auth/user', {
      token: superToken,
      body: {
        username: 'newadmin',
        email: 'NewAdmin@Example.com',
        firstname: 'Nora',
        lastname: 'Admin',
        location_id: t.fx.loc('Alpha').id,
        restaurant_id: t.fx.restaurants.maison.id,
        roles: ['Admin'],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('User created successfully');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'newadmin@example.com'));
    expect(mail).toMatchObject({ kind: 'invitation', status: 'queued' });
    expect(mail?.subject).toContain('Maison');
    expect(mail?.textBody).toContain('http://localhost:3000/en/set-password?token=');
    // No password until the invitee chooses one.
    const signIn = await t.call('POST', '/v1/auth/login', {
      body: { username: 'newadmin', password: 'anything-at-all' },
    });
    expect(signIn.statusCode).toBe(401);

    const token = await lastLinkTo('newadmin@example.com');
    expect((await setPassword(token, 'short')).statusCode).toBe(400);
    const ok = await setPassword(token, 'a-fine-new-password');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ username: 'newadmin' });
    expect((await t.login('newadmin', 'a-fine-new-password')).token).toBeTruthy();
    const reused = await setPassword(token, 'another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().details).toEqual([{ field: 'token' }]);
  });

  it('refuses an expired or unknown link', async () => {
    const admin = (await t.login('admin')).token;
    const resent = await t.call('POST', `/v1/auth/user/${t.fx.users.boh.id}/invite`, {
      token: admin,
    });
    expect(resent.statusCode).toBe(200);
    const token = await lastLinkTo('boh@test.dev');
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordTokens.userId, t.fx.users.boh.id));
    expect((await setPassword(token, 'a-fine-new-password')).statusCode).toBe(400);
    expect((await setPassword('x'.repeat(43), 'a-fine-new-password')).statusCode).toBe(400);
    // The old password still works: nothing changed.
    expect((await t.login('boh')).token).toBeTruthy();
  });

  it('lets an Admin re-invite only their own restaurant’s users', async () => {
    const admin = (await t.login('admin')).token;
    const other = await t.call('POST', `/v1/auth/user/${t.fx.users.otherAdmin.id}/invite`, {
      token: admin,
    });
    expect(other.statusCode).toBe(404);
    const manager = (await t.login('manager')).token;
    const refused = await t.call('POST', `/v1/auth/user/${t.fx.users.boh.id}/invite`, {
      token: manager,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('outbox', () => {
  it('lists the e-mails with status and reason, without their bodies, to the SuperAdmin only', async () => {
    const { db } = t.database;
    await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' })
      .where(eq(emailOutbox.toAddress, 'boh@test.dev'));
    const all = (await t.call('GET', '/v1/console/outbox', { token: superToken })).json().data;
    expect(all.length).toBe((await db.select().from(emailOutbox)).length);
    expect(all[0]).not.toHaveProperty('text');
    expect(JSON.stringify(all)).not.toContain('set-password');
    const failed = (
      await t.call('GET', '/v1/console/outbox?status=failed', { token: superToken })
    ).json().data;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({
      to: 'boh@test.dev',
      kind: 'invitation',
      status: 'failed',
      attempts: 5,
      last_error: '550 mailbox unavailable',
    });
    const admin = (await t.login('admin')).token;
    expect((await t.call('GET', '/v1/console/outbox', { token: admin })).statusCode).toBe(403);
  });
});

describe('user form rules on the server', () => {
  it('answers Missing required fields, naming them, for a user without a role or a name', async () => {
    const res = await t.call('POST', '/v1/auth/user', {
      token: superToken,
      body: {
        username: 'norolefor',
        email: 'norole@example.com',
        firstname: '  ',
        lastname: 'X',
        location_id: t.fx.loc('Alpha').id,
        restaurant_id: t.fx.restaurants.maison.id,
        roles: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Missing required fields: /);
    expect(res.json().message).toContain('roles');
    expect(res.json().message).toContain('firstname');
    const two = await t.call('POST', '/v1/auth/user', {
      token: superToken,
      body: {
        username: 'tworoles',
        email: 'two@example.com',
        firstname: 'T',
        lastname: 'R',
        location_id: t.fx.loc('Alpha').id,
        restaurant_id: t.fx.restaurants.maison.id,
        roles: ['Admin', 'Manager'],
      },
    });
    expect(two.statusCode).toBe(400);
    const stored = await t.database.db.select().from(emailOutbox);
    expect(
      stored.some((m) => m.toAddress.startsWith('norole@') || m.toAddress.startsWith('two@')),
    ).toBe(false);
  });
});
