import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, restaurants } from '../../db/schema.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { replyPostJob, replySweepJob } from './jobs.ts';
import { waitFor } from '../../test/wait.ts';

/**
 * The approval webhook is a URL a tenant types: whatever the operator trusts for its own bases
 * (OUTBOUND_ALLOW_HOSTS below), it must never reach the server's own network, and the Admin
 * must learn nothing about what sits there.
 */
let t: TestApp;
let admin: string;
let internal: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  internal = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(404).end('internal admin page');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: 'localhost,127.0.0.0/8,::1' });
  admin = (await t.login('admin')).token;
  await startJobWorkers(t.jobs, [replyPostJob, replySweepJob], {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    allowPrivateWebhooks: t.config.allowPrivateWebhooks,
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => internal.close(resolve));
});

const reviewUrl = (id: string, path = '') => `/v1/location/all/review/${id}${path}`;

describe('the approval webhook cannot reach the internal network', () => {
  // Stored as a URL saved before the save-time rules knew these forms, so the call itself must
  // refuse them; a name that does not resolve is refused too (fail closed).
  it.each([
    'http://[::ffff:127.0.0.1]:PORT/x',
    'http://[::ffff:7f00:1]:PORT/x',
    'http://127.1:PORT/x',
    'http://2130706433:PORT/x',
    'http://localhost:PORT/x',
    'http://[::1]:PORT/x',
    'http://tableside-test.invalid:PORT/x',
  ])(
    '%s: no request leaves, and the Admin reads only that the address is not allowed',
    async (raw) => {
      const hook = raw.replace('PORT', String(port));
      const restaurantId = t.fx.restaurants.maison.id;
      await t.database.db
        .update(restaurants)
        .set({ approvalZapierUrl: hook })
        .where(eq(restaurants.id, restaurantId));
      const { id } = await createReview(t, {
        location: 'Alpha',
        source: 'yelp',
        authorName: 'Julie',
        rating: 2,
        text: 'Cold food.',
        language: 'en',
      });
      await t.call('PUT', reviewUrl(id, '/response'), {
        token: admin,
        body: { response: 'Sorry.' },
      });
      await t.call('PUT', reviewUrl(id, '/response/approve'), { token: admin });
      const posted = await t.call('POST', reviewUrl(id, '/response/post'), { token: admin });
      expect(posted.statusCode).toBeLessThan(300);
      const shown = await waitFor(
        async () => (await t.call('GET', reviewUrl(id), { token: admin })).json().data,
        (data) => data.posting?.state === 'failed',
        { timeoutMs: 20_000 },
      );
      expect(shown.posting).toMatchObject({
        state: 'failed',
        error: 'The approval webhook address is not allowed',
      });
      const [audit] = await t.database.db
        .select({ data: auditLog.data })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'reply.post_failed')));
      expect(audit?.data).toMatchObject({ reason: 'The approval webhook address is not allowed' });
      expect(hits).toEqual([]);
    },
  );
});
