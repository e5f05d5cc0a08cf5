/**
 * Trends' time to first reply and the Graphs series of a large chain, what the screens asked
 * before against what they ask now, on an existing database from generate-reviews.ts (e.g.
 * 1,000 locations).
 *
 *   node --import tsx bench/trends-chain.ts --db tn_chain [--before ../base-checkout]
 *        [--runs 30] [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Servers as in analytics-chain.ts (`chain-servers.ts`) (this checkout, and `--before` another one on the same
 * database), each round sending every scenario to every server in turn, one at a time: a
 * same-run baseline. A screen's scenario sends its calls together, as the browser does, and
 * counts the wall time and the bytes of all of them. Prints median / p95 ms and answer KB.
 */
import { pathToFileURL } from 'node:url';
import { chainFacts, dayIn, runScenarios, type Server, start, timed } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  before: '',
  runs: 30,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

type Scenario = {
  key: string;
  label: string;
  paths: string[];
  server: 'before' | 'after' | 'both';
};

/** All of a scenario's calls at once: the wall time and the bytes of every answer. */
async function together(s: Server, paths: string[]) {
  const t0 = performance.now();
  const answers = await Promise.all(paths.map((p) => timed(s, p)));
  return { ms: performance.now() - t0, bytes: answers.reduce((n, a) => n + a.bytes, 0) };
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  const facts = await chainFacts(url, RESTAURANT, o.db);
  const day = dayIn(facts.timezone);
  const ranges = {
    year: `startDate=${day(364)}&endDate=${day(0)}`,
    month: `startDate=${day(29)}&endDate=${day(0)}`,
  };
  const first = '/location/all/review/metrics/first-reply';
  const series = '/location/all/review/metrics/series';
  const scenarios: Scenario[] = [];
  for (const [name, q] of Object.entries(ranges)) {
    scenarios.push(
      {
        key: `f-${name}`,
        label: `(f) first reply, ${name}: every row (old screen)`,
        paths: [`${first}?${q}`],
        server: 'both',
      },
      {
        key: `fs-${name}`,
        label: `(fs) first reply, ${name}: overall + 20 locations + 20 people (new screen)`,
        paths: [
          `${first}?${q}&locations=none&people=none`,
          `${first}/locations?${q}`,
          `${first}/people?${q}`,
        ],
        server: 'both',
      },
      {
        key: `s-${name}`,
        label: `(s) series, ${name}: every location's line (old screen)`,
        paths: [`${series}?${q}`],
        server: 'both',
      },
      {
        key: `sm-${name}`,
        label: `(sm) series, ${name}: maxLocations=8 (new screen)`,
        paths: [`${series}?${q}&maxLocations=8`],
        server: 'after',
      },
    );
  }
  scenarios.push(
    {
      key: 'fo',
      label: '(fo) first reply overall alone, year',
      paths: [`${first}?${ranges.year}&locations=none&people=none`],
      server: 'both',
    },
    {
      key: 'fl0',
      label: '(fl0) first reply locations alone, year, 20 by answered',
      paths: [`${first}/locations?${ranges.year}`],
      server: 'both',
    },
    {
      key: 'fp',
      label: '(fp) first reply people alone, year, 20 by answered',
      paths: [`${first}/people?${ranges.year}`],
      server: 'both',
    },
    {
      key: 'fl',
      label: '(fl) first reply locations, year, by median asc, offset 500',
      paths: [`${first}/locations?${ranges.year}&sort=median&order=asc&offset=500`],
      server: 'both',
    },
    {
      key: 'f1',
      label: '(f1) first reply of one location (a scope of some), year: overall + 20 people',
      paths: [
        `/location/${facts.one}/review/metrics/first-reply?${ranges.year}&locations=none&people=none`,
        `/location/${facts.one}/review/metrics/first-reply/people?${ranges.year}`,
      ],
      server: 'both',
    },
    {
      key: 'fq',
      label: '(fq) first reply locations, year, search "12"',
      paths: [`${first}/locations?${ranges.year}&search=12`],
      server: 'both',
    },
  );

  // ONLY=key,key: a subset of the scenarios (a 10M-review chain takes minutes a round).
  const only = process.env.ONLY?.split(',');
  if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.includes(s.key)));
  const servers: Server[] = [];
  try {
    servers.push(await start('after', null, url));
    if (o.before) servers.push(await start('before', o.before, url));
    await runScenarios({
      name: 'trends-chain',
      machine: m,
      scenarios,
      servers,
      runs: o.runs,
      measure: (sc, s) =>
        sc.server !== 'both' && sc.server !== s.label ? null : together(s, sc.paths),
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
