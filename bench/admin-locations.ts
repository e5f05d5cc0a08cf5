/**
 * What the Administration locations panel's data costs at chain scale (issue #35): the full
 * location list it read before (every location with its address and review and staff-mention
 * counts) against the first page it reads now (`GET /v1/location/page`, 25 locations and the
 * total), and two other pages it asks for (busiest first; a search by city), on an existing
 * database from generate-reviews.ts (e.g. 1,000 locations).
 *
 *   node --import tsx bench/admin-locations.ts --db tn_chain [--runs 30]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * One server of this checkout (chain-servers.ts) signed in as the demo Admin; each round sends
 * every request in turn, one at a time, uncompressed. Prints median / p95 ms, the answer's size
 * and its gzip size (what the browser receives through a compressing proxy).
 */
import { pathToFileURL } from 'node:url';
import { chainFacts, runSizedRequests, sized, start } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  runs: 30,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

const SCENARIOS = [
  { key: 'full', label: 'GET /v1/location (full: before)', path: '/location' },
  { key: 'page', label: 'GET /v1/location/page (first page: after)', path: '/location/page' },
  {
    key: 'busiest',
    label: 'page, busiest first',
    path: '/location/page?sort=reviews&order=desc',
  },
  {
    key: 'search',
    label: 'page, search "montreal 12"',
    path: '/location/page?search=montreal%2012',
  },
];

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);

  const server = await start('after', null, url);
  try {
    const {
      rows: out,
      loadStart,
      loadEnd,
    } = await runSizedRequests(SCENARIOS, o.runs, (sc) => sized(server, sc.path));
    lib.saveJson('admin-locations', { machine: m, loadStart, loadEnd, rows: out });
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
