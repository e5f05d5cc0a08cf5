// Server start-up time: spawn -> GET /readyz answers 200, on a fresh and on an existing DATA_DIR,
// plus one fresh + one existing start on a scratch PostgreSQL database.
// Baseline (same run): a bare node:http server, spawn -> first 200.
// --built also starts the compiled server (`npm run build` first) on the existing DATA_DIR,
// alternating with the tsx start, so the production start is measured against it in one run.
//   node bench/startup.mjs [--runs 5] [--no-pg] [--built] [--pg-url postgres://postgres@127.0.0.1:5432]
import { spawnSync } from 'node:child_process';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({
  runs: 5,
  pg: true,
  built: false,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});
const TARGET_S = 10;
const machine = lib.machineInfo();
lib.printMachine(machine);

const serverLine = (out) => /ready in ([\d.]+)s/.exec(out)?.[1];

async function measureServer(dataDir, env = {}, built = false) {
  const port = await lib.freePort();
  const srv = await lib.startServer({ port, dataDir, env, built });
  const rss = lib.peakRssMiB(srv.pid); // just before stopping it
  const reported = serverLine(srv.output());
  await lib.stopProcess(srv);
  return { ms: srv.readyMs, rss, reported: reported ? Number(reported) : null };
}

async function measureBaseline() {
  const port = await lib.freePort();
  const p = await lib.startProcess({
    cmd: process.execPath,
    args: ['-e', "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)"],
    port,
    readyPath: '/',
  });
  const rss = lib.peakRssMiB(p.pid);
  await lib.stopProcess(p);
  return { ms: p.readyMs, rss, reported: null };
}

const results = {
  baseline: [],
  fresh: [],
  existing: [],
  builtExisting: [],
  pgFresh: [],
  pgExisting: [],
};

for (let i = 0; i < opts.runs; i++) {
  results.baseline.push(await measureBaseline());
  const dir = lib.tempDir('startup');
  try {
    results.fresh.push(await measureServer(dir));
    results.existing.push(await measureServer(dir));
    if (opts.built) results.builtExisting.push(await measureServer(dir, {}, true));
  } finally {
    lib.removeDir(dir);
  }
  const [f, e] = [results.fresh.at(-1), results.existing.at(-1)];
  lib.print(
    `run ${i + 1}/${opts.runs}: fresh ${(f.ms / 1000).toFixed(2)} s, existing ${(e.ms / 1000).toFixed(2)} s`,
  );
}

if (opts.pg) {
  const db = `tableside_bench_${process.pid}_${Date.now()}`;
  const psql = (sql) => {
    const r = spawnSync(
      'psql',
      ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-v', 'ON_ERROR_STOP=1', '-c', sql],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`psql failed: ${r.stderr || r.error}`);
  };
  psql(`create database ${db}`);
  const dir = lib.tempDir('startup-pg'); // still holds the generated secrets
  try {
    const env = { DATABASE_URL: `${opts['pg-url']}/${db}` };
    results.pgFresh.push(await measureServer(dir, env));
    results.pgExisting.push(await measureServer(dir, env));
    lib.print(
      `postgres: fresh ${(results.pgFresh[0].ms / 1000).toFixed(2)} s, existing ${(results.pgExisting[0].ms / 1000).toFixed(2)} s`,
    );
  } finally {
    lib.removeDir(dir);
    psql(`drop database if exists ${db} with (force)`);
  }
}

const base = lib.median(results.baseline.map((r) => r.ms));
const s = (ms) => (ms / 1000).toFixed(2);
const rows = [
  ['bare node:http (baseline)', results.baseline],
  ['PGlite, fresh DATA_DIR (migrations + demo seed)', results.fresh],
  ['PGlite, existing DATA_DIR', results.existing],
  ['PGlite, existing DATA_DIR, built server (node dist/main.js)', results.builtExisting],
  ['PostgreSQL, fresh database (migrations, no demo seed)', results.pgFresh],
  ['PostgreSQL, existing database', results.pgExisting],
]
  .filter(([, rs]) => rs.length)
  .map(([name, rs]) => {
    const t = lib.stats(rs.map((r) => r.ms));
    const reported = rs.map((r) => r.reported).filter((x) => x !== null);
    return [
      name,
      rs.length,
      s(t.median),
      s(t.min),
      s(t.max),
      lib.ratio(t.median, base),
      reported.length ? lib.median(reported).toFixed(1) : '–',
      lib.median(rs.map((r) => r.rss)).toFixed(0),
    ];
  });
lib.print();
lib.print(
  lib.table(
    [
      'scenario',
      'runs',
      'median s',
      'min s',
      'max s',
      'median vs baseline',
      'server "ready in" s (median)',
      'peak RSS MiB (median)',
    ],
    rows,
  ),
);
const ex = lib.stats(results.existing.map((r) => r.ms));
lib.print(
  `\nTarget: ready in ≤ ${TARGET_S} s on an existing DATA_DIR — median ${s(ex.median)} s, max ${s(ex.max)} s: ` +
    (ex.max <= TARGET_S * 1000
      ? 'PASS'
      : ex.median <= TARGET_S * 1000
        ? 'PASS on median, FAIL on max'
        : 'FAIL'),
);
lib.print(`load avg at end: ${lib.loadNow()}`);
lib.print(`raw results: ${lib.saveJson('startup', { machine, opts, results })}`);
