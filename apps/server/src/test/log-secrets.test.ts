import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './fixture.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Finding 7 of issue #31: a failed statement was logged with its parameters, and one request
 * wrote a new password's argon2 hash into the log. The real app logs into a stream the test
 * reads; the database is made to refuse the password change.
 */
let t: TestApp;
const lines: string[] = [];
const NEW_PASSWORD = 'Brand-new passphrase 42';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  await t.database.execute(`
    create function refuse_password_change() returns trigger language plpgsql as $$
    begin
      if new.password_hash is distinct from old.password_hash then
        raise exception 'password changes are switched off';
      end if;
      return new;
    end $$;
    create trigger refuse_password_change before update on users
      for each row execute function refuse_password_change();`);
});
afterAll(() => t.close());

describe('the log', () => {
  it('names a failed statement without its parameters, and redacts secrets', async () => {
    const { token } = await t.login('admin');
    const res = await t.call('PUT', `/v1/auth/user/${t.fx.users.admin.id}`, {
      token,
      body: { password: NEW_PASSWORD, current_password: PASSWORD },
      headers: { cookie: 'tableside_refresh=a-refresh-token-value' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');

    const log = lines.join('');
    for (const secret of ['$argon2', NEW_PASSWORD, PASSWORD, token, 'a-refresh-token-value'])
      expect(log).not.toContain(secret);
    // The failure is still there to debug: what failed, where, and the database's own words.
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure?.err.message).toMatch(/^Failed query: update "users"/);
    expect(JSON.stringify(failure?.err.cause)).toContain('password changes are switched off');
  });
});
