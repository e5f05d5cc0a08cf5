import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertChannels } from '../../db/schema.ts';
import {
  hookServerPort,
  startHookServer,
  type HookServer,
} from '../../test/fakes/chat-hooks-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/*
 * A channel's URL is typed by a tenant: like the approval webhook, it may reach public addresses
 * only, whatever the operator trusts for its own bases (OUTBOUND_ALLOW_HOSTS below), and the
 * Admin learns only that the address is not allowed (decision 0010).
 */

let t: TestApp;
let hooks: HookServer;
let admin: string;
let maison: string;

beforeAll(async () => {
  hooks = await startHookServer({ port: hookServerPort(1) });
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: 'localhost,127.0.0.0/8,::1' });
  maison = t.fx.restaurants.maison.id;
  admin = (await t.login('admin')).token;
});
afterAll(async () => {
  await t.close();
  await hooks.close();
});

describe('a channel cannot reach the internal network', () => {
  it('refuses a private or loopback URL when it is saved', async () => {
    const res = await t.call('POST', `/v1/restaurant/${maison}/alert-channel`, {
      token: admin,
      body: {
        kind: 'slack',
        url: `${hooks.origin}/slack/x`,
        name: 'X',
        alert_types: ['bad_review'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('webhook_address_not_allowed');
  });

  it.each([
    'http://localhost:PORT/slack/a',
    'http://[::ffff:127.0.0.1]:PORT/slack/b',
    'http://127.1:PORT/slack/c',
  ])(
    '%s stored earlier: the test message sends nothing and reads “address not allowed”',
    async (raw) => {
      const target = raw.replace('PORT', hooks.origin.split(':').pop() as string);
      const [channel] = await t.database.db
        .insert(alertChannels)
        .values({
          restaurantId: maison,
          kind: 'slack',
          name: 'Stored earlier',
          url: t.container.secrets.seal(target),
          urlHint: 'earlier',
          alertTypes: ['bad_review'],
        })
        .returning();
      const res = await t.call(
        'POST',
        `/v1/restaurant/${maison}/alert-channel/${channel!.id}/test`,
        { token: admin },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'failed',
        attempts: 1,
        http_status: null,
        error: 'address_not_allowed',
      });
      expect(hooks.calls).toHaveLength(0);
    },
  );
});
