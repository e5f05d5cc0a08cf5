/**
 * Liveness of a review import after a crash: a 60,000-row CSV import is started on a server
 * (API and workers in one process, over a scratch PostgreSQL database, so the progress can be
 * read while the import writes), the server is killed with SIGKILL at about 8,000 rows and
 * started again. Measures the time from the restart to the import moving again
 * and to its end, and counts rows lost or stored twice (both must be 0).
 *
 *   node --import tsx bench/kill-during-import.ts [--rows 60000] [--kill-at 8000]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Baseline in the same run, on the same server: the same import (other ids) without a crash.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  rows: 60_000,
  'kill-at': 8_000,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
}) as { rows: number; 'kill-at': number; 'pg-url': string };
const ROWS = Number(o.rows);
type Import = { id: string; status: string; processed_rows: number; imported: number };

function csvOf(mark: string): string {
  const lines = ['date,rating,review,author,id'];
  for (let i = 0; i < ROWS; i += 1) {
    const day = `2019-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    lines.push(
      `${day},${1 + (i % 5)},Review ${mark} ${i} of the bench,Guest ${i % 97},${mark}-${i}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: string | object,
) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': path.includes('file_name') ? 'text/csv' : 'application/json',
    },
    body: typeof body === 'object' ? JSON.stringify(body) : body,
  });
  const json = (await res.json().catch(() => null)) as { data?: T } | null;
  if (res.status !== 200 || !json?.data)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Uploads and starts an import; answers its id and when it was started. */
async function begin(port: number, token: string, mark: string, location: string) {
  const up = await api<Import & { guess: object }>(
    port,
    token,
    'POST',
    `/v1/review-import?file_name=${mark}.csv`,
    csvOf(mark),
  );
  const started = performance.now();
  await api(port, token, 'PUT', `/v1/review-import/${up.id}/start`, {
    ...up.guess,
    location_id: location,
  });
  return { id: up.id, started };
}

const progressOf = (port: number, token: string, id: string) =>
  api<Import>(port, token, 'GET', `/v1/review-import/${id}`).catch(() => null);

lib.printMachine(lib.machineInfo());
const dataDir = lib.tempDir('import-kill');
const dbName = `tableside_bench_import_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: `${o['pg-url']}/postgres` });
await admin.connect();
await admin.query(`create database ${dbName}`);
// The demo seed gives the Admin and locations the import needs.
const env = { DATABASE_URL: `${o['pg-url']}/${dbName}`, DEMO_MODE: 'true' };
const port = await lib.freePort(3440);
// A generous start-up bound: a fresh data directory is migrated and seeded first.
let server = await lib.startServer({ port, dataDir, env, timeoutMs: 600_000 });
let { access_token: token } = await lib.login(port);
const location = (await api<{ id: string }[]>(port, token, 'GET', '/v1/location')).find((l) =>
  /^[0-9a-f-]{36}$/.test(l.id),
);
if (!location) throw new Error('no location');

// 1. Baseline: the same import, no crash.
const base = await begin(port, token, 'base', location.id);
for (;;) {
  const p = await progressOf(port, token, base.id);
  if (p?.status === 'done') break;
  await sleep(250);
}
const baseline = seconds(base.started);
lib.print(`baseline: ${ROWS} rows imported in ${baseline.toFixed(1)} s`);

// 2. The same import killed at about kill-at rows, then the server started again.
const crash = await begin(port, token, 'crash', location.id);
let atKill = 0;
for (;;) {
  const p = await progressOf(port, token, crash.id);
  if ((p?.processed_rows ?? 0) >= o['kill-at']) {
    atKill = p?.processed_rows ?? 0;
    break;
  }
  await sleep(50);
}
process.kill(-(server.child.pid as number), 'SIGKILL');
await new Promise((r) => server.child.once('exit', r));
const beforeKill = seconds(crash.started);
lib.print(`SIGKILL at ${atKill} rows counted (${beforeKill.toFixed(1)} s after start)`);
const restart = performance.now();
server = await lib.startServer({ port, dataDir, env, timeoutMs: 600_000 });
const ready = seconds(restart);
({ access_token: token } = await lib.login(port));
const stuck = await progressOf(port, token, crash.id);
let resumed = 0;
for (;;) {
  const p = await progressOf(port, token, crash.id);
  if (!resumed && p && p.processed_rows > (stuck?.processed_rows ?? atKill))
    resumed = seconds(restart);
  if (p?.status === 'done') break;
  if (seconds(restart) > 1800) throw new Error('not done 30 minutes after the restart');
  await sleep(250);
}
const done = seconds(restart);
const finished = await progressOf(port, token, crash.id);
await lib.stopProcess(server);

// 3. Every row exactly once: counted in the database itself.
const counter = new pg.Client({ connectionString: env.DATABASE_URL });
await counter.connect();
const { rows } = await counter.query(
  `select count(*)::int as n, count(distinct external_id)::int as ids
     from reviews where external_id like 'crash-%'`,
);
await counter.end();
await admin.query(`drop database ${dbName} with (force)`);
await admin.end();
lib.removeDir(dataDir);
const stored = Number(rows[0]?.n);
const distinct = Number(rows[0]?.ids);
const figures = {
  rows: ROWS,
  killedAt: atKill,
  serverReadyS: ready,
  restartToResumedS: resumed,
  restartToDoneS: done,
  crashRunTotalS: beforeKill + done,
  baselineS: baseline,
  importedCounter: finished?.imported,
  stored,
  lost: ROWS - distinct,
  doubled: stored - distinct,
};
lib.saveJson('kill-during-import', figures);
lib.print(
  lib.table(
    [
      'rows',
      'killed at',
      'restart → ready',
      'restart → resumed',
      'restart → done',
      'crash run total',
      'baseline (no crash)',
      'ratio',
      'lost',
      'doubled',
    ],
    [
      [
        ROWS,
        atKill,
        `${ready.toFixed(1)} s`,
        `${resumed.toFixed(1)} s`,
        `${done.toFixed(1)} s`,
        `${(beforeKill + done).toFixed(1)} s`,
        `${baseline.toFixed(1)} s`,
        lib.ratio(beforeKill + done, baseline),
        figures.lost,
        figures.doubled,
      ],
    ],
  ),
);
lib.print(`load average at the end: ${lib.loadNow()}`);
const ok = figures.lost === 0 && figures.doubled === 0 && resumed > 0 && resumed < 120;
lib.print(ok ? 'PASS: resumed within 2 minutes, every row exactly once' : 'FAIL');
process.exit(ok ? 0 : 1);
