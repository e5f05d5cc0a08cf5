import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// Another process's change reaches this one through PostgreSQL's notification (migration 0025),
// not through its own connections: here a separate client plays that process.
describe('a cached actor changed by another process', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({ ACTOR_CACHE_SECONDS: '60' });
    const { connectionString } = (t.database.db as unknown as { $client: pg.Pool }).$client
      .options as { connectionString: string };
    other = new pg.Client({ connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('is read again as soon as the notification arrives, long before it would expire', async () => {
    const { token } = await t.login('manager');
    const me = async () => (await t.call('GET', '/v1/auth/me', { token })).statusCode;
    expect(await me()).toBe(200);
    expect(await me()).toBe(200);
    await other.query('update users set enabled = false where id = $1', [t.fx.users.manager.id]);
    await expect.poll(me, { timeout: 5_000, interval: 20 }).toBe(401);
  });
});
