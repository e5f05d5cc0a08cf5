/**
 * The embedded default at scale (issue #35 item 4): how Tableside on PGlite answers as its
 * review history grows, and where PostgreSQL becomes the better choice.
 *
 *   node --import tsx bench/pglite-scale.ts [--sizes 50000,100000,200000] [--runs 100]
 *        [--locations 10] [--months 24] [--pg-url postgres://postgres@127.0.0.1:5432] [--no-pg]
 *
 * For each size: a fresh `DATA_DIR` (the server migrates and seeds the demo data, then stops),
 * `--sizes` reviews added to Maison Tableside over `--locations` locations and `--months`
 * months straight into its PGlite directory with the SQL of generate-reviews.ts, their findings
 * with generate-findings.ts, and the rollups rebuilt (`review_stats_rebuild`,
 * `mention_stats_rebuild`). Then the server starts on it once and stops (the first start after
 * a bulk load, timed apart), and starts again (wall time to `/readyz`: a restart), and one client
 * asks, one request at a time, `--runs` times each: (a) one location's reviews, last 30 days;
 * (b) all locations' reviews, last 30 days; (c) home metrics, all locations, 365 days; (d) the
 * graphs series, all locations, 365 days. p50/p95 per request, the server's RSS after the runs
 * and its peak. Baseline in the same run: the largest size on a PostgreSQL server (one API
 * process), the same requests.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/client.ts';
import { generateFindings } from './generate-findings.ts';
import { dbUrl, loadReviews, withAdmin, type Queryable } from './generate-reviews.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  sizes: '50000,100000,200000',
  runs: 100,
  locations: 10,
  months: 24,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
  // `--no-pg` turns it off (parseArgs reads `--no-<name>` as the negation of <name>).
  pg: true,
}) as {
  sizes: string;
  runs: number;
  locations: number;
  months: number;
  'pg-url': string;
  pg: boolean;
};
const sizes = o.sizes.split(',').map(Number);

type Result = {
  label: string;
  reviews: number;
  loadSeconds: number;
  firstStartSeconds: number;
  startSeconds: number;
  rssMiB: number;
  peakMiB: number;
  diskMiB: number | null;
  requests: Record<string, { p50: number; p95: number }>;
};

/** Bytes of the files under `dir`, in MiB. */
function dirSizeMiB(dir: string): number {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const bytes = entries
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
  return bytes / 1024 / 1024;
}

/** The rollups and findings the analytics read: rebuilt as a fresh analysis would leave them. */
async function findingsAndRollups(client: Queryable): Promise<void> {
  await client.query('select review_stats_rebuild(null)');
  await generateFindings({
    connect: async () => ({
      query: (text: string, values?: unknown[]) => client.query(text, values),
      release: () => undefined,
    }),
  } as unknown as pg.Pool);
}

