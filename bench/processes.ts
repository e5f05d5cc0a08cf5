/**
 * Processes and calls the multi-process benchmarks share (alert-push.ts, multi-process.ts): a
 * worker process, a signed-in API call, and the alert stream of `GET /v1/user-alert/stream`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as lib from './lib.mjs';

/** A worker process serves no HTTP: it is ready when it says so. */
export async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', lib.SERVER_ENTRY], {
    cwd: lib.ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: lib.tempDir('alerts-worker'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready:\n${out}`)), 300_000);
    const read = (d: Buffer) => {
      out += d;
      if (/worker ready/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  return child;
}

/** A JSON call to the API as a signed-in user. */
export async function api(port: number, path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return (await res.json()) as { data: unknown };
}

/** Opens the stream and resolves `next()` on each `alert` event. */
export async function openStream(port: number, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/user-alert/stream`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let waiter: (() => void) | null = null;
  let ready: () => void = () => undefined;
  const readyP = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: '' }));
      if (chunk.done) return;
      buffer += chunk.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const b of blocks) {
        if (b.includes('event: ready')) ready();
        if (b.includes('event: alert') && waiter) {
          const w = waiter;
          waiter = null;
          w();
        }
      }
    }
  })();
  await readyP;
  return {
    next: (timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no alert event')), timeoutMs);
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    close: () => reader.cancel(),
  };
}

/**
 * A signed webhook's 1-star review sent to `apiPort`, timed until its `alert` event arrives on
 * a stream held open on `streamPort` (the same or another API process), `runs` times.
 */
export async function measureAlertPush(
  label: string,
  apiPort: number,
  streamPort: number,
  runs: number,
) {
  const { access_token: token } = await lib.login(apiPort);
  const restaurant = (await api(apiPort, '/v1/restaurant/self', token)).data as { id: string };
  const { secret } = (
    await api(apiPort, `/v1/restaurant/${restaurant.id}/ingest-secret`, token, { method: 'POST' })
  ).data as { secret: string };
  // Real locations only (the list may start with the synthetic `all`).
  const locations = ((await api(apiPort, '/v1/location', token)).data as { id: string }[]).filter(
    (l) => /^[0-9a-f-]{36}$/.test(l.id),
  );
  const stream = await openStream(streamPort, token);
  const push: number[] = [];
  const webhook: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < runs; i++) {
    const body = JSON.stringify({
      reviews: [
        {
          location_id: locations[i % locations.length]?.id,
          source: 'google',
          external_id: `bench-alert-${Date.now()}-${i}`,
          rating: 1,
          text: 'Bench: cold food.',
          review_date: new Date().toISOString(),
        },
      ],
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
    const event = stream.next();
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${apiPort}/v1/ingest/reviews`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-tableside-restaurant': restaurant.id,
        'x-tableside-timestamp': ts,
        'x-tableside-signature': `sha256=${sig}`,
      },
    });
    if (res.status !== 200) throw new Error(`webhook ${res.status} ${await res.text()}`);
    webhook.push(performance.now() - t0);
    await event;
    push.push(performance.now() - t0);
    const t1 = performance.now();
    await api(apiPort, `/v1/restaurant/${restaurant.id}/user-alert`, token);
    list.push(performance.now() - t1);
  }
  await stream.close();
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
  return {
    label,
    runs,
    push: { median: lib.median(push), p95: p95(push), max: Math.max(...push) },
    webhook: lib.median(webhook),
    list: lib.median(list),
  };
}
