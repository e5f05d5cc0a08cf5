// The servers and the timing rounds of the chain benchmarks (analytics-chain.ts, trends-chain.ts, chain-shell.ts,
// and the panels' and screens' scripts), each on one database.
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import * as lib from './lib.mjs';

export type Server = { label: string; port: number; token: string; stop: () => Promise<void> };

/**
 * Starts a server (PROCESS_ROLE=api) on `url`'s database: this checkout's, or `root`'s with
 * `--import tsx`; signed in as the demo Admin.
 */
export async function start(label: string, root: string | null, url: string): Promise<Server> {
  const dataDir = lib.tempDir(`chain-${label}`);
  const port = await lib.freePort(3470);
  const env = {
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    PROCESS_ROLE: 'api',
    LOGIN_RATE_LIMIT: '1000',
    // At a high load average the overload guard would answer 503 to the slowest reads.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  const server = root
    ? await lib.startProcess({
        cmd: process.execPath,
        args: ['--import', 'tsx', `${root}/${lib.SERVER_ENTRY}`],
        env,
        port,
        readyPath: '/readyz',
      })
    : await lib.startServer({ port, dataDir, env });
  const { access_token: token } = (await lib.login(port)) as { access_token: string };
  return {
    label,
    port,
    token,
    stop: async () => {
      await lib.stopProcess(server);
      lib.removeDir(dataDir);
    },
  };
}

/**
 * One GET of `/v1<path>`, uncompressed: its time, its size and its body. The access token lives
 * 15 minutes and a 10M-review run lasts longer: on a 401 the server's Admin signs in again and
 * the request is timed anew.
 */
export async function timed(s: Server, path: string, again = true): Promise<TimedAnswer> {
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${s.port}/v1${path}`, {
    headers: { authorization: `Bearer ${s.token}`, 'accept-encoding': 'identity' },
  });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status === 401 && again) {
    s.token = ((await lib.login(s.port)) as { access_token: string }).access_token;
    return timed(s, path, false);
  }
  if (res.status !== 200)
    throw new Error(`${s.label} ${path}: ${res.status} ${body.slice(0, 300)}`);
  return { ms, bytes: Buffer.byteLength(body), body };
}

type TimedAnswer = { ms: number; bytes: number; body: string };

export const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/**
 * The chain restaurant `name` on `url`'s database: its time zone, its location count and one of
 * its named locations. Printed as the run's first line.
 */
export async function chainFacts(url: string, name: string, db: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select r.timezone, (select count(*)::int from locations l where l.restaurant_id = r.id) as locations,
         (select min(l.id::text) from locations l where l.restaurant_id = r.id and l.name <> '') as one
       from restaurants r where r.name = $1`,
      [name],
    );
    const facts = rows[0] as { timezone: string; locations: number; one: string } | undefined;
    if (!facts) throw new Error(`${name} is not on ${db}: generate it first`);
    lib.print(`${name}: ${facts.locations} locations (database ${db})`);
    return facts;
  } finally {
    await client.end();
  }
}

