/**
 * What a location picker's data costs at chain scale (issue #35): the location list the switcher
 * and every picker read, in full (ids, names, addresses, review and staff-mention counts: what
 * they read before) and as `view=names` (what they read now), on an existing database from
 * generate-reviews.ts (e.g. 1,000 locations).
 *
 *   node --import tsx bench/location-pickers.ts --db tn_chain [--runs 30]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * One server of this checkout (chain-servers.ts) signed in as the demo Admin; each round sends
 * both requests in turn, one at a time, uncompressed. Prints median / p95 ms, the answer's size
 * and its gzip size (what the browser receives through a compressing proxy).
 */
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chainFacts, p95, start, timed, type Server } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  runs: 30,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

const SCENARIOS = [
  { key: 'full', label: 'GET /v1/location (full: before)', path: '/location' },
  { key: 'names', label: 'GET /v1/location?view=names (after)', path: '/location?view=names' },
];

async function get(s: Server, path: string) {
  const { ms, bytes, body } = await timed(s, path);
  const items = (JSON.parse(body) as { data: unknown[] }).data.length;
  return { ms, bytes, gzip: gzipSync(body).length, items };
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);

  const server = await start('after', null, url);
  try {
    const times = new Map<string, number[]>();
    const last = new Map<string, Awaited<ReturnType<typeof get>>>();
    const runs = async (n: number, record: boolean) => {
      for (let i = 0; i < n; i++)
        for (const sc of SCENARIOS) {
          const r = await get(server, sc.path);
          if (!record) continue;
          (times.get(sc.key) ?? times.set(sc.key, []).get(sc.key)!).push(r.ms);
          last.set(sc.key, r);
        }
    };
    await runs(3, false); // warm-up: plans, pools, JIT
    const loadStart = lib.loadNow();
    await runs(o.runs, true);
    const loadEnd = lib.loadNow();
    lib.print(`\nLoad average during the runs: ${loadStart} → ${loadEnd}; ${o.runs} runs each\n`);
    const out = SCENARIOS.map((sc) => {
      const xs = times.get(sc.key)!;
      const r = last.get(sc.key)!;
      return [
        sc.label,
        String(r.items),
        lib.median(xs).toFixed(1),
        p95(xs).toFixed(1),
        (r.bytes / 1024).toFixed(1),
        (r.gzip / 1024).toFixed(1),
      ];
    });
    lib.print(lib.table(['request', 'items', 'median ms', 'p95 ms', 'answer KB', 'gzip KB'], out));
    lib.saveJson('location-pickers', { machine: m, loadStart, loadEnd, rows: out });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
