/**
 * What the Administration review sources panel costs at chain scale (issue #35): the overview it
 * read before (`GET /v1/restaurant/:id/sources`: every location on every platform) against the
 * summary and first page it reads now (`…/sources/summary`, `…/sources/connections`), two other
 * pages it asks for (needing attention; a search by city), the console's Locations screen (every
 * restaurant's locations against its first page of 24), and the Administration screen's element
 * count in Chromium, on an existing database from generate-reviews.ts (1,000 locations).
 *
 *   node --import tsx bench/admin-sources.ts --db tn_chain [--before ../base-checkout]
 *        [--runs 30] [--pg-url postgres://postgres@127.0.0.1:5432] [--chromium /usr/bin/chromium]
 *
 * One server of this checkout (chain-servers.ts) signed in as the demo Admin, and with
 * `--before` one of the other checkout on the same database (both built: `npm run build`). Each
 * round sends every request in turn to this checkout's server, one at a time, uncompressed; the
 * overview's route is unchanged, so its answer is what the panel read before. Then Chromium opens
 * the Administration screen on each server and counts, once the sources panel shows its rows, the
 * page's elements and table rows.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { chainFacts, runSizedRequests, sized, start, type Server } from './chain-servers.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  before: '',
  runs: 30,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
  chromium: '/usr/bin/chromium',
});

const scenarios = (id: string) => [
  {
    key: 'full',
    label: 'GET …/sources (every connection: before)',
    path: `/restaurant/${id}/sources`,
  },
  {
    key: 'summary',
    label: 'GET …/sources/summary (after)',
    path: `/restaurant/${id}/sources/summary`,
  },
  {
    key: 'page',
    label: 'GET …/sources/connections (first page: after)',
    path: `/restaurant/${id}/sources/connections`,
  },
  {
    key: 'attention',
    label: 'page, needing attention',
    path: `/restaurant/${id}/sources/connections?state=attention`,
  },
  {
    key: 'search',
    label: 'page, search "montreal 12"',
    path: `/restaurant/${id}/sources/connections?search=montreal%2012`,
  },
  // The console's Locations screen, as the SuperAdmin: every restaurant's locations.
  {
    key: 'console-full',
    label: 'console: GET /v1/location (before)',
    path: '/location',
    super: true,
  },
  {
    key: 'console-page',
    label: 'console: GET /v1/location/page?limit=24 (after)',
    path: '/location/page?sort=name&order=asc&limit=24',
    super: true,
  },
];

/** Items in the answer: connections, platforms, locations, or the page's items and total. */
function itemsOf(body: string) {
  const data = (JSON.parse(body) as { data: Record<string, unknown> | unknown[] }).data;
  if (Array.isArray(data)) return `${data.length} locations`;
  if (Array.isArray(data.connections)) return `${data.connections.length} connections`;
  if (Array.isArray(data.items)) return `${data.items.length} of ${data.total}`;
  return `${(data.platforms as unknown[]).length} platforms`;
}

async function restaurantId(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id from restaurants where name = $1', [RESTAURANT]);
    return (rows[0] as { id: string }).id;
  } finally {
    await client.end();
  }
}

async function superToken(s: Server) {
  const creds = { username: 'superadmin@tableside.demo', password: lib.DEMO_LOGIN.password };
  return ((await lib.login(s.port, creds)) as { access_token: string }).access_token;
}

/** The Administration screen in Chromium once its sources panel shows rows: what it holds. */
async function screenWeight(s: Server) {
  const browser = await chromium.launch({ executablePath: o.chromium });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const base = `http://127.0.0.1:${s.port}`;
    const login = await page.request.post(`${base}/v1/auth/login`, {
      data: { username: lib.DEMO_LOGIN.username, password: lib.DEMO_LOGIN.password },
    });
    if (login.status() !== 200) throw new Error(`${s.label}: login ${login.status()}`);
    const t0 = performance.now();
    await page.goto(`${base}/en/dashboard/administration`);
    await page.locator('[data-testid^="source-row-"]').first().waitFor({ timeout: 180_000 });
    const visibleMs = performance.now() - t0;
    const counts = await lib.settledCounts(page, '[data-testid="sources-panel"] tr');
    return { ...counts, visibleMs };
  } finally {
    await browser.close();
  }
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);
  const list = scenarios(await restaurantId(url));

  const servers: Server[] = [await start('after', null, url)];
  try {
    if (o.before) servers.push(await start('before', o.before, url));
    const after = servers[0]!;
    const superAdmin = { ...after, label: 'after (SuperAdmin)', token: await superToken(after) };
    const {
      rows: out,
      loadStart,
      loadEnd,
    } = await runSizedRequests(list, o.runs, (sc) =>
      sized('super' in sc ? superAdmin : after, sc.path, itemsOf),
    );

    const screens = [];
    for (const s of servers) {
      const w = await screenWeight(s);
      screens.push([s.label, String(w.elements), String(w.rows), w.visibleMs.toFixed(0)]);
    }
    lib.print('');
    lib.print(
      lib.table(
        ['Administration screen', 'elements', 'sources table rows', 'ms until rows'],
        screens,
      ),
    );
    lib.saveJson('admin-sources', { machine: m, loadStart, loadEnd, rows: out, screens });
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
