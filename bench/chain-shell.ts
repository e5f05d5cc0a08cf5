/**
 * The dashboard shell of a large chain (issue #35): every request the dashboard home, the reviews
 * inbox and Trends make on first load, on an existing database from generate-reviews.ts (e.g.
 * 1,000,000 reviews over 1,000 locations), this checkout against another one.
 *
 *   node --import tsx bench/chain-shell.ts --db tn_chain [--before ../base-checkout]
 *        [--runs 20] [--only before] [--pg-url postgres://postgres@127.0.0.1:5432]
 *        [--chromium /usr/bin/chromium]
 *
 * 1. Starts this checkout's server (PROCESS_ROLE=api, serving the built web app: `npm run build`
 *    first, in each checkout) and, with `--before`, a second one from the other checkout on the
 *    same database. Starting this checkout's server runs its migrations, and an index one adds
 *    serves the other server's statements too: `--only before` first, on a database this
 *    checkout has not migrated yet, gives the other checkout's figures without it.
 * 2. Chromium (playwright-core) signs in as the demo Admin of the chain and opens each screen
 *    on this checkout's server; every `/v1` GET it makes is listed with the time the browser
 *    measured, and the time from navigation until the screen's test id is visible.
 * 3. Each listed request is then sent to every server, one at a time and in turn, `--runs`
 *    rounds after a warm-up: a same-run baseline. Prints median / p95 ms and the answer's size.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import * as lib from './lib.mjs';
import { chainFacts, p95, start, timed, type Server } from './chain-servers.ts';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  before: '',
  runs: 20,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
  chromium: '/usr/bin/chromium',
  only: '',
});

const SCREENS = [
  { name: 'home', path: '/en/dashboard/home', testId: 'screen-home' },
  { name: 'reviews', path: '/en/dashboard/reviews', testId: 'screen-reviews' },
  { name: 'trends', path: '/en/dashboard/trends', testId: 'screen-trends' },
];

/** Opens one screen in a fresh page; the `/v1` GETs it made, with the browser's timings. */
async function visit(page: Page, base: string, screen: (typeof SCREENS)[number]) {
  const seen: { path: string; ms: number; status: number }[] = [];
  page.on('requestfinished', (request) => {
    const u = new URL(request.url());
    if (!u.pathname.startsWith('/v1/') || request.method() !== 'GET') return;
    const t = request.timing();
    void request.response().then((res) =>
      seen.push({
        path: u.pathname.slice(3) + u.search,
        ms: t.responseEnd,
        status: res?.status() ?? 0,
      }),
    );
  });
  const t0 = performance.now();
  await page.goto(`${base}${screen.path}`);
  await page.getByTestId(screen.testId).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const visibleMs = performance.now() - t0;
  page.removeAllListeners('requestfinished');
  return { seen, visibleMs };
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  await chainFacts(url, RESTAURANT, o.db);

  const servers: Server[] = [];
  const browser = await chromium.launch({ executablePath: o.chromium });
  try {
    if (o.only !== 'before') servers.push(await start('after', null, url));
    if (o.before) servers.push(await start('before', o.before, url));

    // 2. The screens in Chromium, on each server (the browser's view of the whole shell).
    const paths = new Set<string>();
    const screenRows: string[][] = [];
    for (const s of servers) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const base = `http://127.0.0.1:${s.port}`;
      const login = await page.request.post(`${base}/v1/auth/login`, {
        data: { username: lib.DEMO_LOGIN.username, password: lib.DEMO_LOGIN.password },
      });
      if (login.status() !== 200) throw new Error(`${s.label}: login ${login.status()}`);
      for (const screen of SCREENS) {
        const { seen, visibleMs } = await visit(page, base, screen);
        screenRows.push([screen.name, s.label, visibleMs.toFixed(0), String(seen.length)]);
        for (const r of seen) {
          lib.print(`  ${s.label} ${screen.name}: ${r.status} ${r.ms.toFixed(0)} ms ${r.path}`);
          // Refresh and the push stream are not page data; the rest is timed below.
          if (r.status === 200 && !/^\/(auth\/refresh|alerts\/stream)/.test(r.path))
            paths.add(r.path);
        }
      }
      await context.close();
    }
    lib.print('');
    lib.print(lib.table(['screen', 'server', 'ms until visible and idle', 'GETs'], screenRows));

    // 3. Every request on every server, in turn.
    const list = [...paths].sort();
    const times = new Map<string, number[]>();
    const bytes = new Map<string, number>();
    const runs = async (n: number, record: boolean) => {
      for (let i = 0; i < n; i++)
        for (const path of list)
          for (const s of servers) {
            const r = await timed(s, path);
            if (!record) continue;
            const k = `${path}|${s.label}`;
            (times.get(k) ?? times.set(k, []).get(k)!).push(r.ms);
            bytes.set(k, r.bytes);
          }
    };
    await runs(2, false); // warm-up: plans, pools, JIT
    const loadStart = lib.loadNow();
    await runs(o.runs, true);
    const loadEnd = lib.loadNow();
    lib.print(`\nLoad average during the runs: ${loadStart} → ${loadEnd}; ${o.runs} runs each\n`);
    const out = [];
    for (const path of list)
      for (const s of servers) {
        const xs = times.get(`${path}|${s.label}`)!;
        out.push([
          path.length > 90 ? `${path.slice(0, 87)}…` : path,
          s.label,
          lib.median(xs).toFixed(1),
          p95(xs).toFixed(1),
          (bytes.get(`${path}|${s.label}`)! / 1024).toFixed(1),
        ]);
      }
    lib.print(lib.table(['request', 'server', 'median ms', 'p95 ms', 'answer KB'], out));
    lib.saveJson('chain-shell', { machine: m, loadStart, loadEnd, screens: screenRows, rows: out });
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
