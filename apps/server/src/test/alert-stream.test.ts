import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createReview } from './factory.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { raiseBadReviewAlerts } from '../features/alerts/service.ts';

/**
 * The push stream over real HTTP: a second app instance on the same database stands for a
 * second API process, so an alert raised by one reaches a stream held by the other.
 */
let t: TestApp;
let other: FastifyInstance;
let base: string;
let otherBase: string;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ container: t.container, logger: false });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Stream = { events: string[]; next: (name: string) => Promise<void>; close: () => void };

async function openStream(url: string, token?: string): Promise<Stream | Response> {
  const abort = new AbortController();
  const res = await fetch(`${url}/v1/user-alert/stream`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) return res;
  const events: string[] = [];
  const waiting: { name: string; done: () => void }[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const name = /^event: (.+)$/m.exec(buffer.slice(0, cut))?.[1];
        buffer = buffer.slice(cut + 2);
        if (!name) continue;
        events.push(name);
        for (const w of waiting.filter((x) => x.name === name)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.done();
        }
      }
    }
  })();
  const counted = (name: string) => events.filter((e) => e === name).length;
  const consumed = new Map<string, number>();
  return {
    events,
    // Each call waits for one more event of that name than the calls before it took.
    next: (name) => {
      const want = (consumed.get(name) ?? 0) + 1;
      consumed.set(name, want);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} event`)), 5000);
        const check = () => {
          if (counted(name) < want) return waiting.push({ name, done: check });
          clearTimeout(timer);
          resolve();
        };
        check();
      });
    },
    close: () => abort.abort(),
  };
}

async function badReview(location: string) {
  const row = await createReview(t, { location, rating: 1, text: 'Awful' });
  return row.id;
}

describe('GET /v1/user-alert/stream', () => {
  it('answers 401 without a token and 403 to a role without alerts', async () => {
    expect(((await openStream(base)) as Response).status).toBe(401);
    const norole = (await t.login('norole')).token;
    expect(((await openStream(base, norole)) as Response).status).toBe(403);
  });

  it('pushes an alert raised in another process to the right user only', async () => {
    const admin = (await openStream(otherBase, (await t.login('admin')).token)) as Stream;
    const manager = (await openStream(base, (await t.login('manager')).token)) as Stream;
    const foreign = (await openStream(base, (await t.login('otheradmin')).token)) as Stream;
    await Promise.all([admin.next('ready'), manager.next('ready'), foreign.next('ready')]);

    // Bravo: the admin sees it, the manager (Alpha only) does not, another group never does.
    const arrived = admin.next('alert');
    await raiseBadReviewAlerts({ db: t.database.db }, [await badReview('Bravo')]);
    await arrived;
    // An Alpha alert reaches the manager; by then the Bravo one would have too, had it been sent.
    const forManager = manager.next('alert');
    await raiseBadReviewAlerts({ db: t.database.db }, [await badReview('Alpha')]);
    await forManager;
    expect(manager.events.filter((e) => e === 'alert')).toHaveLength(1);
    expect(foreign.events).toEqual(['ready']);
    for (const s of [admin, manager, foreign]) s.close();
  });

  it('tells the user’s other tabs when alerts are marked seen', async () => {
    const token = (await t.login('boh')).token;
    const tab = (await openStream(base, token)) as Stream;
    await tab.next('ready');
    const raised = tab.next('alert');
    const reviewId = await badReview('Charlie');
    await raiseBadReviewAlerts({ db: t.database.db }, [reviewId]);
    await raised;
    const seen = tab.next('alert');
    const res = await fetch(`${otherBase}/v1/bad-review/${reviewId}/seen`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await seen;
    tab.close();
  });
});
