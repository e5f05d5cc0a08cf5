import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; the test uses only its documented constructor and callback().
// @ts-expect-error -- untyped module
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ALLOWED_HOSTS } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-fetch.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createOidcClient } from './oidc.ts';

/** A real OpenID provider on a local port, with its built-in login screens. */
async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tableside',
        token_endpoint_auth_method: 'none',
        redirect_uris: ['http://localhost:3000/en/auth/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['a-test-only-cookie-key'] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, server };
}

/** Walks the provider's login and consent screens like a browser would; answers the callback URL. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k.trim(), v.join('='));
    }
    form = null;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname.endsWith('/auth/callback')) return next;
      url = next.toString();
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status}`);
    url = new URL(action, url).toString();
    form = /name="login"/.test(html)
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
  }
  throw new Error('too many hops');
}

let t: TestApp;
let provider: { issuer: string; server: Server };
beforeAll(async () => {
  provider = await startProvider();
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'tableside',
    OIDC_NAME: 'Acme SSO',
    // The local provider is trusted the way an operator would list it.
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.close();
  provider.server.close();
});

async function startFlow() {
  const start = await t.call('GET', '/v1/auth/oidc/start?lang=en');
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === 'tableside_oidc');
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const location = String(start.headers.location);
  expect(location).toContain('code_challenge_method=S256');
  return { location, cookie: `tableside_oidc=${flow?.value}` };
}

describe('OpenID Connect sign-in (authorization code + PKCE)', () => {
  it('is advertised with its name', async () => {
    expect((await t.call('GET', '/v1/auth/oidc/config')).json().data).toEqual({
      enabled: true,
      name: 'Acme SSO',
    });
  });

  it('signs in the Tableside user with the provider’s verified e-mail and links the account', async () => {
    const { location, cookie } = await startFlow();
    const callback = await signInAtProvider(location, 'manager@test.dev');
    const res = await t.call('POST', `/v1/auth/exchange?${callback.searchParams}`, {
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', token_type: 'Bearer' });
    const me = (await t.call('GET', '/v1/auth/me', { token: res.json().access_token })).json().data;
    expect(me.user.username).toBe('manager');
    const linked = await t.database.execute(
      `select external_subject from users where username = 'manager'`,
    );
    expect(linked.rows[0]?.external_subject).toBe(`${provider.issuer}|manager@test.dev`);
  });

  it('refuses an account nobody invited', async () => {
    const { location, cookie } = await startFlow();
    const callback = await signInAtProvider(location, 'stranger@elsewhere.dev');
    const res = await t.call('POST', `/v1/auth/exchange?${callback.searchParams}`, {
      headers: { cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_failed');
  });

  it('refuses a code without the browser’s PKCE verifier, or with a wrong state', async () => {
    const { location, cookie } = await startFlow();
    const callback = await signInAtProvider(location, 'admin@test.dev');
    const code = callback.searchParams.get('code');
    const noCookie = await t.call(
      'POST',
      `/v1/auth/exchange?code=${code}&state=${callback.searchParams.get('state')}`,
    );
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().message).toBe('Code exchange failed');
    const wrongState = await t.call('POST', `/v1/auth/exchange?code=${code}&state=forged`, {
      headers: { cookie },
    });
    expect(wrongState.statusCode).toBe(401);
  });
});

describe('OIDC through the outbound guard', () => {
  it('does not discover an issuer on a private address the operator did not allow', async () => {
    const hits: string[] = [];
    const count = (req: { url?: string }) => void hits.push(req.url ?? '');
    provider.server.on('request', count);
    try {
      await expect(
        createOidcClient({
          db: t.database.db,
          issuer: provider.issuer,
          clientId: 'tableside',
          clientSecret: undefined,
          name: 'Acme SSO',
          publicUrl: 'http://localhost:3000',
          secureCookies: false,
          fetch: createOperatorFetch(NO_ALLOWED_HOSTS),
        }),
      ).rejects.toMatchObject({ cause: expect.any(OutboundRefused) });
      expect(hits).toEqual([]);
    } finally {
      provider.server.off('request', count);
    }
  });
});
