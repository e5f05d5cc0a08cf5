/**
 * The analytics endpoints on 1,000,000 reviews (PostgreSQL), against one hand-written SQL
 * aggregate over the same reviews in the same run.
 *
 *   node --import tsx bench/analytics-metrics.ts [--db tableside_analytics_bench] [--runs 100]
 *        [--baseline-runs 20] [--keep]
 *
 * Uses the database `--db` if it exists, else generates it with bench/generate-reviews.ts
 * (1,000,000 reviews over 100 locations and 24 months). The bulk load bypasses triggers, so the
 * per-day rollups are rebuilt first (`review_stats_rebuild`, timed). Then the real server
 * (PROCESS_ROLE=api) answers, one request at a time after a warm-up, as admin@tableside.demo:
 *   (a) home metrics, all locations, last 365 days (+ the 365 before, as the comparison)
 *   (b) trends, all locations, this year vs last year (preset)
 *   (c) graphs series, all locations, last 365 days (by week, by source, by location)
 *   (d) home metrics, one location, last 30 days (+ the 30 before)
 *   (e) for reference, `GET /v1/auth/roles`: what any signed-in call costs (HTTP, token, actor)
 * and the baseline, straight through `pg`, no HTTP: `count(*), avg(rating)` and the positive
 * count over the reviews of the same restaurant and days as (a)'s current year and (d).
 * Targets: p95 ≤ 100 ms, and ≤ 3× the matching baseline's median.
 */
import pg from 'pg';
import {
  GENERATE_DEFAULTS,
  RESTAURANT,
  databaseExists,
  dbUrl,
  dropDatabase,
  generate,
} from './generate-reviews.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  db: 'tableside_analytics_bench',
  'pg-url': GENERATE_DEFAULTS.pgUrl,
  reviews: GENERATE_DEFAULTS.reviews,
  runs: 100,
  'baseline-runs': 20,
  keep: false,
}) as {
  db: string;
  'pg-url': string;
  reviews: number;
  runs: number;
  'baseline-runs': number;
  keep: boolean;
};

const machine = lib.machineInfo();
lib.printMachine(machine);
const url = dbUrl(o['pg-url'], o.db);

if (await databaseExists(o['pg-url'], o.db)) {
  lib.print(`Using the existing database ${o.db}`);
} else {
  lib.print(`No database ${o.db}: generating ${o.reviews.toLocaleString('en')} reviews`);
  await generate({ ...GENERATE_DEFAULTS, db: o.db, reviews: o.reviews, pgUrl: o['pg-url'] });
}
const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'bench' });

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};
const ms = (x: number) => x.toFixed(1);

