/**
 * What the console's Restaurants and Users screens cost at chain scale (issue #35), signed in as
 * the SuperAdmin: before, each screen read the full list of every location of every restaurant
 * (`GET /v1/location`, with addresses and review and staff-mention counts) to name a few; now the
 * restaurant cards show `location_count`, the restaurant and user forms read one restaurant's
 * names (`view=names&restaurant_id=…`) when they open, and the Users screen reads one page of
 * users (`GET /v1/auth/user/page`: 25, searched, filtered and sorted by the server) where it read
 * every user (`GET /v1/auth/user`). On an existing database from generate-reviews.ts (e.g. 1,000
 * locations); `--users N` first gives the chain N users more (`bench-user-…`, Admins, Managers
 * and BOH in turn over its locations; kept, so a second run adds none).
 *
 *   node --import tsx bench/console-lists.ts --db tn_chain [--runs 30] [--users 2000]
 *        [--before ../base-checkout] [--chromium /usr/bin/chromium]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * One server of this checkout (chain-servers.ts); each round sends every request in turn, one at
 * a time, uncompressed. Prints median / p95 ms, the answer's size and its gzip size per request,
 * then per screen the sum of its requests before and after, as ratios. Then Chromium opens the
 * Users screen on this checkout's server and, with `--before`, on one of the other checkout
 * (built: `npm run build`), one server after the other, and counts its elements and table rows
 * once the rows show.
 */
import { pathToFileURL } from 'node:url';
import { addUsers, usersScreenWeight } from './console-users.ts';
import { chainFacts, runSizedRequests, sized, start, timed, type Server } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  runs: 30,
  users: 0,
  before: '',
  chromium: '/usr/bin/chromium',
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

const SUPERADMIN = { username: 'superadmin@tableside.demo', password: lib.DEMO_LOGIN.password };

type Key = 'full' | 'restaurants' | 'users' | 'usersPage' | 'usersFiltered' | 'names';
const requests = (restaurantId: string): { key: Key; label: string; path: string }[] => [
  { key: 'full', label: 'GET /v1/location (every location: before)', path: '/location' },
  { key: 'restaurants', label: 'GET /v1/restaurant', path: '/restaurant' },
  { key: 'users', label: 'GET /v1/auth/user (every user: before)', path: '/auth/user' },
  {
    key: 'usersPage',
    label: 'GET /v1/auth/user/page?limit=25 (the screen: after)',
    path: '/auth/user/page?limit=25',
  },
  {
    key: 'usersFiltered',
    label: 'GET /v1/auth/user/page (Managers of the chain, by location, searched)',
    path: `/auth/user/page?limit=25&role=Manager&restaurant_id=${restaurantId}&sort=location&search=user`,
  },
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
  // Before: the previous change's screen (every user, no location list); after: one page.
  { label: 'Users screen', before: ['users', 'restaurants'], after: ['usersPage', 'restaurants'] },
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

type Run = Awaited<ReturnType<typeof runSizedRequests<ReturnType<typeof requests>[number]>>>;

/** Per screen, the sum of its requests before and after. */
function screenRows(run: Run) {
  const med = (k: Key) => run.median(k);
  // A screen's requests go out together; the sum of medians is an upper bound on its wait.
  const sum = (keys: Key[], f: (k: Key) => number) => keys.reduce((a, k) => a + f(k), 0);
  const kb = (k: Key) => run.last(k).bytes / 1024;
  const gz = (k: Key) => run.last(k).gzip / 1024;
  // A form's read is new (before, the screen's full list served it): no ratio to give.
  const ratio = (a: number, b: number) => (a > 0 && b > 0 ? `${(a / b).toFixed(1)}×` : '—');
  return SCREENS.map((s) => {
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
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);
  if (o.users > 0) lib.print(`Users on ${o.db}: ${await addUsers(url, RESTAURANT, o.users)}`);

  const server = await start('console', null, url);
  const weights: string[][] = [];
  let saved = {};
  try {
    const scenarios = requests(await superAdmin(server));
    const run = await runSizedRequests(scenarios, o.runs, (sc) => sized(server, sc.path));
    const screens = screenRows(run);
    lib.print('');
    lib.print(
      lib.table(
        ['screen', 'KB before', 'KB after', 'bytes before/after', 'gzip KB', 'Σ median ms'],
        screens,
      ),
    );
    saved = { rows: run.rows, loadStart: run.loadStart, loadEnd: run.loadEnd, screens };
    weights.push(await weigh(server, 'after (this checkout)'));
  } finally {
    await server.stop();
  }
  // One server at a time, so one free port is enough (BENCH_PORTS).
  if (o.before) {
    const before = await start('before', o.before, url);
    try {
      weights.push(await weigh(before, `before (${o.before})`));
    } finally {
      await before.stop();
    }
  }
  lib.print('');
  lib.print(lib.table(['Users screen', 'elements', 'table rows', 'ms until rows'], weights));
  lib.saveJson('console-lists', { machine: m, ...saved, weights });
}

async function weigh(s: Server, label: string) {
  const w = await usersScreenWeight(s.port, SUPERADMIN, o.chromium);
  return [label, String(w.elements), String(w.rows), w.visibleMs.toFixed(0)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
