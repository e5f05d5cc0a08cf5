import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fixture.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The harness allows 5 attempts per account and address (LOGIN_RATE_LIMIT=5).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: from,
    payload: { username, password },
  });
const statuses = async (username: string, from: string[]) => {
  const out: number[] = [];
  for (const address of from) out.push((await login(username, 'wrong-guess', address)).statusCode);
  return out;
};
/** As if the backoff's current wait were over, without sleeping through it. */
const endWait = () =>
  t.database.execute(
    `update rate_limits set reset_at = now() where key like 'login:account-next:%'`,
  );

describe('login rate limit', () => {
  it('counts e-mail and username as one account, whatever their case', async () => {
    expect(await statuses('BOH@test.dev', Array(3).fill('10.1.0.1'))).toEqual([401, 401, 401]);
    expect(await statuses('Boh', Array(2).fill('10.1.0.1'))).toEqual([401, 401]);
    const blocked = await login('boh', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
  });

  it('never lets a stranger’s failures lock the user out of their own address', async () => {
    // The user signed in from home before; a stranger then exhausts their own allowance.
    expect((await login('manager', PASSWORD, '10.2.0.9')).statusCode).toBe(200);
    expect(await statuses('manager@test.dev', Array(6).fill('10.2.0.1'))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    expect((await login('manager@test.dev', PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('manager@test.dev', PASSWORD, '10.2.0.9')).statusCode).toBe(200);
  });

  it('slows a guess spread over many addresses with a growing wait, never a lock', async () => {
    const spread = (n: number, base: string) => Array.from({ length: n }, (_, i) => `${base}.${i}`);
    // Five attempts from five addresses pass; past them each attempt waits its turn.
    expect(await statuses('norole', spread(5, '10.3.0'))).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses('norole', spread(2, '10.3.1'))).toEqual([401, 429]);
    const waiting = await login('norole', 'wrong-guess', '10.3.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // The waits grow (1 s, then 2 s, …) and are never longer than a minute.
    await endWait();
    expect(await statuses('norole', spread(1, '10.3.3'))).toEqual([401]);
    const second = await login('norole', 'wrong-guess', '10.3.3.9');
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Once its turn comes, the right password still signs the user in: no lock-out.
    await endWait();
    expect((await login('norole', PASSWORD, '10.3.4.1')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one', async () => {
    const spread = (base: string) => [0, 1, 2, 3, 4, 5, 6].map((i) => `${base}.${i}`);
    const known = await statuses('admin@test.dev', spread('10.4.0'));
    const unknown = await statuses('nobody@test.dev', spread('10.4.1'));
    expect(unknown).toEqual(known);
    expect(known).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