async function measure(
  label: string,
  reviews: number,
  loadSeconds: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<Result> {
  const port = await lib.freePort(3480);
  // The first start after a bulk load pays for the load (PostgreSQL finishing its work on the
  // new pages); a restaurant's restart is the next one, which is what is timed.
  let t0 = performance.now();
  await lib.stopProcess(await lib.startServer({ port, dataDir, env, timeoutMs: 600_000 }));
  const firstStartSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const server = await lib.startServer({ port, dataDir, env, timeoutMs: 600_000 });
  const startSeconds = (performance.now() - t0) / 1000;
  try {
    const { access_token: token } = (await lib.login(port)) as { access_token: string };
    const get = async (path: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ data: unknown }>;
    };
    const locations = (await get('/v1/location')).data as { id: string; name: string }[];
    const plateau = locations.find((l) => l.name.includes('Plateau'))?.id ?? locations[1]?.id;
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const month = `startDate=${day(29)}&endDate=${day(0)}`;
    const year = `startDate=${day(364)}&endDate=${day(0)}`;
    const paths: Record<string, string> = {
      '(a) list, one location, 30 days': `/v1/location/${plateau}/review?${month}`,
      '(b) list, all locations, 30 days': `/v1/location/all/review?${month}`,
      '(c) home metrics, all, 365 days': `/v1/location/all/review/metrics?${year}`,
      '(d) graphs series, all, 365 days': `/v1/location/all/review/metrics/series?${year}`,
    };
    const requests: Result['requests'] = {};
    for (const [name, path] of Object.entries(paths)) {
      for (let i = 0; i < 5; i++) await get(path); // warm-up
      const times: number[] = [];
      for (let i = 0; i < o.runs; i++) {
        const t = performance.now();
        await get(path);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      requests[name] = {
        p50: times[Math.floor(times.length / 2)] ?? 0,
        p95: times[Math.floor(times.length * 0.95)] ?? 0,
      };
    }
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rssMiB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
    const peakMiB = lib.peakRssMiB(server.pid as number);
    const du = env.DATABASE_URL ? null : dirSizeMiB(join(dataDir, 'pglite'));
    return {
      label,
      reviews,
      loadSeconds,
      firstStartSeconds,
      startSeconds,
      rssMiB,
      peakMiB,
      diskMiB: du ?? null,
      requests,
    };
  } finally {
    await lib.stopProcess(server);
  }
}

const machine = lib.machineInfo();
lib.printMachine(machine);
const results: Result[] = [];
for (const size of sizes) {
  const dataDir = lib.tempDir('pglite-scale');
  const port = await lib.freePort(3480);
  await lib.stopProcess(await lib.startServer({ port, dataDir, timeoutMs: 300_000 }));
  const database = await openPglite(join(dataDir, 'pglite'));
  const client: Queryable = {
    query: (text, values) => database.execute(text, values ?? []),
  };
  const t = performance.now();
  await loadReviews(client, {
    reviews: size,
    locations: o.locations,
    months: o.months,
    dropIndexes: true,
  });
  await findingsAndRollups(client);
  await database.close();
  const loadSeconds = (performance.now() - t) / 1000;
  lib.print(`PGlite, ${size.toLocaleString('en')} reviews added in ${loadSeconds.toFixed(1)} s`);
  results.push(await measure('PGlite', size, loadSeconds, dataDir, {}));
  lib.print(JSON.stringify(results.at(-1)));
  lib.removeDir(dataDir);
}

if (o.pg) {
  const size = Math.max(...sizes);
  const name = `tableside_bench_pglite_scale_${Date.now()}`;
  await withAdmin(o['pg-url'], (c) => c.query(`create database ${name}`));
  const url = dbUrl(o['pg-url'], name);
  try {
    const dataDir = lib.tempDir('pglite-scale-pg');
    const env = { DATABASE_URL: url, DEMO_MODE: 'true', PROCESS_ROLE: 'both' };
    const port = await lib.freePort(3480);
    await lib.stopProcess(await lib.startServer({ port, dataDir, env, timeoutMs: 300_000 }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const t = performance.now();
    await loadReviews(client as unknown as Queryable, {
      reviews: size,
      locations: o.locations,
      months: o.months,
      dropIndexes: true,
    });
    await findingsAndRollups(client as unknown as Queryable);
    await client.end();
    const loadSeconds = (performance.now() - t) / 1000;
    results.push(await measure('PostgreSQL (baseline)', size, loadSeconds, dataDir, env));
    lib.removeDir(dataDir);
  } finally {
    await withAdmin(o['pg-url'], (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const names = Object.keys(results[0]?.requests ?? {});
const pgResult = results.find((r) => r.label.startsWith('PostgreSQL'));
lib.print(
  lib.table(
    [
      'database',
      'reviews',
      'load s',
      'first start after the load s',
      'restart s',
      ...names.map((n) => `${n} p50 / p95 ms`),
      'RSS MiB (peak)',
      'data MiB',
    ],
    results.map((r) => [
      r.label,
      r.reviews.toLocaleString('en'),
      r.loadSeconds.toFixed(0),
      r.firstStartSeconds.toFixed(1),
      r.startSeconds.toFixed(1),
      ...names.map((n) => {
        const x = r.requests[n]!;
        const vsPg =
          pgResult && r !== pgResult && r.reviews === pgResult.reviews
            ? ` (${lib.ratio(x.p95, pgResult.requests[n]!.p95)})`
            : '';
        return `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${vsPg}`;
      }),
      `${r.rssMiB.toFixed(0)} (${r.peakMiB.toFixed(0)})`,
      r.diskMiB == null ? '–' : r.diskMiB.toFixed(0),
    ]),
  ),
);
lib.print(`load average at the end: ${lib.loadNow()}`);
lib.saveJson('pglite-scale', { machine, options: o, results });
