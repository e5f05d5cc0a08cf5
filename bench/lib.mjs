// Shared helpers for the benchmark scripts in bench/. Plain Node ESM, node: builtins only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = 'apps/server/src/main.ts';
export const BUILT_SERVER_ENTRY = 'apps/server/dist/main.js';
export const DEMO_LOGIN = { username: 'admin@tableside.demo', password: 'tableside-demo' };

/** Parses --name value flags; `spec` maps name -> default (numbers are coerced back). */
export function cliOptions(spec) {
  const options = {};
  for (const [name, def] of Object.entries(spec)) {
    options[name] = { type: typeof def === 'boolean' ? 'boolean' : 'string' };
  }
  const { values } = parseArgs({ options, allowNegative: true });
  const out = {};
  for (const [name, def] of Object.entries(spec)) {
    const v = values[name];
    out[name] = v === undefined ? def : typeof def === 'number' ? Number(v) : v;
  }
  return out;
}

// ---------- machine ----------

export function machineInfo() {
  const run = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  const memLine =
    run('free', ['-h'])
      .split('\n')
      .find((l) => l.startsWith('Mem:')) ?? '';
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1] ?? 'unknown';
  return {
    date: new Date().toISOString(),
    nproc: run('nproc', []),
    memTotal: memLine.split(/\s+/)[1] ?? 'unknown',
    cpuModel: model,
    node: process.version,
    loadavg: loadNow(),
  };
}

export function printMachine(m) {
  print(
    `Machine: nproc=${m.nproc}, RAM ${m.memTotal}, CPU "${m.cpuModel}", node ${m.node}, ` +
      `load avg at start ${m.loadavg}, date ${m.date}`,
  );
}

// ---------- stats / output ----------

/** Writes lines to stdout (the lint config allows console.warn/error only). */
export const print = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
export const ratio = (a, b) => {
  if (!b) return 'n/a';
  const r = a / b;
  return `${r >= 1 ? r.toFixed(2) : r.toPrecision(3)}×`;
};
export const loadNow = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Saves raw results to bench/.out/<name>-<timestamp>.json (git-ignored). */
export function saveJson(name, data) {
  const dir = join(ROOT, 'bench', '.out');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

// ---------- temp dirs / ports ----------

const tempDirs = new Set(); // removed on exit too, if a run is interrupted
export function tempDir(label = 'data') {
  const dir = mkdtempSync(join(tmpdir(), `tableside-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}
export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function portFree(port) {
  return new Promise((res) => {
    const srv = createServer()
      .once('error', () => res(false))
      .listen(port, '0.0.0.0', () => srv.close(() => res(true)));
  });
}

// BENCH_PORTS=5600-5699 moves every script to another range (several people on one machine).
const [PORT_LO, PORT_HI] = (process.env.BENCH_PORTS ?? '3400-3499').split('-').map(Number);

/** First free port from `from` in the benchmarks' range (3400–3499 unless BENCH_PORTS). */
export async function freePort(from = 3400) {
  // `from` is a port of 3400–3499 (or one already in the range, e.g. the last port + 1).
  // A narrower BENCH_PORTS range wraps the offset so every script still finds a port in it.
  const start =
    from >= PORT_LO && from <= PORT_HI
      ? from
      : PORT_LO + (Math.max(0, from - 3400) % (PORT_HI - PORT_LO + 1));
  for (let p = start; p <= PORT_HI; p++) if (await portFree(p)) return p;
  throw new Error(`no free port in ${PORT_LO}–${PORT_HI}`);
}

// ---------- processes ----------

const live = new Set();

/** SIGKILL to the process group we started, only while it still has members (no PID reuse). */
function killGroup(pgid) {
  const members = readdirSync('/proc').filter((p) => {
    if (!/^\d+$/.test(p)) return false;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2] === String(pgid);
    } catch {
      return false;
    }
  });
  if (!members.length) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}
function killAll() {
  for (const child of live) killGroup(child.pid);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });
}

/** Polls url until it answers 200; resolves with ms since `t0`. */
async function waitFor200(url, t0, child, timeoutMs) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${url} was ready`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`${url} not ready in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Spawns `cmd args` in its own process group, then polls `readyPath` until 200.
 * Returns { child, pid, port, readyMs, output() }.
 */
// BENCH_READY_MS waits longer for a server to be ready (a machine shared by many runs).
const READY_MS = Number(process.env.BENCH_READY_MS ?? 90_000);

export async function startProcess({ cmd, args, env = {}, port, readyPath, timeoutMs = READY_MS }) {
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() also ends any grandchild
  });
  live.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    const readyMs = await waitFor200(`http://127.0.0.1:${port}${readyPath}`, t0, child, timeoutMs);
    return { child, pid: child.pid, port, readyMs, output: () => out };
  } catch (error) {
    await stopProcess({ child });
    throw new Error(`${error.message}\n--- output ---\n${out.slice(-3000)}`);
  }
}

/** SIGTERM to the process group, SIGKILL after `graceMs`; resolves when the child has exited. */
export async function stopProcess({ child }, graceMs = 10_000) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => killGroup(child.pid), graceMs);
    await exited;
    clearTimeout(timer);
  }
  killGroup(child.pid); // anything of the group left behind (e.g. tsx's esbuild service)
  live.delete(child);
}

