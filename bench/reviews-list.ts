/**
 * The reviews list on a large PostgreSQL database, against a bare Fastify route in the same run.
 *
 *   node --import tsx bench/reviews-list.ts [--db tableside_bench] [--duration 15]
 *        [--connections 20] [--warmup 3] [--breakdown] [--keep] [--sql "create index …"]
 *        [--before label=../checkout,label2=../other] [--port 3470]
 *
 * Uses the database `--db` if it exists, else makes it with bench/generate-reviews.ts
 * (`--reviews`, default 1,000,000). Starts the server on it (PROCESS_ROLE=api), signs in as
 * admin@tableside.demo and runs autocannon (`--connections`, `--duration` s each, after a
 * discarded `--warmup` s, and one warm-up pass over all list scenarios first) against:
 *   (a) one location, last 30 days     (b) all locations, last 30 days
 *   (c) all, 1–2 stars, last 90 days   (d) one location, no filter, offset 500 limit 50
 *   (d1) (d) on its first page          (e) (d)'s page reached by cursor (keyset paging)
 *   (o) all locations, the Overdue view (the work inbox's), no other filter
 * and a bare Fastify server in its own process answering the same 50 reviews as (a), before
 * and after them; and, for reference, the server's own `GET /healthz` (no auth, no database).
 * CPU time per request of the server and of its PostgreSQL backends comes from /proc.
 * `--breakdown` adds `GET /v1/auth/roles` (authentication + one small query) and (b) with
 * `limit=1`, to show where a list request's time goes. Then EXPLAIN (ANALYZE, BUFFERS) of the
 * list query of each scenario, captured from the service's own query builder. `--sql` runs
 * statements on the database first (to try an index; they stay with `--keep`). The database is
 * dropped at the end unless `--keep`.
 *
 * `--before` starts the server of each other checkout (with its own `node_modules`) on the same
 * database and measures every list scenario against each in turn, right after this checkout's;
 * their list statements are captured from their own query builders (a child process in each
 * checkout) for EXPLAIN, and their pages are compared with this checkout's.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  GENERATE_DEFAULTS,
  RESTAURANT,
  databaseExists,
  dbUrl,
  dropDatabase,
  generate,
} from './generate-reviews.ts';
import { captureListStatements } from './list-capture.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  db: GENERATE_DEFAULTS.db,
  'pg-url': GENERATE_DEFAULTS.pgUrl,
  reviews: GENERATE_DEFAULTS.reviews,
  duration: 15,
  connections: 20,
  warmup: 3,
  keep: false,
  sql: '',
  location: 'Plateau',
  'target-p99': 50,
  breakdown: false,
  before: '',
  port: 3470,
  rounds: 1,
  only: '',
}) as {
  db: string;
  'pg-url': string;
  reviews: number;
  duration: number;
  connections: number;
  warmup: number;
  keep: boolean;
  sql: string;
  location: string;
  'target-p99': number;
  breakdown: boolean;
  before: string;
  port: number;
  rounds: number;
  only: string;
};

type Cannon = {
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number; max: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Run = {
  key: string;
  label: string;
  load: string;
  r: Cannon;
  cpu: CpuPerRequest;
  round: number;
};
type CpuPerRequest = { server: number; postgres: number; autocannon: number };
type Scenario = { key: string; label: string; path: string; check?: (r: Review[]) => string };
type Review = {
  location_id: string;
  rating: number;
  review_date: string;
  response_due?: { state: string } | null;
};

const machine = lib.machineInfo();
lib.printMachine(machine);
const t0 = performance.now();
const url = dbUrl(o['pg-url'], o.db);

// 1. The database.
if (await databaseExists(o['pg-url'], o.db)) {
  lib.print(`Using the existing database ${o.db}`);
} else {
  lib.print(`No database ${o.db}: generating ${o.reviews.toLocaleString('en')} reviews`);
  await generate({ ...GENERATE_DEFAULTS, db: o.db, reviews: o.reviews, pgUrl: o['pg-url'] });
}
const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'bench' });

// CPU time of processes, from /proc/<pid>/stat (utime + stime, all threads), in ms; a process
// gone (a pool connection closed) is left out.
const tick = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100);
const cpuOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * tick;
  } catch {
    return null;
  }
};
const cpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuOf(pid) ?? 0), 0);
/** CPU ms used since `before` (each pid's reading) by the processes still there. */
const cpuSince = (before: Map<number, number | null>) =>
  [...before].reduce((sum, [pid, t0]) => {
    const t = cpuOf(pid);
    return t === null || t0 === null ? sum : sum + t - t0;
  }, 0);
