import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceConnections } from '../../db/schema.ts';
import { DEFAULT_RETRY } from '../../integrations/platform-http.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createGoogleConnection } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { syncConnection, type SyncDeps } from './sync.ts';

// The review-platform adapters call out through the operator's guard (decision 0010): a
// platform base on a private address is refused unless OUTBOUND_ALLOW_HOSTS lists it, a
// redirect is not followed, and what reaches the Admin never carries the remote's words.

const LOCATION = 'accounts/1/locations/2';
const SECRET = 'db-primary.internal:5432 is down';

/** A local "platform" that counts every request and answers as told. */
type Listener = { url: string; hits: string[]; server: Server };
async function listen(answer: (path: string) => [number, Record<string, string>, string]) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const [status, headers, body] = answer(req.url ?? '');
    res.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits, server } satisfies Listener;
}

let t: TestApp;
let deps: SyncDeps;
let platform: Listener;
let elsewhere: Listener;
let redirecting: Listener;
const listeners: Listener[] = [];

async function connect(baseUrl: string, location: string) {
  const row = await createGoogleConnection(t, {
    location,
    externalLocation: LOCATION,
    baseUrl,
  });
  return row.id;
}
const connection = async (id: string) =>
  (await t.database.db.select().from(sourceConnections).where(eq(sourceConnections.id, id)))[0];

beforeAll(async () => {
  platform = await listen(() => [
    200,
    { 'content-type': 'application/json' },
    JSON.stringify({ reviews: [], totalReviewCount: 0 }),
  ]);
  elsewhere = await listen(() => [200, { 'content-type': 'application/json' }, '{}']);
  redirecting = await listen((path) => [302, { location: `${elsewhere.url}${path}` }, '']);
  listeners.push(platform, elsewhere, redirecting);
  // No OUTBOUND_ALLOW_HOSTS: the operator trusts no private destination.
  t = await createTestApp();
  deps = {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    adapters: createSourceAdapters(),
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
    afterIngest: reviewArrivalPipeline(t.jobs),
    intervalMinutes: 15,
    random: () => 0.5,
    retry: { ...DEFAULT_RETRY, timeoutMs: 10_000, sleep: async () => undefined },
  };
});
afterAll(async () => {
  await t.close();
  for (const l of listeners) await new Promise((resolve) => l.server.close(resolve));
});

describe('platform sync through the outbound guard', () => {
  it('does not call a platform base on 127.0.0.1 unless OUTBOUND_ALLOW_HOSTS lists it', async () => {
    const id = await connect(platform.url, 'Alpha');
    const outcome = await syncConnection(deps, id);
    expect(outcome).toMatchObject({ state: 'failed', revoked: false });
    expect(platform.hits).toEqual([]);
    const row = await connection(id);
    expect(row?.lastError).toMatch(/the address is not allowed/);
    expect(row?.lastError).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|resolve/);

    // The same sync with the operator's allowance reaches the platform as before.
    const trusted = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
    expect(await syncConnection({ ...deps, operatorFetch: trusted }, id)).toMatchObject({
      state: 'done',
    });
    expect(platform.hits.length).toBeGreaterThan(0);
    expect((await connection(id))?.lastError).toBeNull();
  });

  it('does not follow a redirect from a platform base, and does not retry it', async () => {
    const id = await connect(redirecting.url, 'Bravo');
    const trusted = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
    const outcome = await syncConnection({ ...deps, operatorFetch: trusted }, id);
    expect(outcome).toMatchObject({ state: 'failed' });
    expect(redirecting.hits).toHaveLength(1);
    expect(elsewhere.hits).toEqual([]);
    expect((await connection(id))?.lastError).toMatch(/redirect, which is not followed/);
  });

  it("keeps the platform's answer and the network error out of the Admin's message", async () => {
    const chatty = await listen(() => [
      400,
      { 'content-type': 'application/json' },
      JSON.stringify({ error: { message: SECRET } }),
    ]);
    const failing = await listen(() => [
      502,
      { 'content-type': 'application/json' },
      JSON.stringify({ message: SECRET }),
    ]);
    listeners.push(chatty, failing);
    const trusted = { ...deps, operatorFetch: createOperatorFetch(parseAllowedHosts('127.0.0.1')) };
    for (const [base, location] of [
      [chatty.url, 'Alpha'],
      [failing.url, 'Bravo'],
      // Nothing listens there: the network error names the address and port.
      ['http://127.0.0.1:9', 'Alpha'],
    ] as const) {
      await t.database.db.delete(sourceConnections);
      const id = await connect(base, location);
      expect(await syncConnection(trusted, id)).toMatchObject({ state: 'failed' });
      const message = (await connection(id))?.lastError ?? '';
      expect(message, base).toMatch(/^Google /);
      expect(message, base).not.toContain(SECRET);
      expect(message, base).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/);
    }
    expect(chatty.hits).toHaveLength(1);
  });
});