/**
 * Starts the Tableside server the way `npm run start -w apps/server` does (the tsx loader),
 * but as a single process: `node --import tsx apps/server/src/main.ts`, cwd = repo root.
 */
export function startServer({ port, dataDir, env = {}, timeoutMs, built = false }) {
  return startProcess({
    cmd: process.execPath,
    // `built`: the production start, node on the compiled server (`npm run build` first).
    args: built ? [BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY],
    env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    port,
    readyPath: '/readyz',
    timeoutMs,
  });
}

/**
 * The baseline of the list benchmarks: a bare Fastify route in its own process, like the server,
 * answering `body` (the real list's answer, written to `dir`) at the list's path.
 */
export async function startBareListRoute({ dir, body, from }) {
  const bodyFile = join(dir, 'bare-body.json');
  writeFileSync(bodyFile, body);
  return startProcess({
    cmd: process.execPath,
    args: [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       import { readFileSync } from 'node:fs';
       const body = JSON.parse(readFileSync(process.env.BODY_FILE, 'utf8'));
       const app = Fastify({ logger: false });
       app.get('/v1/location/:id/review', async () => body);
       await app.listen({ port: Number(process.env.PORT), host: '0.0.0.0' });`,
    ],
    env: { BODY_FILE: bodyFile },
    port: await freePort(from),
    readyPath: '/v1/location/all/review',
  });
}

/**
 * Fastify + pg in a process of their own, answering `GET /list/:key` with statement `key` run
 * as is (a named statement, like the server's) and its `data` column in the API's envelope. Its
 * connections stay open and are named `bench-baseline`, so CPU per request can tell its
 * PostgreSQL backends from the server's.
 */
export async function startPgListRoute({ dir, url, statements, from, poolSize = 10 }) {
  const file = join(dir, 'pg-statements.json');
  writeFileSync(file, JSON.stringify(statements));
  const first = Object.keys(statements)[0];
  return startProcess({
    cmd: process.execPath,
    args: [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       import pg from 'pg';
       import { readFileSync } from 'node:fs';
       const statements = JSON.parse(readFileSync(process.env.STATEMENTS_FILE, 'utf8'));
       const pool = new pg.Pool({ connectionString: process.env.PG_URL, max: Number(process.env.POOL), idleTimeoutMillis: 0, application_name: 'bench-baseline' });
       const app = Fastify({ logger: false });
       app.get('/list/:key', async (request, reply) => {
         const key = request.params.key;
         const { text, values } = statements[key];
         const { rows } = await pool.query({ name: 'list-' + key, text, values });
         reply.type('application/json; charset=utf-8');
         return '{"status":"success","data":' + rows[0].data + ',"message":"OK"}';
       });
       await app.listen({ port: Number(process.env.PORT), host: '0.0.0.0' });`,
    ],
    env: { STATEMENTS_FILE: file, PG_URL: url, POOL: String(poolSize) },
    port: await freePort(from),
    readyPath: `/list/${first}`,
  });
}

const clockTick =
  1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100);
/** CPU time of processes so far (utime + stime of all threads, /proc/<pid>/stat), in ms. */
export function cpuMs(pids) {
  return pids.reduce((sum, pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return sum + (Number(f[11]) + Number(f[12])) * clockTick;
    } catch {
      return sum; // gone
    }
  }, 0);
}

/** Peak resident set size (VmHWM) of a live process, in MiB. */
export function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

export async function login(port, creds = DEMO_LOGIN) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || !body?.access_token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A screen's element and row counts once they hold for three readings in a row, 500 ms apart: the
 * alerts stream keeps a request open, so "network idle" never comes.
 */
/* global document -- read inside the page, where the browser defines it */
export async function settledCounts(page, rowSelector) {
  const read = () =>
    page.evaluate(
      (rows) => ({
        elements: document.querySelectorAll('*').length,
        rows: document.querySelectorAll(rows).length,
      }),
      rowSelector,
    );
  let counts = await read();
  for (let same = 0; same < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await read();
    same = next.elements === counts.elements ? same + 1 : 0;
    counts = next;
  }
  return counts;
}
