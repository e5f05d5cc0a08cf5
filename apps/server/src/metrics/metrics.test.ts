import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../workers.ts';
import { serveMetrics } from './plugin.ts';
import { createReview } from '../test/factory.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const TOKEN = 'metrics-token-for-the-test';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
};

/** The value of one sample, 0 when the series has none yet. */
const sample = (body: string, name: string, labels: Record<string, string>) => {
  const line = body
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('/metrics', () => {
  it('answers 404 without the token, or with another one', async () => {
    expect((await t.call('GET', '/metrics')).statusCode).toBe(404);
    const wrong = await t.call('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('tableside_');
  });

  it('lists every series the operators watch', async () => {
    const body = await scrape();
    for (const name of [
      'tableside_http_request_duration_seconds',
      'tableside_jobs',
      'tableside_reply_posts_total',
      'tableside_reply_drafts_total',
      'tableside_source_sync_errors_total',
      'tableside_db_pool_connections',
      'tableside_process_resident_memory_bytes',
      'tableside_nodejs_eventloop_lag_seconds',
    ])
      expect(body).toContain(`# TYPE ${name} `);
  });

  it('counts requests by route pattern and status, not by id', async () => {
    const labels = {
      route: '/v1/location/:id/review/:reviewId',
      method: 'GET',
      status_code: '404',
    };
    const name = 'tableside_http_request_duration_seconds_count';
    const before = sample(await scrape(), name, labels);
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await t.call('GET', `/v1/location/all/review/${id}`, { token: admin });
    expect(res.statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, name, labels)).toBe(before + 1);
    expect(after).not.toContain(id);
  });

  it('reads the waiting jobs per queue from the database', async () => {
    const labels = { queue: QUEUES.reportWeekly, state: 'waiting' };
    const before = sample(await scrape(), 'tableside_jobs', labels);
    await t.jobs.boss.send(QUEUES.reportWeekly, { restaurantId: 'none' });
    expect(sample(await scrape(), 'tableside_jobs', labels)).toBe(before + 1);
  });

  it('counts drafts by engine', async () => {
    const review = await createReview(t, {
      location: 'Alpha',
      externalId: 'metrics-review',
      authorName: 'Julie Martin',
      rating: 4,
      text: 'Lovely duck confit, a little slow at the bar.',
    });
    const labels = { engine: 'builtin' };
    const before = sample(await scrape(), 'tableside_reply_drafts_total', labels);
    const res = await t.call('POST', `/v1/location/all/review/${review?.id}/response/regenerate`, {
      token: admin,
      body: { additional_instructions: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(sample(await scrape(), 'tableside_reply_drafts_total', labels)).toBe(before + 1);
  });
});

describe('METRICS_PORT', () => {
  it('serves the same series without a token on a port of its own, and nothing else', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE tableside_jobs gauge');
      expect((await fetch(`http://127.0.0.1:${port}/v1/location`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