/**
 * The PostgreSQL backends of one server (its `PGAPPNAME`, `bench-server-<n>`), or of the
 * Fastify + pg baseline (`bench-baseline`); never this script's own connections.
 */
const backends = async (applicationName: string) =>
  (
    await pool.query(
      `select pid from pg_stat_activity where datname = $1 and application_name = $2`,
      [o.db, applicationName],
    )
  ).rows.map((row) => row.pid as number);
const servers: { child: unknown }[] = [];
try {
  if (o.sql) {
    lib.print(`Running --sql: ${o.sql}`);
    const t = performance.now();
    await pool.query(o.sql);
    await pool.query('analyze reviews');
    lib.print(`  done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const facts = await pool.query(
    `select r.id as restaurant_id, r.timezone, l.id as location_id,
       (select count(*)::int from reviews v where v.restaurant_id = r.id) as restaurant_reviews,
       (select count(*)::int from reviews v where v.location_id = l.id) as location_reviews,
       (select count(*)::int from locations x where x.restaurant_id = r.id) as locations,
       (select count(*)::int from reviews) as all_reviews
     from restaurants r join locations l on l.restaurant_id = r.id
     where r.name = $1 and l.name = $2`,
    [RESTAURANT, o.location],
  );
  const f = facts.rows[0] as {
    restaurant_id: string;
    timezone: string;
    location_id: string;
    restaurant_reviews: number;
    location_reviews: number;
    locations: number;
    all_reviews: number;
  };
  if (!f) throw new Error(`${RESTAURANT} / ${o.location} not found in ${o.db}`);
  const indexes = await pool.query(
    `select indexdef from pg_indexes where tablename = 'reviews' order by indexname`,
  );
  lib.print(
    `${o.db}: ${f.all_reviews.toLocaleString('en')} reviews; ${RESTAURANT} ` +
      `${f.restaurant_reviews.toLocaleString('en')} over ${f.locations} locations; ` +
      `${o.location} ${f.location_reviews.toLocaleString('en')}; time zone ${f.timezone}`,
  );
  for (const row of indexes.rows) lib.print(`  ${row.indexdef}`);

  // 2. The scenarios: days in the restaurant's time zone, as the dashboard sends them.
  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: f.timezone }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    );
  const today = day(0);
  const last30 = `startDate=${day(29)}&endDate=${today}`;
  const last90 = `startDate=${day(89)}&endDate=${today}`;
  const since = (n: number) => Date.now() - (n + 2) * 86_400_000; // a day of slack for the zone
  const inLast = (n: number) => (r: Review[]) =>
    r.every((x) => Date.parse(x.review_date) >= since(n)) ? '' : `a review older than ${n} days`;
  const atLocation = (r: Review[]) =>
    r.every((x) => x.location_id === f.location_id) ? '' : 'a review of another location';
  const scenarios: Scenario[] = [
    {
      key: 'a',
      label: `(a) one location, last 30 days`,
      path: `/v1/location/${f.location_id}/review?${last30}`,
      check: (r) => inLast(30)(r) || atLocation(r),
    },
    {
      key: 'b',
      label: '(b) all locations, last 30 days',
      path: `/v1/location/all/review?${last30}`,
      check: inLast(30),
    },
    {
      key: 'c',
      label: '(c) all, 1–2 stars, last 90 days',
      path: `/v1/location/all/review?${last90}&rating=1,2`,
      check: (r) =>
        inLast(90)(r) || (r.every((x) => x.rating <= 2) ? '' : 'a review rated above 2'),
    },
    {
      key: 'd',
      label: '(d) one location, no filter, offset 500',
      path: `/v1/location/${f.location_id}/review?offset=500&limit=50`,
      check: atLocation,
    },
    {
      key: 'p',
      label: '(d1) one location, no filter, first page',
      path: `/v1/location/${f.location_id}/review?limit=50`,
      check: atLocation,
    },
    {
      key: 'o',
      label: '(o) all locations, Overdue view',
      path: `/v1/location/all/review?view=overdue&limit=50`,
      check: (r) =>
        r.every((x) => x.response_due?.state === 'overdue') ? '' : 'a review not overdue',
    },
  ];

  // 3. The real servers (this checkout's, then each `--before` checkout's), and one answer of
  // each scenario checked on each.
  const dataDir = lib.tempDir('reviews');
  const others = o.before
    ? o.before.split(',').map((pair) => {
        const [label, dir] = pair.includes('=')
          ? (pair.split('=') as [string, string])
          : [pair, pair];
        return { label, root: resolve(dir) };
      })
    : [];
  const env = {
    DATABASE_URL: url,
    PROCESS_ROLE: 'api',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    // At a high load average the overload guard would answer 503 to the slowest pages.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  type Target = {
    label: string;
    root: string;
    app: string;
    port: number;
    pid: number;
    token: string;
  };
  const targets: Target[] = [];
  for (const t of [{ label: 'this checkout', root: process.cwd() }, ...others]) {
    const port = await lib.freePort(o.port + targets.length * 5);
    // Each server's backends by name, for their CPU time (pg reads PGAPPNAME).
    const app = `bench-server-${targets.length}`;
    const server =
      t.root === process.cwd()
        ? await lib.startServer({ port, dataDir, env: { ...env, PGAPPNAME: app } })
        : await lib.startProcess({
            cmd: process.execPath,
            args: ['--import', 'tsx', `${t.root}/${lib.SERVER_ENTRY}`],
            env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env, PGAPPNAME: app },
            port,
            readyPath: '/readyz',
          });
    servers.push(server);
    const { access_token: token } = await lib.login(port);
    targets.push({ ...t, app, port, pid: server.pid as number, token });
  }
  const [main] = targets as [Target, ...Target[]];
  const { port } = main;
  const headers = { authorization: `Bearer ${main.token}` };
  // (e): the page (d) asks for, reached by the cursor the inbox's scrolling would hold there.
  const deep = await fetch(
    `http://127.0.0.1:${port}/v1/location/${f.location_id}/review?limit=500`,
    {
      headers,
    },
  );
  const { next_cursor: cursor } = (await deep.json()) as { next_cursor: string | null };
  if (!cursor) throw new Error('no cursor after 500 reviews of the location');
  scenarios.push({
    key: 'e',
    label: '(e) one location, no filter, cursor 500 deep',
    path: `/v1/location/${f.location_id}/review?limit=50&cursor=${encodeURIComponent(cursor)}`,
    check: atLocation,
  });
  const bodies = new Map<string, string>();
  const pageIds = (text: string) =>
    (JSON.parse(text) as { data: { id: string }[] }).data.map((x) => x.id).join();
  for (const t of targets) {
    for (const s of scenarios) {
      const res = await fetch(`http://127.0.0.1:${t.port}${s.path}`, {
        headers: { authorization: `Bearer ${t.token}` },
      });
      const text = await res.text();
      const data = (JSON.parse(text) as { data?: Review[] }).data;
      if (res.status !== 200 || !Array.isArray(data))
        throw new Error(`${t.label} ${s.path}: ${res.status}`);
      const dates = data.map((x) => Date.parse(x.review_date));
      const problem =
        (data.length === 50 ? '' : `${data.length} reviews, not 50`) ||
        (dates.every((d, i) => i === 0 || (dates[i - 1] as number) >= d)
          ? ''
          : 'not newest first') ||
        s.check?.(data);
      if (problem) throw new Error(`${t.label}, ${s.label}: ${problem}`);
      if (t === main) bodies.set(s.key, text);
      else if (pageIds(text) !== pageIds(bodies.get(s.key) ?? ''))
        lib.print(`  ${t.label}, ${s.label}: not the same reviews as this checkout's page`);
    }
  }
  const ids = (key: string) =>
    (JSON.parse(bodies.get(key) ?? '{}') as { data: { id: string }[] }).data.map((x) => x.id);
  if (ids('e').join() !== ids('d').join()) throw new Error('(e) is not the page (d) answers');
  bodies.set('healthz', await (await fetch(`http://127.0.0.1:${port}/healthz`)).text());
  lib.print(`Each scenario answers 50 reviews that match its filters.`);

  // 4. The bare Fastify route, in its own process like the server, answering (a)'s body.
  const bare = await lib.startBareListRoute({
    dir: dataDir,
    body: bodies.get('a') as string,
    from: port + 20,
  });
  const barePort = bare.port;
  servers.push(bare);
  const bareRes = await fetch(`http://127.0.0.1:${barePort}/v1/location/all/review`);
  bodies.set('bare', await bareRes.text());

  // 5. The plans: each checkout's own list statement, captured from its query builder (before
  // the load, so the PostgreSQL baseline below can run exactly this checkout's statement).
  const claims = JSON.parse(Buffer.from(main.token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  type Plan = { key: string; label: string; sql: string; params: unknown[]; plan: string[] };
  const plans: (Plan & { statements: string[]; checkout: string })[] = [];
  for (const t of targets) {
    const captured = captureListStatements(t.root, {
      url,
      ...claims,
      scenarios: scenarios.map(({ key, path }) => ({ key, path })),
    });
    for (const c of captured) {
      let plan: string[] = [];
      for (let i = 0; i < 3; i++) {
        // the third run, with warm caches
        const res = await pool.query(`explain (analyze, buffers) ${c.query}`, c.params);
        plan = res.rows.map((row) => row['QUERY PLAN'] as string);
      }
      const label = scenarios.find((s) => s.key === c.key)?.label ?? c.key;
      plans.push({
        key: c.key,
        label: t === main ? label : `${label} [${t.label}]`,
        checkout: t.label,
        sql: c.query,
        params: c.params,
        plan,
        statements: c.statements,
      });
    }
  }

  // The real limit of this stack: Fastify + pg in their own process running exactly each list
  // statement with the same parameters, answering its JSON in the same envelope.
  const pgRoute = await lib.startPgListRoute({
    dir: dataDir,
    url,
    statements: Object.fromEntries(
      plans
        .filter((p) => p.checkout === main.label)
        .map((p) => [p.key, { text: p.sql, values: p.params }]),
    ),
    from: barePort + 1,
  });
  servers.push(pgRoute);

  // 6. Load.
  const cannon = async (target: string, h: Record<string, string>, seconds: number) =>
    (await autocannon({
      url: target,
      connections: o.connections,
      duration: seconds,
      headers: h,
    })) as unknown as Cannon;
  const runs: Run[] = [];
  let round = 1;
  const measure = async (
    key: string,
    label: string,
    target: string,
    h: Record<string, string>,
    serverPid: number,
    app = main.app,
  ) => {
    if (o.warmup > 0) await cannon(target, h, o.warmup);
    // The pool is full after the warm-up.
    const pgPids = key === 'bare' ? [] : await backends(app);
    const load = lib.loadNow();
    const [server0, self0] = [cpuMs([serverPid]), process.cpuUsage()];
    const pg0 = new Map(pgPids.map((pid) => [pid, cpuOf(pid)]));
    const r = await cannon(target, h, o.duration);
    const self = process.cpuUsage(self0);
    const n = Math.max(r.requests.total, 1);
    const cpu = {
      server: (cpuMs([serverPid]) - server0) / n,
      postgres: cpuSince(pg0) / n,
      autocannon: (self.user + self.system) / 1000 / n,
    };
    runs.push({ key, label, load, r, cpu, round });
    lib.print(
      `  ${label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, ` +
        `p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}, ` +
        `CPU ms/request server ${cpu.server.toFixed(2)} + PostgreSQL ${cpu.postgres.toFixed(2)}`,
    );
  };
  const bareUrl = `http://127.0.0.1:${barePort}/v1/location/all/review`;
  lib.print(
    `autocannon: ${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s each`,
  );
  const serverPid = main.pid;
  // JIT and connection pool: one warm-up pass over every list scenario before measuring any.
  for (const t of targets)
    for (const s of scenarios)
      if (o.warmup > 0)
        await cannon(
          `http://127.0.0.1:${t.port}${s.path}`,
          { authorization: `Bearer ${t.token}` },
          o.warmup,
        );
  await measure('bare', 'bare Fastify route (before)', bareUrl, {}, bare.pid as number);
  await measure(
    'healthz',
    'ref: this server, `GET /healthz`',
    `http://127.0.0.1:${port}/healthz`,
    {},
    serverPid,
  );
  if (o.breakdown) {
    // Where a list request's cost goes: authentication alone, then the list with one row.
    const roles = `http://127.0.0.1:${port}/v1/auth/roles`;
    await measure(
      'roles',
      'ref: `GET /v1/auth/roles` (auth + 1 small query)',
      roles,
      headers,
      serverPid,
    );
    const one = `http://127.0.0.1:${port}${scenarios[1]?.path}&limit=1`;
    for (const [key, u] of [
      ['roles', roles],
      ['one', one],
    ] as const)
      bodies.set(key, await (await fetch(u, { headers })).text());
    await measure('one', 'ref: (b) with `limit=1`', one, headers, serverPid);
  }
  // `--rounds N` measures each scenario N times (`--only a,b` limits which), the baseline first
  // in odd rounds and last in even ones, so a ratio does not hang on the machine's state in one
  // slot.
  const measured = o.only ? scenarios.filter((s) => o.only.split(',').includes(s.key)) : scenarios;
  for (; round <= o.rounds; round++)
    for (const s of measured) {
      const baseline = () =>
        measure(
          `pg-${s.key}`,
          `baseline: Fastify + pg, ${s.label.split(' ')[0]}'s statement`,
          `http://127.0.0.1:${pgRoute.port}/list/${s.key}`,
          {},
          pgRoute.pid as number,
          'bench-baseline',
        );
      if (round % 2 === 1) await baseline();
      // Each checkout's server in turn on the same scenario, so they share one load; who goes
      // first rotates from one scenario to the next.
      const i = scenarios.indexOf(s);
      for (const t of targets.map((_, j) => targets[(i + j) % targets.length] as Target))
        await measure(
          t === main ? s.key : `${s.key}@${t.label}`,
          t === main ? s.label : `${s.label} [${t.label}]`,
          `http://127.0.0.1:${t.port}${s.path}`,
          { authorization: `Bearer ${t.token}` },
          t.pid,
          t.app,
        );
      if (round % 2 === 0) await baseline();
    }
  round = o.rounds;
  await measure('bare', 'bare Fastify route (after)', bareUrl, {}, bare.pid as number);
  const peakRss = lib.peakRssMiB(main.pid);
  for (const s of [...servers].reverse()) await lib.stopProcess(s);
  servers.length = 0;
  lib.removeDir(dataDir);
  // 7. Report.
  const bares = runs.filter((x) => x.key === 'bare');
  const bareRps = bares.reduce((a, x) => a + x.r.requests.average, 0) / bares.length;
  const baseKey = (key: string) => key.split('@')[0] as string;
  const isList = (key: string) => scenarios.some((s) => s.key === baseKey(key));
  const pgRps = (key: string, inRound: number) =>
    runs.find((x) => x.key === `pg-${key}` && x.round === inRound)?.r.requests.average ??
    Number.NaN;
  const bytes = (key: string) => Buffer.byteLength(bodies.get(key) ?? '').toLocaleString('en');
  const target = o['target-p99'];
  const rows = runs.map(({ key, label, load, r, cpu, round: inRound }) => [
    o.rounds > 1 && key !== 'bare' && key !== 'healthz' ? `${label}, round ${inRound}` : label,
    Math.round(r.requests.average).toLocaleString('en'),
    r.latency.p50,
    r.latency.p97_5,
    r.latency.p99,
    r.latency.max,
    `${r.errors + r.timeouts} / ${r.non2xx}`,
    bytes(key),
    key === 'bare' ? '(baseline)' : lib.ratio(r.requests.average, bareRps),
    isList(key)
      ? lib.ratio(r.requests.average, pgRps(baseKey(key), inRound))
      : key.startsWith('pg-')
        ? '(baseline)'
        : '–',
    isList(key) ? (r.latency.p99 <= target && r.non2xx === 0 ? 'PASS' : 'FAIL') : '–',
    cpu.server.toFixed(2),
    key === 'bare' || key === 'healthz' ? '–' : cpu.postgres.toFixed(2),
    load.split(' ')[0],
  ]);
  lib.print('');
  lib.print(
    lib.table(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p97.5 ms',
        'p99 ms',
        'max ms',
        'errors / non-2xx',
        'body bytes',
        'req/s vs bare',
        'req/s vs Fastify + pg',
        `p99 ≤ ${target} ms`,
        'server CPU ms/req',
        'PG CPU ms/req',
        'load 1m',
      ],
      rows,
    ),
  );
  if (o.rounds > 1)
    for (const s of measured) {
      const ratios = runs
        .filter((x) => x.key === s.key)
        .map((x) => x.r.requests.average / pgRps(s.key, x.round));
      lib.print(
        `${s.label} vs Fastify + pg over ${ratios.length} rounds: median ` +
          `${lib.median(ratios).toFixed(3)}×, each ${ratios.map((x) => x.toFixed(3)).join(', ')}`,
      );
    }
  lib.print(
    `Bare route: mean of ${bares.length} runs ${Math.round(bareRps).toLocaleString('en')} req/s. ` +
      `Server peak RSS ${peakRss.toFixed(0)} MiB.`,
  );
  for (const p of plans) {
    lib.print(`\n${p.label} — params ${JSON.stringify(p.params)}`);
    lib.print(`  ${p.statements.length} statements per request, from: ${p.statements.join(', ')}`);
    lib.print(p.plan.map((l) => `    ${l}`).join('\n'));
  }
  lib.print(`\nThe list query of (a):\n    ${plans[0]?.sql.replace(/\s*\n\s*/g, ' ')}`);
  const file = lib.saveJson('reviews-list', {
    machine,
    options: o,
    database: f,
    indexes: indexes.rows.map((row) => row.indexdef),
    runs,
    bareRps,
    plans,
    loadAtEnd: lib.loadNow(),
  });
  const failed = runs.some((x) => isList(x.key) && (x.r.latency.p99 > target || x.r.non2xx));
  process.exitCode = failed ? 1 : 0;
  lib.print(
    `\nTarget p99 ≤ ${target} ms at ${o.connections} connections: ` +
      (failed ? 'FAIL (see the table)' : 'PASS (every scenario)'),
  );
  lib.print(
    `Load average at end ${lib.loadNow()}; ${((performance.now() - t0) / 1000).toFixed(0)} s ` +
      `in all; raw figures in ${file}`,
  );
} finally {
  for (const s of servers) await lib.stopProcess(s);
  await pool.end();
  if (o.keep) lib.print(`Kept the database ${o.db} (--keep).`);
  else {
    await dropDatabase(o['pg-url'], o.db);
    lib.print(`Dropped the database ${o.db}.`);
  }
}