let server: { child: unknown } | null = null;
const dataDir = lib.tempDir('analytics');
try {
  const t = performance.now();
  await pool.query('select review_stats_rebuild(null)');
  await pool.query('vacuum analyze review_daily_stats');
  await pool.query('vacuum analyze review_source_daily_stats');
  const rebuild = (performance.now() - t) / 1000;
  const facts = (
    await pool.query(
      `select r.id, r.timezone,
         (select id from locations l where l.restaurant_id = r.id order by name limit 1) as location,
         (select count(*)::int from reviews v where v.restaurant_id = r.id) as reviews,
         (select count(*)::int from locations l where l.restaurant_id = r.id) as locations,
         (select count(*)::int from review_daily_stats s where s.restaurant_id = r.id) as day_rows
       from restaurants r where r.name = $1`,
      [RESTAURANT],
    )
  ).rows[0] as {
    id: string;
    timezone: string;
    location: string;
    reviews: number;
    locations: number;
    day_rows: number;
  };
  lib.print(
    `${RESTAURANT}: ${facts.reviews.toLocaleString('en')} reviews over ${facts.locations} locations; ` +
      `rollup rebuilt in ${rebuild.toFixed(1)} s: ${facts.day_rows.toLocaleString('en')} location-day rows`,
  );

  const day = (daysAgo: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: facts.timezone }).format(
      new Date(Date.now() - daysAgo * 86_400_000),
    );
  const year = { startDate: day(364), endDate: day(0) };
  const month = { startDate: day(29), endDate: day(0) };
  const q = (r: { startDate: string; endDate: string }) =>
    `startDate=${r.startDate}&endDate=${r.endDate}`;

  const port = await lib.freePort(3470);
  server = await lib.startServer({
    port,
    dataDir,
    env: { DATABASE_URL: url, PROCESS_ROLE: 'api', LOGIN_RATE_LIMIT: '1000' },
  });
  const { access_token: token } = (await lib.login(port)) as { access_token: string };
  const base = `http://127.0.0.1:${port}/v1/location`;
  const scenarios = [
    {
      key: 'a',
      label: '(a) home metrics, all locations, 365 days',
      path: `${base}/all/review/metrics?${q(year)}`,
      baseline: 'year',
    },
    {
      key: 'b',
      label: '(b) trends, all, this year vs last year',
      path: `${base}/all/review/metrics?preset=this_year_vs_last_year`,
      baseline: 'year',
    },
    {
      key: 'c',
      label: '(c) graphs series, all, 365 days',
      path: `${base}/all/review/metrics/series?${q(year)}`,
      baseline: 'year',
    },
    {
      key: 'd',
      label: '(d) home metrics, one location, 30 days',
      path: `${base}/${facts.location}/review/metrics?${q(month)}`,
      baseline: 'month',
    },
    {
      key: 'e',
      label: '(e) reference: GET /v1/auth/roles (token, actor, one small query)',
      path: `http://127.0.0.1:${port}/v1/auth/roles`,
      baseline: 'month',
    },
  ] as const;

  const timeHttp = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { totalReviews?: number } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, total: body.data?.totalReviews };
  };
  const baselineSql = `select count(*)::int as total, round(avg(rating), 1) as average,
      count(*) filter (where rating >= 4)::int as positive
    from reviews where restaurant_id = $1 and ($2::uuid is null or location_id = $2)
      and review_date >= ($3::date)::timestamp at time zone $5
      and review_date < (($4::date) + 1)::timestamp at time zone $5`;
  const baselineArgs = {
    year: [facts.id, null, year.startDate, year.endDate, facts.timezone],
    month: [facts.id, facts.location, month.startDate, month.endDate, facts.timezone],
  };
  const timeSql = async (key: 'year' | 'month') => {
    const t0 = performance.now();
    const r = await pool.query(baselineSql, baselineArgs[key]);
    return { ms: performance.now() - t0, total: r.rows[0].total as number };
  };

  // Warm-up, and the figures checked against the baseline's own count.
  const check: Record<string, number> = {};
  for (const key of ['year', 'month'] as const) check[key] = (await timeSql(key)).total;
  for (const s of scenarios) {
    const first = await timeHttp(s.path);
    if (['a', 'd'].includes(s.key) && first.total !== check[s.baseline]) {
      throw new Error(
        `${s.label}: ${first.total} reviews, the baseline counts ${check[s.baseline]}`,
      );
    }
    for (let i = 0; i < 5; i++) await timeHttp(s.path);
  }

  const loadStart = lib.loadNow();
  const baselines: Record<string, number[]> = { year: [], month: [] };
  for (const key of ['year', 'month'] as const) {
    for (let i = 0; i < o['baseline-runs']; i++) baselines[key]?.push((await timeSql(key)).ms);
  }
  const rows: string[][] = [];
  const raw: Record<string, unknown> = { baselines };
  for (const s of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < o.runs; i++) times.push((await timeHttp(s.path)).ms);
    raw[s.key] = times;
    const baseMedian = lib.median(baselines[s.baseline] as number[]);
    const p95 = percentile(times, 95);
    const ratio = lib.median(times) / baseMedian;
    rows.push([
      s.label,
      String(o.runs),
      ms(lib.median(times)),
      ms(p95),
      ms(baseMedian),
      `${ratio.toFixed(2)}×`,
      s.key === 'e' ? '–' : p95 <= 100 && ratio <= 3 ? 'PASS' : 'FAIL',
    ]);
  }
  for (const key of ['year', 'month'] as const) {
    const xs = baselines[key] as number[];
    rows.push([
      `baseline: one SQL aggregate, ${key === 'year' ? 'all locations, 365 days' : 'one location, 30 days'}`,
      String(xs.length),
      ms(lib.median(xs)),
      ms(percentile(xs, 95)),
      '–',
      '1.00×',
      '–',
    ]);
  }
  lib.print(
    `\nreviews counted: 365 days ${check.year?.toLocaleString('en')}, 30 days one location ${check.month?.toLocaleString('en')}`,
  );
  lib.print(`load average: ${loadStart} at start, ${lib.loadNow()} at end\n`);
  lib.print(
    lib.table(
      [
        'scenario',
        'runs',
        'median ms',
        'p95 ms',
        'baseline median ms',
        'median vs baseline',
        'target',
      ],
      rows,
    ),
  );
  lib.saveJson('analytics-metrics', { machine, rebuild, facts, raw });
} finally {
  if (server) await lib.stopProcess(server);
  lib.removeDir(dataDir);
  await pool.end();
  if (!o.keep) await dropDatabase(o['pg-url'], o.db);
}
