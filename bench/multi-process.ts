/**
 * Nothing needs one process (issue #35 item 6): Tableside as the production compose file runs
 * it, two API processes and workers over one PostgreSQL database.
 *
 *   node --import tsx bench/multi-process.ts [--runs 20] [--reviews 200] [--duration 10]
 *        [--connections 20] [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * A scratch database gets the demo data (its first API process migrates and seeds it), then:
 * 1. Alerts: a signed webhook's 1-star review sent to one API process, timed until the `alert`
 *    event reaches a stream held open on the other (both ways); baseline in the same run, the
 *    stream on the process that took the webhook.
 * 2. The reviews list (all locations, newest first) under autocannon on one API process, then
 *    on both at once (one autocannon per port): req/s, p99, errors.
 * 3. Posting: `--reviews` five-star Google reviews auto-approved at once and posted to the
 *    tests' local Google server (50 ms per call, so posts overlap), first with one worker
 *    process, then another batch with two: time until every reply is posted, and every reply
 *    on Google exactly once with Tableside's text.
 * The database is dropped at the end.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { startGoogleServer } from '../apps/server/src/test/fakes/google-business-server.ts';
import { batchCalls, LOCAL_GOOGLE, queueAutoApprovalBatch } from './auto-approval-batch.ts';
import * as lib from './lib.mjs';
import { measureAlertPush, startWorker } from './processes.ts';

const o = lib.cliOptions({
  runs: 20,
  reviews: 200,
  duration: 10,
  connections: 20,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
}) as { runs: number; reviews: number; duration: number; connections: number; 'pg-url': string };

type Proc = { child: unknown; pid?: number };
type Cannon = {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

const machine = lib.machineInfo();
lib.printMachine(machine);
const name = `tableside_bench_multi_${Date.now()}`;
const url = `${o['pg-url']}/${name}`;
const admin = new pg.Client({ connectionString: `${o['pg-url']}/postgres` });
await admin.connect();
await admin.query(`create database ${name}`);
const ENCRYPTION_KEY = 'b'.repeat(64);
const shared = {
  DATABASE_URL: url,
  DEMO_MODE: 'true',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-4567',
  ENCRYPTION_KEY,
  LOGIN_RATE_LIMIT: '1000',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  // One address for every process, as behind the production proxy: access tokens name it as
  // their issuer, so a token signed by one API process is accepted by the other.
  PUBLIC_URL: 'http://localhost:8080',
  ...LOCAL_GOOGLE,
};
const procs: Proc[] = [];
const google = await startGoogleServer('bench-token', { delayMs: 50 });
const out: Record<string, unknown> = {};
try {
  const portA = await lib.freePort(3420);
  procs.push(
    await lib.startServer({
      port: portA,
      dataDir: lib.tempDir('multi-a'),
      env: { ...shared, PROCESS_ROLE: 'api' },
      timeoutMs: 300_000,
    }),
  );
  const portB = await lib.freePort(portA + 1);
  procs.push(
    await lib.startServer({
      port: portB,
      dataDir: lib.tempDir('multi-b'),
      env: { ...shared, PROCESS_ROLE: 'api' },
      timeoutMs: 300_000,
    }),
  );
  procs.push({ child: await startWorker({ ...shared, PROCESS_ROLE: 'worker' }) });
  lib.print(`Two API processes (:${portA}, :${portB}) and one worker over ${name}`);

  // 1. Alerts across processes, and within one as the baseline.
  const alerts = [
    await measureAlertPush('webhook and stream on A (baseline)', portA, portA, o.runs),
    await measureAlertPush('webhook on A, stream on B', portA, portB, o.runs),
    await measureAlertPush('webhook on B, stream on A', portB, portA, o.runs),
  ];
  out.alerts = alerts;
  const ms = (n: number) => n.toFixed(0);
  lib.print(
    lib.table(
      ['alert path', 'runs', 'push median ms', 'push p95 ms', 'push max ms', 'vs baseline'],
      alerts.map((a) => [
        a.label,
        String(a.runs),
        ms(a.push.median),
        ms(a.push.p95),
        ms(a.push.max),
        lib.ratio(a.push.median, alerts[0]!.push.median),
      ]),
    ),
  );

  // 2. The list on one API process, then on both at once.
  const { access_token: token } = await lib.login(portA);
  const headers = { authorization: `Bearer ${token}` };
  const list = (port: number) => `http://127.0.0.1:${port}/v1/location/all/review`;
  const cannon = (target: string) =>
    autocannon({
      url: target,
      connections: o.connections,
      duration: o.duration,
      headers,
    }) as unknown as Promise<Cannon>;
  await cannon(list(portA)); // warm-up of both
  await cannon(list(portB));
  const one = await cannon(list(portA));
  const both = await Promise.all([cannon(list(portA)), cannon(list(portB))]);
  const rps = (rs: Cannon[]) => rs.reduce((sum, r) => sum + r.requests.average, 0);
  const faults = (rs: Cannon[]) => rs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  out.list = { one, both };
  lib.print(
    lib.table(
      ['reviews list', 'connections', 'req/s', 'p99 ms', 'errors + non-2xx', 'vs one process'],
      [
        [
          'one API process',
          String(o.connections),
          ms(rps([one])),
          String(one.latency.p99),
          String(faults([one])),
          '(baseline)',
        ],
        [
          'two API processes at once',
          `${o.connections} + ${o.connections}`,
          ms(rps(both)),
          both.map((r) => r.latency.p99).join(' / '),
          String(faults(both)),
          lib.ratio(rps(both), rps([one])),
        ],
      ],
    ),
  );

  // 3. Posting with one worker, then with two.
  const database = await openPostgres(url, 2);
  const status = async (mark: string) => {
    const res = await fetch(`${list(portA)}?search=${mark}&limit=1000`, { headers });
    type Row = {
      status: string;
      response: string | null;
      external_id: string;
      posting: { state: string } | null;
    };
    return ((await res.json()) as { data: Row[] }).data;
  };
  const batch = async (mark: string, connect: boolean) => {
    const t0 = performance.now();
    await queueAutoApprovalBatch(database, ENCRYPTION_KEY, {
      googleUrl: google.url,
      count: o.reviews,
      mark,
      connect,
    });
    let rows = await status(mark);
    const settled = () =>
      rows.length === o.reviews &&
      rows.every((r) => r.status === 'posted' || r.posting?.state === 'failed');
    while (!settled()) {
      if (performance.now() - t0 > 600_000) break;
      await new Promise((r) => setTimeout(r, 250));
      rows = await status(mark);
    }
    const seconds = (performance.now() - t0) / 1000;
    const puts = new Map<string, number>();
    for (const c of batchCalls(google.calls, mark))
      if (c.method === 'PUT' && c.status === 200) puts.set(c.path, (puts.get(c.path) ?? 0) + 1);
    const onGoogle = new Map<string, string>();
    for (const [path, reply] of google.replies)
      if (path.includes(`/reviews/${mark}-`))
        onGoogle.set(path.split('/').pop() ?? '', reply.comment);
    return {
      seconds,
      posted: rows.filter((r) => r.status === 'posted').length,
      failed: rows.filter((r) => r.posting?.state === 'failed').length,
      twice: [...puts.values()].filter((n) => n > 1).length,
      missing: rows.filter((r) => !onGoogle.has(r.external_id)).length,
      differs: rows.filter(
        (r) => onGoogle.has(r.external_id) && onGoogle.get(r.external_id) !== r.response,
      ).length,
    };
  };
  const oneWorker = await batch('multi-one', true);
  procs.push({ child: await startWorker({ ...shared, PROCESS_ROLE: 'worker' }) });
  const twoWorkers = await batch('multi-two', false);
  await database.close();
  out.posting = { oneWorker, twoWorkers };
  const row = (label: string, r: typeof oneWorker) => [
    label,
    String(o.reviews),
    r.seconds.toFixed(1),
    (o.reviews / r.seconds).toFixed(1),
    String(r.posted),
    String(r.failed),
    String(r.twice),
    String(r.missing),
    String(r.differs),
  ];
  lib.print(
    lib.table(
      [
        'posting',
        'reviews',
        'seconds to all posted',
        'replies/s',
        'posted',
        'failed',
        'posted twice',
        'not on Google',
        'text differs',
      ],
      [row('one worker process', oneWorker), row('two worker processes', twoWorkers)],
    ),
  );
} finally {
  while (procs.length) await lib.stopProcess(procs.pop() as never);
  await google.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
lib.print(`load average at the end: ${lib.loadNow()}`);
lib.saveJson('multi-process', { machine, options: o, ...out });
