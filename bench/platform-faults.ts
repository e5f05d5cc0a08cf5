/**
 * Google misbehaving while replies are posted: for `--fault-seconds` every call to Google gets
 * a fault in turn — 500, 429, a timeout (no answer), and a "lost answer" (Google applies the
 * reply, the answer never arrives) — then Google behaves again. Every reply must end on Google
 * exactly once and `posted` in Tableside, and the state meanwhile is visible through the API.
 *
 *   node --import tsx bench/platform-faults.ts [--reviews 200] [--fault-seconds 60]
 *        [--faults 500,429,timeout,lost] [--hang-ms 20000] [--wait 600]
 *
 * A fresh embedded installation (demo data) gets `--reviews` five-star Google reviews with
 * auto-approval on (no delay), like bench/kill-during-posting.ts. The locations' Google
 * connection points at a fault proxy in this process, in front of the local Google server of
 * the tests (apps/server/src/test/fakes/google-business-server.ts); the proxy injects the
 * faults, so the script does not depend on the fake's own fault modes. Every 5 s it prints what
 * the reviews list says (status and `posting.state` of each review).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGoogleServer } from '../apps/server/src/test/fakes/google-business-server.ts';
import { batchCalls, LOCAL_GOOGLE, prepareAutoApprovalBatch } from './auto-approval-batch.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  reviews: 200,
  'fault-seconds': 60,
  faults: '500,429,timeout,lost',
  'hang-ms': 20_000,
  wait: 600,
}) as {
  reviews: number;
  'fault-seconds': number;
  faults: string;
  'hang-ms': number;
  wait: number;
};
const MARK = 'fault-bench';
type Fault = '500' | '429' | 'timeout' | 'lost';
const faults = o.faults.split(',') as Fault[];

const machine = lib.machineInfo();
lib.printMachine(machine);
const google = await startGoogleServer('bench-token', { delayMs: 20 });
const upstream = new URL(google.url);

// The fault proxy: forwards to the local Google server, except during the fault window.
let faultUntil = 0;
let turn = 0;
const injected: Record<Fault, number> = { '500': 0, '429': 0, timeout: 0, lost: 0 };
const hanging = new Set<http.ServerResponse>();
const hang = (res: http.ServerResponse) => {
  hanging.add(res);
  setTimeout(() => {
    hanging.delete(res);
    res.destroy();
  }, o['hang-ms']).unref();
};
const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const fault = Date.now() < faultUntil ? faults[turn++ % faults.length] : undefined;
    if (fault) injected[fault]++;
    if (fault === '500' || fault === '429') {
      res.writeHead(Number(fault), { 'content-type': 'application/json' });
      const status = fault === '429' ? 'RESOURCE_EXHAUSTED' : 'INTERNAL';
      return res.end(
        JSON.stringify({
          error: {
            code: Number(fault),
            message:
              fault === '429' ? 'Quota exceeded for quota metric' : 'Internal error encountered.',
            status,
          },
        }),
      );
    }
    if (fault === 'timeout') return hang(res);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        const body: Buffer[] = [];
        up.on('data', (c: Buffer) => body.push(c));
        up.on('end', () => {
          if (fault === 'lost') return hang(res); // applied on Google, the answer never comes
          res.writeHead(up.statusCode ?? 502, up.headers);
          res.end(Buffer.concat(body));
        });
      },
    );
    forward.on('error', () => res.destroy());
    forward.end(Buffer.concat(chunks));
  });
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const dataDir = lib.tempDir('faults');
const port = await lib.freePort(3450);
const t0 = performance.now();

// 1. A fresh installation with demo data, then the batch prepared while the server is down.
await prepareAutoApprovalBatch({
  port,
  dataDir,
  googleUrl: proxyUrl,
  count: o.reviews,
  mark: MARK,
});

// 2. Faults from the moment the server starts, for --fault-seconds; then Google is healthy.
faultUntil = Date.now() + o['fault-seconds'] * 1000 + 60_000; // start-up time added below
const server = await lib.startServer({ port, dataDir, env: LOCAL_GOOGLE });
const faultStart = Date.now();
faultUntil = faultStart + o['fault-seconds'] * 1000;
lib.print(
  `Server up; faults (${faults.join(', ')}) on every Google call for ${o['fault-seconds']} s`,
);
const { access_token: token } = await lib.login(port);
type Row = {
  id: string;
  status: string;
  response: string | null;
  external_id: string;
  posting: { state: string; error: string | null } | null;
};
const snapshot = async (): Promise<Row[] | null> => {
  const res = await fetch(
    `http://127.0.0.1:${port}/v1/location/all/review?search=${MARK}&limit=1000`,
    { headers: { authorization: `Bearer ${token}` } },
  ).catch(() => null);
  const body = (await res?.json().catch(() => null)) as { data?: Row[] } | null;
  return body?.data ?? null;
};
const timeline: { s: number; counts: Record<string, number>; errors: string[] }[] = [];
let rows: Row[] = [];
const waitUntil = faultStart + o['fault-seconds'] * 1000 + o.wait * 1000;
for (;;) {
  const got = await snapshot();
  if (got) rows = got;
  const counts: Record<string, number> = {};
  for (const r of rows) {
    const k = `${r.status}/${r.posting?.state ?? '-'}`;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  const errors = [...new Set(rows.map((r) => r.posting?.error).filter(Boolean))] as string[];
  const s = Math.round((Date.now() - faultStart) / 1000);
  timeline.push({ s, counts, errors });
  lib.print(
    `  ${s} s${Date.now() < faultUntil ? ' (faults)' : ''}: ` +
      Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') +
      (errors.length ? ` — errors shown: ${errors.slice(0, 3).join(' | ')}` : ''),
  );
  const settled =
    rows.length === o.reviews &&
    rows.every((r) => r.status === 'posted' || r.posting?.state === 'failed');
  if ((settled && Date.now() > faultUntil) || Date.now() > waitUntil) break;
  await new Promise((r) => setTimeout(r, 5000));
}
await lib.stopProcess(server);
for (const res of hanging) res.destroy();
await new Promise((r) => proxy.close(r));
await google.close();
lib.removeDir(dataDir);

// 3. Exactly once: one reply on Google per review, the same text as Tableside's, all posted.
const puts = new Map<string, number>();
for (const c of batchCalls(google.calls, MARK))
  if (c.method === 'PUT' && c.status === 200) puts.set(c.path, (puts.get(c.path) ?? 0) + 1);
const doubled = [...puts.values()].filter((n) => n > 1).length;
const byExternal = new Map<string, string>();
for (const [name, reply] of google.replies)
  byExternal.set(name.split('/').pop() ?? '', reply.comment);
const posted = rows.filter((r) => r.status === 'posted').length;
const failed = rows.filter((r) => r.posting?.state === 'failed');
const lost = rows.filter((r) => !byExternal.has(r.external_id)).length;
const mismatched = rows.filter(
  (r) => byExternal.has(r.external_id) && byExternal.get(r.external_id) !== r.response,
).length;
const readBacks = batchCalls(google.calls, MARK).filter((c) => c.method === 'GET').length;
lib.print('');
lib.print(
  lib.table(
    [
      'reviews',
      'replies on Google (batch)',
      'posted in Tableside',
      'failed (shown)',
      'posted twice',
      'not on Google',
      'text differs',
      'read-backs',
      'faults injected',
      'total s',
    ],
    [
      [
        o.reviews,
        rows.length - lost,
        posted,
        failed.length,
        doubled,
        lost,
        mismatched,
        readBacks,
        Object.entries(injected)
          .map(([k, v]) => `${k}×${v}`)
          .join(' '),
        ((performance.now() - t0) / 1000).toFixed(0),
      ],
    ],
  ),
);
if (failed.length)
  lib.print(`Failed posts say: ${[...new Set(failed.map((r) => r.posting?.error))].join(' | ')}`);
const ok = posted === o.reviews && doubled === 0 && lost === 0 && mismatched === 0;
const file = lib.saveJson('platform-faults', {
  machine,
  options: o,
  injected,
  timeline,
  result: { posted, failed: failed.length, doubled, lost, mismatched, readBacks },
  loadAtEnd: lib.loadNow(),
});
lib.print(
  ok
    ? 'PASS: every reply on Google exactly once and posted in Tableside'
    : 'FAIL: see the table (a failed post is visible, but the reply did not reach the guest)',
);
lib.print(`Load average at end ${lib.loadNow()}; raw figures in ${file}`);
process.exit(ok ? 0 : 1);
