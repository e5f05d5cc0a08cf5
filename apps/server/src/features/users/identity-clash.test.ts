import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const userCount = async () =>
  Number((await t.database.execute('select count(*)::int as n from users')).rows[0]?.n);
const newUser = (over: Record<string, string>) => ({
  username: `fresh-${Math.random().toString(36).slice(2, 8)}`,
  email: `fresh-${Math.random().toString(36).slice(2, 8)}@test.dev`,
  firstname: 'Nina',
  lastname: 'Roy',
  location_id: t.fx.loc('Bravo').id,
  roles: ['Manager'],
  ...over,
});
const unavailable = (field: string) => ({
  status: 'error',
  code: 'identity_unavailable',
  message: 'This e-mail address or username can’t be used',
  details: [{ field }],
});

// Admin's restaurant (Maison) holds boh; another restaurant holds otheradmin.
describe('an e-mail or username taken elsewhere', () => {
  it('answers creation the same 409 in one’s own restaurant and in another, changing nothing', async () => {
    const before = await userCount();
    for (const [field, own, foreign] of [
      ['email', 'boh@test.dev', 'OtherAdmin@Test.dev'],
      ['username', 'BOH', 'otheradmin'],
    ] as const) {
      const answers = [];
      for (const taken of [own, foreign]) {
        const res = await t.call('POST', '/v1/auth/user', {
          token: admin,
          body: newUser({ [field]: taken }),
        });
        expect(res.statusCode).toBe(409);
        answers.push(res.json());
      }
      expect(answers[0]).toEqual(unavailable(field));
      expect(answers[1]).toEqual(answers[0]);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers an update the same way, by an Admin or by the user', async () => {
    const boh = t.fx.users.boh.id;
    for (const email of ['manager@test.dev', 'otheradmin@test.dev']) {
      const res = await t.call('PUT', `/v1/auth/user/${boh}`, { token: admin, body: { email } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(unavailable('email'));
    }
    const self = await t.login('manager');
    const res = await t.call('PUT', `/v1/auth/user/${t.fx.users.manager.id}`, {
      token: self.token,
      body: { email: 'super@test.dev', current_password: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(unavailable('email'));
    const me = await t.call('GET', '/v1/auth/me', { token: self.token });
    expect(me.json().data.user.email).toBe('manager@test.dev');
  });
});
