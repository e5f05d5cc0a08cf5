/**
 * What the console's Restaurants and Users screens cost at chain scale (issue #35), signed in as
 * the SuperAdmin: before, each screen read the full list of every location of every restaurant
 * (`GET /v1/location`, with addresses and review and staff-mention counts) to name a few; now the
 * restaurant cards show `location_count`, the restaurant and user forms read one restaurant's
 * names (`view=names&restaurant_id=…`) when they open, and the users table shows each user's
 * `location_name`. On an existing database from generate-reviews.ts (e.g. 1,000 locations).
 *
 *   node --import tsx bench/console-lists.ts --db tn_chain [--runs 30]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * One server of this checkout (chain-servers.ts); each round sends every request in turn, one at
 * a time, uncompressed. Prints median / p95 ms, the answer's size and its gzip size per request,
 * then per screen the sum of its requests before and after, as ratios.
 */
import { pathToFileURL } from 'node:url';
import { chainFacts, runSizedRequests, sized, start, timed, type Server } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  runs: 30,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

const SUPERADMIN = { username: 'superadmin@tableside.demo', password: lib.DEMO_LOGIN.password };

type Key = 'full' | 'restaurants' | 'users' | 'names';
const requests = (restaurantId: string): { key: Key; label: string; path: string }[] => [
  { key: 'full', label: 'GET /v1/location (every location: before)', path: '/location' },
  { key: 'restaurants', label: 'GET /v1/restaurant', path: '/restaurant' },
  { key: 'users', label: 'GET /v1/auth/user (with location_name)', path: '/auth/user' },
  {
    key: 'names',
    label: 'GET /v1/location?view=names&restaurant_id (the form: after)',
    path: `/location?view=names&restaurant_id=${restaurantId}`,
  },
];

/** Each screen's requests, before and after; the forms' read happens only when one opens. */
const SCREENS: { label: string; before: Key[]; after: Key[] }[] = [
  { label: 'Restaurants screen', before: ['restaurants', 'full'], after: ['restaurants'] },
  { label: 'Restaurant form (1,000 locations)', before: [], after: ['names'] },
  {
    label: 'Users screen',
    before: ['users', 'restaurants', 'full'],
    after: ['users', 'restaurants'],
  },
  { label: 'User form, chain chosen', before: [], after: ['names'] },
];

async function superAdmin(s: Server) {
  s.token = ((await lib.login(s.port, SUPERADMIN)) as { access_token: string }).access_token;
  const list = await timed(s, '/restaurant');
  const chain = (JSON.parse(list.body) as { data: { id: string; name: string }[] }).data.find(
    (r) => r.name === RESTAURANT,
  );
  if (!chain) throw new Error(`${RESTAURANT} not listed`);
  return chain.id;
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);

  const server = await start('console', null, url);
  try {
    const scenarios = requests(await superAdmin(server));
    const run = await runSizedRequests(scenarios, o.runs, (sc) => sized(server, sc.path));
    const { rows: out, loadStart, loadEnd } = run;
    const med = (k: Key) => run.median(k);

    // A screen's requests go out together; the sum of medians is an upper bound on its wait.
    const sum = (keys: Key[], f: (k: Key) => number) => keys.reduce((a, k) => a + f(k), 0);
    const kb = (k: Key) => run.last(k).bytes / 1024;
    const gz = (k: Key) => run.last(k).gzip / 1024;
    // A form's read is new (before, the screen's full list served it): no ratio to give.
    const ratio = (a: number, b: number) => (a > 0 && b > 0 ? `${(a / b).toFixed(1)}×` : '—');
    const screens = SCREENS.map((s) => {
      const [bKb, aKb] = [sum(s.before, kb), sum(s.after, kb)];
      const [bMs, aMs] = [sum(s.before, med), sum(s.after, med)];
      return [
        s.label,
        bKb.toFixed(1),
        aKb.toFixed(1),
        ratio(bKb, aKb),
        `${sum(s.before, gz).toFixed(1)} → ${sum(s.after, gz).toFixed(1)}`,
        `${bMs.toFixed(1)} → ${aMs.toFixed(1)}`,
      ];
    });
    lib.print('');
    lib.print(
      lib.table(
        ['screen', 'KB before', 'KB after', 'bytes before/after', 'gzip KB', 'Σ median ms'],
        screens,
      ),
    );
    lib.saveJson('console-lists', { machine: m, loadStart, loadEnd, rows: out, screens });
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
