/**
 * How fast a bad review reaches an open dashboard: signed webhook → `alert.raise` job → alert
 * row + NOTIFY → the `alert` event on `GET /v1/user-alert/stream`.
 *
 *   node --import tsx bench/alert-push.ts [--runs 30] [--no-pg]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Embedded PGlite: one process (`both`). PostgreSQL: an API process holding the stream and a
 * separate worker process raising the alert, so the event crosses processes as in production.
 * Baseline in the same run: the webhook call's own round trip, and one read of the alert list
 * (what each poll costs); the web also polls every 300 s (docs/product/alerts.md#alert-refresh).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import pg from 'pg';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  runs: 30,
  'no-pg': false,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

type Server = Awaited<ReturnType<typeof lib.startServer>>;

/** A worker process serves no HTTP: it is ready when it says so. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
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

async function api(port: number, path: string, token: string, init: RequestInit = {}) {
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
async function openStream(port: number, token: string) {
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

async function measure(label: string, apiPort: number) {
  const { access_token: token } = await lib.login(apiPort);
  const restaurant = (await api(apiPort, '/v1/restaurant/self', token)).data as { id: string };
  const { secret } = (
    await api(apiPort, `/v1/restaurant/${restaurant.id}/ingest-secret`, token, { method: 'POST' })
  ).data as { secret: string };
  // Real locations only (the list may start with the synthetic `all`).
  const locations = ((await api(apiPort, '/v1/location', token)).data as { id: string }[]).filter(
    (l) => /^[0-9a-f-]{36}$/.test(l.id),
  );
  const stream = await openStream(apiPort, token);
  const push: number[] = [];
  const webhook: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < o.runs; i++) {
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
    runs: o.runs,
    push: { median: lib.median(push), p95: p95(push), max: Math.max(...push) },
    webhook: lib.median(webhook),
    list: lib.median(list),
  };
}

const machine = lib.machineInfo();
lib.printMachine(machine);
const results = [];
const servers: Server[] = [];
try {
  const port = await lib.freePort();
  const dataDir = lib.tempDir('alerts');
  servers.push(await lib.startServer({ port, dataDir, timeoutMs: 300_000 }));
  results.push(await measure('PGlite, one process', port));
  lib.print(JSON.stringify(results[0]));
  await lib.stopProcess(servers.pop() as Server);
  lib.removeDir(dataDir);

  if (!o['no-pg']) {
    const name = `tableside_bench_alerts_${Date.now()}`;
    const admin = new pg.Client({ connectionString: `${o['pg-url']}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const shared = {
      DATABASE_URL: `${o['pg-url']}/${name}`,
      DEMO_MODE: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ENCRYPTION_KEY: 'a'.repeat(64),
    };
    try {
      const apiPort = await lib.freePort();
      servers.push(
        await lib.startServer({
          port: apiPort,
          dataDir: lib.tempDir('alerts-api'),
          env: { ...shared, PROCESS_ROLE: 'api' },
          timeoutMs: 300_000,
        }),
      );
      const worker = await startWorker({ ...shared, PROCESS_ROLE: 'worker' });
      servers.push({ child: worker } as unknown as Server);
      results.push(await measure('PostgreSQL, API and worker processes', apiPort));
    } finally {
      while (servers.length) await lib.stopProcess(servers.pop() as Server);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  while (servers.length) await lib.stopProcess(servers.pop() as Server);
}

const ms = (n: number) => n.toFixed(0);
lib.print(
  lib.table(
    [
      'database',
      'runs',
      'push median ms',
      'push p95 ms',
      'push max ms',
      'webhook round trip ms',
      'list read ms',
      'push / webhook',
      'spec poll (300 s) / push',
    ],
    results.map((r) => [
      r.label,
      String(r.runs),
      ms(r.push.median),
      ms(r.push.p95),
      ms(r.push.max),
      ms(r.webhook),
      ms(r.list),
      lib.ratio(r.push.median, r.webhook),
      lib.ratio(300_000, r.push.median),
    ]),
  ),
);
lib.print(`load average at the end: ${lib.loadNow()}`);
lib.saveJson('alert-push', { machine, results });
