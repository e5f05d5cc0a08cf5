/**
 * A mixed workload on PostgreSQL with the 1,000,000-review data: sign-in, reviews list, metrics,
 * reply edit and approve, from `--connections` concurrent clients for `--duration` seconds, with
 * a bare Fastify route measured by the same clients in the same run as the baseline.
 *
 *   node --import tsx bench/mixed-load.ts [--db tableside_bench] [--connections 100]
 *        [--duration 60] [--baseline-duration 10] [--warmup 5]
 *        [--mix login=2,list=45,metrics=15,edit=19,approve=19] [--timeout 10000] [--no-restore]
 *        [--restart-db] [--restart-at 20] [--restart-cmd "pg_ctlcluster 15 main restart"]
 *
 * Uses the database `--db` if it exists (never drops it), else generates it with
 * bench/generate-reviews.ts. Each client is a loop on its own keep-alive socket: it picks the
 * next call by weight from `--mix`, waits for the answer and goes again (a closed loop, so
 * req/s is what the server sustains at that concurrency). Every client owns one review for
 * edit/approve, so no two clients wait on the same row lock; those reviews are put back as they
 * were at the end unless `--no-restore`. Metrics are called only if the endpoint exists (it
 * answers 404 before the analytics feature is merged: the call is then skipped and said so).
 *
 * `--restart-db` restarts the PostgreSQL server `--restart-at` seconds into the load with
 * `--restart-cmd`, and prints a per-second timeline of answers: while it is down requests must
 * fail fast with 503 (not hang, not 500), and succeed again after without restarting Tableside.
 * It restarts the WHOLE PostgreSQL server: run it only when nobody else uses it.
 * `--cut-db <seconds>` is the same outage without touching PostgreSQL: the server reaches the
 * database through a TCP proxy in this process, which is cut at `--restart-at` (every open
 * connection dropped, new ones refused) and opened again after that many seconds.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import {
  GENERATE_DEFAULTS,
  RESTAURANT,
  databaseExists,
  dbUrl,
  generate,
} from './generate-reviews.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  db: GENERATE_DEFAULTS.db,
  'pg-url': GENERATE_DEFAULTS.pgUrl,
  reviews: GENERATE_DEFAULTS.reviews,
  connections: 100,
  duration: 60,
  'baseline-duration': 10,
  warmup: 5,
  mix: 'login=2,list=45,metrics=15,edit=19,approve=19',
  timeout: 10_000,
  restore: true,
  'restart-db': false,
  'restart-at': 20,
  'restart-cmd': 'pg_ctlcluster 15 main restart',
  'cut-db': 0,
}) as {
  db: string;
  'pg-url': string;
  reviews: number;
  connections: number;
  duration: number;
  'baseline-duration': number;
  warmup: number;
  mix: string;
  timeout: number;
  restore: boolean;
  'restart-db': boolean;
  'restart-at': number;
  'restart-cmd': string;
  'cut-db': number;
};

type Op = 'login' | 'list' | 'metrics' | 'edit' | 'approve' | 'baseline';
type Sample = { op: Op; t: number; ms: number; status: number };
type Answer = { status: number; body: string; ms: number };

const machine = lib.machineInfo();
lib.printMachine(machine);
const url = dbUrl(o['pg-url'], o.db);
const mix = Object.fromEntries(
  o.mix.split(',').map((kv) => {
    const [k, v] = kv.split('=');
    return [k as Op, Number(v)];
  }),
) as Partial<Record<Op, number>>;

// ---------- HTTP: one keep-alive socket per client ----------

const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections + 10 });

function request(
  port: number,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const t = performance.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: o.timeout,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - t }),
        );
        res.on('error', () => resolve({ status: 0, body, ms: performance.now() - t }));
      },
    );
    // status 0: a network error; -1: no answer within --timeout.
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) =>
      resolve({
        status: e.message === 'timeout' ? -1 : 0,
        body: e.message,
        ms: performance.now() - t,
      }),
    );
    req.end(payload);
  });
}

// ---------- statistics ----------

const pct = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) : 0;
function summarise(samples: Sample[], seconds: number) {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.ms);
  ok.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return {
    requests: samples.length,
    rps: samples.length / seconds,
    p50: pct(ok, 0.5),
    p90: pct(ok, 0.9),
    p99: pct(ok, 0.99),
    max: ok.at(-1) ?? 0,
    errors: samples.length - ok.length,
    statuses,
  };
}
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

// ---------- --cut-db: a TCP proxy in front of PostgreSQL that can be cut ----------

async function dbProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((c) => {
        const up = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [c, up]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        c.pipe(up).pipe(c);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await open();
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  return { url: via.toString(), open, cut };
}

// ---------- the run ----------

if (await databaseExists(o['pg-url'], o.db)) lib.print(`Using the existing database ${o.db}`);
else {
  lib.print(`No database ${o.db}: generating ${o.reviews.toLocaleString('en')} reviews`);
  await generate({ ...GENERATE_DEFAULTS, db: o.db, reviews: o.reviews, pgUrl: o['pg-url'] });
}
const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'bench' });
pool.on('error', () => undefined); // --restart-db ends these connections too
const servers: Awaited<ReturnType<typeof lib.startProcess>>[] = [];
let owned: Record<string, unknown>[] = [];
try {
  const facts = await pool.query(
    `select r.id, r.timezone, array_agg(l.id order by l.name) as locations,
       (select count(*)::int from reviews) as all_reviews
     from restaurants r join locations l on l.restaurant_id = r.id
     where r.name = $1 group by r.id`,
    [RESTAURANT],
  );
  const f = facts.rows[0] as {
    id: string;
    timezone: string;
    locations: string[];
    all_reviews: number;
  };
  if (!f) throw new Error(`${RESTAURANT} not found in ${o.db}`);
  lib.print(
    `${o.db}: ${f.all_reviews.toLocaleString('en')} reviews, ${RESTAURANT} has ` +
      `${f.locations.length} locations`,
  );
  // One review per client for edit/approve, never posted (approving a posted reply is refused).
  owned = (
    await pool.query(
      `select id, location_id, status, response, response_approved, approved_at, approved_by,
         updated_at
       from reviews where restaurant_id = $1 and status in ('draft', 'edited', 'approved')
       order by review_date desc limit $2`,
      [f.id, o.connections],
    )
  ).rows;
  if (owned.length < o.connections)
    throw new Error(`only ${owned.length} unposted reviews for ${o.connections} clients`);
  const runStart = new Date();

  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: f.timezone }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    );
  const range = (days: number) => `startDate=${day(days - 1)}&endDate=${day(0)}`;
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)] as T;
  const anyLocation = () => pick(f.locations);
  // The list shapes the dashboard sends (dates are days in the restaurant's time zone).
  const listPaths = [
    () => `/v1/location/${anyLocation()}/review?${range(30)}`,
    () => `/v1/location/all/review?${range(30)}`,
    () => `/v1/location/all/review?${range(90)}&rating=1,2`,
    () => `/v1/location/${anyLocation()}/review?${range(7)}&rating=5`,
  ];
  const metricsPaths = [
    () => `/v1/location/all/review/metrics?${range(30)}`,
    () => `/v1/location/${anyLocation()}/review/metrics?${range(90)}`,
  ];

  // The server, and the bare route.
  const dataDir = lib.tempDir('mixed');
  const port = await lib.freePort(3440);
  const proxy = o['cut-db'] > 0 ? await dbProxy(new URL(url)) : null;
  const server = await lib.startServer({
    port,
    dataDir,
    timeoutMs: 600_000, // the first start on an older database runs its migrations
    env: {
      DATABASE_URL: proxy?.url ?? url,
      PROCESS_ROLE: 'api',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_RATE_LIMIT: '1000000',
    },
  });
  servers.push(server);
  const { access_token: token } = await lib.login(server.port);
  const first = await request(port, 'GET', listPaths[1]?.() as string, { token });
  if (first.status !== 200) throw new Error(`reviews list answered ${first.status}`);
  const bare = await lib.startBareListRoute({ dir: dataDir, body: first.body, from: port + 1 });
  const barePort = bare.port;
  servers.push(bare);

  // Metrics exist only once the analytics feature is merged.
  const probe = await request(port, 'GET', metricsPaths[0]?.() as string, { token });
  const notes: string[] = [];
  if (probe.status !== 200 && mix.metrics) {
    notes.push(
      `metrics skipped: GET /v1/location/all/review/metrics answered ${probe.status} ` +
        `(${probe.body.slice(0, 120)}), the endpoint is not on this build`,
    );
    delete mix.metrics;
  }
  for (const n of notes) lib.print(`NOTE: ${n}`);
  const ops = Object.entries(mix).filter(([, w]) => (w ?? 0) > 0) as [Op, number][];
  const totalWeight = ops.reduce((s, [, w]) => s + w, 0);
  const nextOp = (): Op => {
    let r = Math.random() * totalWeight;
    for (const [op, w] of ops) if ((r -= w) < 0) return op;
    return ops[0]?.[0] as Op;
  };

  // One client: its token, its review; loops until `until`.
  const client = async (i: number, until: number, t0: number, out: Sample[], only?: Op) => {
    let mine = token;
    let n = 0;
    const review = owned[i] as { id: string; location_id: string };
    const base = `/v1/location/${review.location_id}/review/${review.id}/response`;
    while (performance.now() < until) {
      const op = only ?? nextOp();
      let a: Answer;
      if (op === 'baseline') a = await request(barePort, 'GET', '/v1/location/all/review');
      else if (op === 'login') {
        a = await request(port, 'POST', '/v1/auth/login', { body: lib.DEMO_LOGIN });
        if (a.status === 200) mine = (JSON.parse(a.body) as { access_token: string }).access_token;
      } else if (op === 'list') a = await request(port, 'GET', pick(listPaths)(), { token: mine });
      else if (op === 'metrics')
        a = await request(port, 'GET', pick(metricsPaths)(), { token: mine });
      else if (op === 'edit')
        a = await request(port, 'PUT', base, {
          token: mine,
          body: { response: `Thank you for coming, we hope to see you again soon. (${i}.${n++})` },
        });
      else a = await request(port, 'PUT', `${base}/approve`, { token: mine });
      out.push({ op, t: performance.now() - t0, ms: a.ms, status: a.status });
      // A failing server answers at once: keep clients from spinning flat out on it.
      if (a.status >= 500 || a.status <= 0) await new Promise((r) => setTimeout(r, 50));
    }
  };
  const load = async (seconds: number, only?: Op) => {
    const out: Sample[] = [];
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    await Promise.all(
      Array.from({ length: o.connections }, (_, i) => client(i, until, t0, out, only)),
    );
    return { out, seconds: (performance.now() - t0) / 1000 };
  };

  lib.print(
    `${o.connections} clients; mix ${ops.map(([op, w]) => `${op}=${w}`).join(', ')}; ` +
      `${o.warmup} s warm-up, ${o['baseline-duration']} s baseline before and after, ` +
      `${o.duration} s mixed load`,
  );
  if (o.warmup > 0) await load(o.warmup);
  const before = await load(o['baseline-duration'], 'baseline');
  lib.print(`  baseline (before): ${before.out.length} requests`);

  // The mixed load, and the database restart in the middle of it if asked.
  let restart: { start: number; end: number; code: number | null; output: string } | null = null;
  const loadStart = performance.now();
  const outage = o['restart-db'] || proxy !== null;
  const restartDone = proxy
    ? new Promise<void>((resolve) =>
        setTimeout(async () => {
          const start = performance.now() - loadStart;
          lib.print(`  ${(start / 1000).toFixed(1)} s: database proxy cut for ${o['cut-db']} s`);
          await proxy.cut();
          await new Promise((r) => setTimeout(r, o['cut-db'] * 1000));
          await proxy.open();
          restart = { start, end: performance.now() - loadStart, code: 0, output: 'proxy' };
          lib.print(`  ${(restart.end / 1000).toFixed(1)} s: database proxy open again`);
          resolve();
        }, o['restart-at'] * 1000),
      )
    : o['restart-db']
      ? new Promise<void>((resolve) =>
          setTimeout(() => {
            const start = performance.now() - loadStart;
            lib.print(`  ${(start / 1000).toFixed(1)} s: running ${o['restart-cmd']}`);
            const [cmd, ...args] = o['restart-cmd'].split(' ');
            const child = spawn(cmd as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
            let output = '';
            child.stdout.on('data', (d) => (output += d));
            child.stderr.on('data', (d) => (output += d));
            child.on('close', (code) => {
              restart = { start, end: performance.now() - loadStart, code, output: output.trim() };
              lib.print(`  ${(restart.end / 1000).toFixed(1)} s: restart command exited ${code}`);
              resolve();
            });
          }, o['restart-at'] * 1000),
        )
      : Promise.resolve();
  const loadAvgDuring = lib.loadNow();
  const mixed = await load(o.duration);
  await restartDone;
  const after = await load(o['baseline-duration'], 'baseline');
  const { child } = server as unknown as {
    child: { exitCode: number | null; signalCode: string | null };
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    lib.print(`FAIL: the server exited (${child.exitCode ?? child.signalCode}) during the load`);
    lib.print(server.output().slice(-4000));
    throw new Error('the server exited during the load');
  }
  const peakRss = lib.peakRssMiB(server.pid as number);

  // Report.
  const baseSamples = [...before.out, ...after.out];
  const baseline = summarise(baseSamples, before.seconds + after.seconds);
  const rows: (string | number)[][] = [];
  const perOp: Record<string, ReturnType<typeof summarise>> = { baseline };
  const row = (label: string, s: ReturnType<typeof summarise>) => [
    label,
    s.requests.toLocaleString('en'),
    s.rps.toFixed(1),
    ms(s.p50),
    ms(s.p90),
    ms(s.p99),
    ms(s.max),
    s.errors,
    Object.entries(s.statuses)
      .map(([k, v]) => `${k}×${v}`)
      .join(' '),
    label.startsWith('bare') ? '(baseline)' : `${(s.p50 / (baseline.p50 || 1)).toFixed(1)}×`,
  ];
  rows.push(row('bare Fastify route (before + after)', baseline));
  for (const [op] of ops) {
    const s = summarise(
      mixed.out.filter((x) => x.op === op),
      mixed.seconds,
    );
    perOp[op] = s;
    rows.push(row(op, s));
  }
  const all = summarise(mixed.out, mixed.seconds);
  perOp.all = all;
  rows.push(row('all calls', all));
  lib.print('');
  lib.print(
    lib.table(
      [
        'call',
        'requests',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'errors',
        'statuses',
        'p50 vs bare',
      ],
      rows,
    ),
  );
  lib.print(
    `Latencies of 2xx answers only; errors = non-2xx + network errors (status 0) + timeouts ` +
      `(status -1, ${o.timeout} ms). Server peak RSS ${peakRss.toFixed(0)} MiB. ` +
      `Load average during ${loadAvgDuring}.`,
  );

  // The restart timeline: answers per second of the mixed load.
  let restartVerdict: Record<string, unknown> | null = null;
  if (outage) {
    const r = restart as { start: number; end: number; code: number | null } | null;
    const seconds = Math.ceil(mixed.seconds);
    const timeline = Array.from({ length: seconds }, (_, s) => {
      const xs = mixed.out.filter((x) => Math.floor(x.t / 1000) === s);
      const count = (p: (st: number) => boolean) => xs.filter((x) => p(x.status)).length;
      const fails = xs.filter((x) => x.status === 503).map((x) => x.ms);
      fails.sort((a, b) => a - b);
      return {
        second: s,
        ok: count((st) => st >= 200 && st < 300),
        s503: count((st) => st === 503),
        other: count((st) => !(st >= 200 && st < 300) && st !== 503),
        p99_503: pct(fails, 0.99),
      };
    });
    lib.print('\nPer second (mixed load): 2xx, 503, other failures, p99 ms of the 503s');
    lib.print(
      lib.table(
        ['s', '2xx', '503', 'other', '503 p99 ms'],
        timeline
          .filter((x) => !r || (x.second >= r.start / 1000 - 3 && x.second <= r.end / 1000 + 10))
          .map((x) => [x.second, x.ok, x.s503, x.other, x.s503 ? ms(x.p99_503) : '–']),
      ),
    );
    const s503 = mixed.out.filter((x) => x.status === 503).map((x) => x.ms);
    s503.sort((a, b) => a - b);
    const others = mixed.out.filter(
      (x) => !(x.status >= 200 && x.status < 300) && x.status !== 503,
    );
    const lastFail = Math.max(
      0,
      ...mixed.out.filter((x) => !(x.status >= 200 && x.status < 300)).map((x) => x.t),
    );
    const okAfter = mixed.out.filter((x) => x.t > lastFail && x.status >= 200 && x.status < 300);
    restartVerdict = {
      restart: r,
      answers503: s503.length,
      p50_503: pct(s503, 0.5),
      p99_503: pct(s503, 0.99),
      otherFailures: others.length,
      otherStatuses: summarise(others, 1).statuses,
      recoveredAfterSeconds: r ? (lastFail - r.end) / 1000 : null,
      okAfterLastFailure: okAfter.length,
    };
    const pass =
      others.length === 0 &&
      pct(s503, 0.99) < 1000 &&
      okAfter.length > 0 &&
      lastFail < mixed.seconds * 1000 - 5000;
    lib.print(
      `\nDatabase outage: ${s503.length} answers 503 (p50 ${ms(pct(s503, 0.5))} ms, p99 ` +
        `${ms(pct(s503, 0.99))} ms), ${others.length} other failures, last failure at ` +
        `${(lastFail / 1000).toFixed(1)} s, then ${okAfter.length} successes to the end. ` +
        (pass
          ? 'PASS: failed fast with 503 and recovered without restarting Tableside'
          : 'FAIL (see the timeline)'),
    );
    restartVerdict.pass = pass;
    if (!pass) process.exitCode = 1;
  } else if (all.errors > 0) process.exitCode = 1;
  lib.print(`\nErrors in the mixed load: ${all.errors} (target 0).`);

  const file = lib.saveJson('mixed-load', {
    machine,
    options: o,
    notes,
    perOp,
    restart: restartVerdict,
    loadAtEnd: lib.loadNow(),
  });
  lib.print(`Load average at end ${lib.loadNow()}; raw figures in ${file}`);
  await lib.stopProcess(bare);
  await lib.stopProcess(server);
  servers.length = 0;
  lib.removeDir(dataDir);

  // Put the clients' reviews back as they were (their reply history keeps the bench's edits).
  if (o.restore) {
    for (const r of owned)
      await pool.query(
        `update reviews set status = $2, response = $3, response_approved = $4, approved_at = $5,
           approved_by = $6, updated_at = $7 where id = $1`,
        [
          r.id,
          r.status,
          r.response,
          r.response_approved,
          r.approved_at,
          r.approved_by,
          r.updated_at,
        ],
      );
    const h = await pool.query(
      `delete from reply_history where review_id = any($1) and created_at >= $2`,
      [owned.map((r) => r.id), runStart],
    );
    lib.print(`Restored ${owned.length} reviews; removed ${h.rowCount} reply-history rows.`);
  }
} finally {
  for (const s of servers) await lib.stopProcess(s);
  agent.destroy();
  await pool.end();
}