/** A day `daysAgo` days before today in `timeZone`, as YYYY-MM-DD. */
export const dayIn = (timeZone: string) => (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

type Scenario = { key: string; label: string };

/**
 * Every scenario on every server in turn, 3 warm-up rounds then `runs` recorded ones, so all
 * servers see the same load; prints median / p95 ms and the answer's size per scenario and
 * server and saves them as bench/.out/`name`.json. `measure` answers null to skip a pair.
 */
export async function runScenarios<S extends Scenario>(opts: {
  name: string;
  machine: unknown;
  scenarios: S[];
  servers: Server[];
  runs: number;
  measure: (sc: S, s: Server) => Promise<{ ms: number; bytes: number }> | null;
}) {
  const times = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  const rounds = async (n: number, record: boolean) => {
    for (let i = 0; i < n; i++)
      for (const sc of opts.scenarios)
        for (const s of opts.servers) {
          const r = await opts.measure(sc, s);
          if (!r || !record) continue;
          const k = `${sc.key}|${s.label}`;
          (times.get(k) ?? times.set(k, []).get(k)!).push(r.ms);
          bytes.set(k, r.bytes);
        }
  };
  await rounds(3, false); // warm-up: plans, pools, JIT
  const loadStart = lib.loadNow();
  await rounds(opts.runs, true);
  const loadEnd = lib.loadNow();
  lib.print(`\nLoad average during the runs: ${loadStart} → ${loadEnd}; ${opts.runs} runs each\n`);
  const out = [];
  for (const sc of opts.scenarios)
    for (const s of opts.servers) {
      const xs = times.get(`${sc.key}|${s.label}`);
      if (!xs) continue;
      out.push([
        sc.label,
        s.label,
        lib.median(xs).toFixed(1),
        p95(xs).toFixed(1),
        (bytes.get(`${sc.key}|${s.label}`)! / 1024).toFixed(1),
      ]);
    }
  lib.print(lib.table(['scenario', 'server', 'median ms', 'p95 ms', 'answer KB'], out));
  lib.saveJson(opts.name, { machine: opts.machine, loadStart, loadEnd, rows: out });
}

/** A GET's time, its answer's size and gzip size, and how many items its `data` holds. */
export type Sized = { ms: number; bytes: number; gzip: number; items: string };

export async function sized(s: Server, path: string, count = itemsOf): Promise<Sized> {
  const { ms, bytes, body } = await timed(s, path);
  return { ms, bytes, gzip: gzipSync(body).length, items: count(body) };
}

/** Items in an answer: the list's length, or a page's items and total. */
function itemsOf(body: string) {
  const data = (JSON.parse(body) as { data: unknown }).data;
  if (Array.isArray(data)) return String(data.length);
  const page = data as { items?: unknown[]; total?: number };
  return page.items && page.total !== undefined ? `${page.items.length} of ${page.total}` : '–';
}

/**
 * One server's requests in turn (the panels' and screens' scripts: admin-locations.ts,
 * admin-sources.ts, console-lists.ts, location-pickers.ts), 3 warm-up rounds then `runs` recorded
 * ones; prints items, median / p95 ms, answer and gzip KB per request. Answers each request's
 * times and last answer for the script's own tables, and the rows and load for its JSON.
 */
export async function runSizedRequests<S extends Scenario>(
  scenarios: S[],
  runs: number,
  measure: (sc: S) => Promise<Sized>,
) {
  const times = new Map<string, number[]>();
  const last = new Map<string, Sized>();
  const rounds = async (n: number, record: boolean) => {
    for (let i = 0; i < n; i++)
      for (const sc of scenarios) {
        const r = await measure(sc);
        if (!record) continue;
        (times.get(sc.key) ?? times.set(sc.key, []).get(sc.key)!).push(r.ms);
        last.set(sc.key, r);
      }
  };
  await rounds(3, false); // warm-up: plans, pools, JIT
  const loadStart = lib.loadNow();
  await rounds(runs, true);
  const loadEnd = lib.loadNow();
  lib.print(`\nLoad average during the runs: ${loadStart} → ${loadEnd}; ${runs} runs each\n`);
  const rows = scenarios.map((sc) => {
    const xs = times.get(sc.key)!;
    const r = last.get(sc.key)!;
    return [
      sc.label,
      r.items,
      lib.median(xs).toFixed(1),
      p95(xs).toFixed(1),
      (r.bytes / 1024).toFixed(1),
      (r.gzip / 1024).toFixed(1),
    ];
  });
  lib.print(lib.table(['request', 'items', 'median ms', 'p95 ms', 'answer KB', 'gzip KB'], rows));
  return {
    median: (key: string) => lib.median(times.get(key)!),
    last: (key: string) => last.get(key)!,
    rows,
    loadStart,
    loadEnd,
  };
}
