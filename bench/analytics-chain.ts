/**
 * The all-locations analytics of a large chain, the old answer against the paged one, on an
 * existing database from generate-reviews.ts (e.g. 1,000 locations).
 *
 *   node --import tsx bench/analytics-chain.ts --db tn_chain [--before ../base-checkout]
 *        [--runs 40] [--pg-url postgres://postgres@127.0.0.1:5432]
 *   ONLY=p,p2 …  runs those scenarios only (keys a, a1, p, p2, ps, d)
 *
 * Starts this checkout's server (PROCESS_ROLE=api) on the database and, with `--before`, a
 * second one from another checkout of the repository (the commit to compare with, its
 * node_modules linked or installed) on the same database. Each round sends every scenario to
 * every server, one request at a time, in turn, so both see the same load: a same-run
 * baseline. Prints median / p95 ms and the answer's size per scenario and server, the
 * load average before and after, and the plan (EXPLAIN ANALYZE, buffers) of the page's
 * statement is left to the reader (README).
 */
import { pathToFileURL } from 'node:url';
import { chainFacts, dayIn, runScenarios, start, timed } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  before: '',
  runs: 40,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  const facts = await chainFacts(url, RESTAURANT, o.db);
  const day = dayIn(facts.timezone);
  const year = `startDate=${day(364)}&endDate=${day(0)}`;
  const month = `startDate=${day(29)}&endDate=${day(0)}`;
  const metrics = (id: string) => `/location/${id}/review/metrics`;
  const scenarios = [
    {
      key: 'a',
      label: '(a) metrics, all, 365 + 365 days (original answer)',
      path: `${metrics('all')}?${year}`,
    },
    {
      key: 'a1',
      label: '(a1) metrics, all, 365 + 365 days, locations=none',
      path: `${metrics('all')}?${year}&locations=none`,
    },
    {
      key: 'p',
      label: '(p) location page, 20 by reviews desc, 365 + 365',
      path: `${metrics('all')}/locations?${year}&limit=20`,
    },
    {
      key: 'p2',
      label: '(p2) location page, by rating asc, offset 500',
      path: `${metrics('all')}/locations?${year}&limit=20&sort=rating&order=asc&offset=500`,
    },
    {
      key: 'ps',
      label: '(ps) location page, search "12"',
      path: `${metrics('all')}/locations?${year}&search=12`,
    },
    {
      key: 'd',
      label: '(d) metrics, one location, 30 + 30 days',
      path: `${metrics(facts.one)}?${month}`,
    },
  ];

  // ONLY=key,key: a subset of the scenarios (e.g. ONLY=p,p2 for the location pages at 10M).
  const only = process.env.ONLY?.split(',');
  if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.includes(s.key)));
  const servers: Server[] = [];
  try {
    servers.push(await start('after', null, url));
    if (o.before) servers.push(await start('before', o.before, url));
    await runScenarios({
      name: 'analytics-chain',
      machine: m,
      scenarios,
      servers,
      runs: o.runs,
      // Every scenario exists on both servers: the page is measured against the page before.
      measure: (sc, s) => timed(s, sc.path),
    });
  } finally {
    for (const s of servers) await s.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
