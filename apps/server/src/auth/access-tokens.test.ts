import { describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer } from './access-tokens.ts';

const claims = {
  sub: 'user-1',
  email: 'a@example.com',
  given_name: 'A',
  family_name: 'B',
  preferred_username: 'a',
  location_id: null,
  restaurant_id: 'r-1',
  roles: ['Admin'],
  sid: 'session-1',
};

describe('access tokens', () => {
  it('accepts a token again from memory, and refuses one changed by a character', async () => {
    const issuer = createAccessTokenIssuer({
      secret: 's'.repeat(32),
      issuer: 'test',
      ttlSeconds: 60,
    });
    const token = await issuer.sign(claims);
    expect((await issuer.verify(token)).sub).toBe('user-1');
    expect((await issuer.verify(token)).sid).toBe('session-1');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    await expect(issuer.verify(tampered)).rejects.toMatchObject({ code: 'token_invalid' });
  });

  it('refuses a remembered token once it has expired', async () => {
    // The clock is moved past the lifetime instead of the test sleeping through it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const issuer = createAccessTokenIssuer({
        secret: 's'.repeat(32),
        issuer: 'test',
        ttlSeconds: 1,
      });
      const token = await issuer.sign(claims);
      expect((await issuer.verify(token)).sub).toBe('user-1');
      vi.setSystemTime(Date.now() + 2_100);
      await expect(issuer.verify(token)).rejects.toMatchObject({ code: 'token_invalid' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed with another secret', async () => {
    const other = createAccessTokenIssuer({
      secret: 'x'.repeat(32),
      issuer: 'test',
      ttlSeconds: 60,
    });
    const issuer = createAccessTokenIssuer({
      secret: 's'.repeat(32),
      issuer: 'test',
      ttlSeconds: 60,
    });
    await expect(issuer.verify(await other.sign(claims))).rejects.toMatchObject({
      code: 'token_invalid',
    });
  });
});
