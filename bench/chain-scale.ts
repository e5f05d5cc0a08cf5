/**
 * What keeping the review rollups costs, and how fast reviews arrive in bulk, on generated chain
 * databases (issue #35 item 3): the same scenarios on each `--dbs` database in one run, side by
 * side, so 1,000,000 reviews over 100 locations and 10,000,000 over 1,000 compare directly.
 *
 *   node --import tsx bench/chain-scale.ts --dbs tn_1m,tn_10m [--reviews-per-review 300]
 *        [--webhook-reviews 20000] [--webhook-clients 4] [--import-rows 20000] [--no-rebuild]
 *        [--only rebuild,upkeep,webhook,import]
 *
 * Each database is made first by bench/generate-reviews.ts (`--reviews`, `--locations`); it is
 * changed only by the scenarios below and left as it was (every review they add is deleted).
 * Per database:
 *   1. Full rebuild of the review rollups, `review_stats_rebuild(<restaurant>)`, timed; baseline:
 *      one GROUP BY pass over the same reviews giving the per-location day counts (no writes).
 *   2. Rollup upkeep per ingested review: the service's own `ingestReviews` (the store step of
 *      the webhook, sync and demo sources; the arrival pipeline's jobs left out), in this
 *      process, `--reviews-per-review` calls of one review each, then the same count in one call
 *      of up to 500 (a webhook's largest batch), into a location of their own: once as shipped,
 *      once with the rollup triggers disabled (the baseline, same run), three rounds each, the
 *      first discarded. Milliseconds per review of each, and the rollup rows written per review
 *      from `pg_stat_user_tables` (inserted + updated, read after the writing connections have
 *      closed and flushed them).
 *   3. Bulk ingest through the webhook: the real server (PROCESS_ROLE=api, no workers: the
 *      jobs are queued, not run) takes `--webhook-reviews` reviews in signed batches of 500
 *      from `--webhook-clients` clients, spread over every location, dated the last 24 hours;
 *      reviews/s. Baseline: the same reviews by plain multi-row INSERTs through `pg` (500 a
 *      statement and a transaction, the triggers on).
 *   4. Bulk ingest through an import: a `--import-rows` CSV uploaded, mapped and run by the
 *      import job's own code in this process (as bench/import-throughput.ts) into a new
 *      location; baseline: the same rows by plain INSERTs (500 a statement, 1,000 a
 *      transaction) into another.
 */
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Actor } from '../apps/server/src/auth/actor.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { ingestReviews } from '../apps/server/src/review-arrival/store.ts';
import { runReviewImport } from '../apps/server/src/features/review-import/run.ts';
import { getImport, startImport } from '../apps/server/src/features/review-import/service.ts';
import { receiveUpload } from '../apps/server/src/features/review-import/upload.ts';
import { GENERATE_DEFAULTS, RESTAURANT, databaseExists, dbUrl } from './generate-reviews.ts';
import * as lib from './lib.mjs';
import { REVIEW_ROLLUPS } from './rollup-tables.ts';

const o = lib.cliOptions({
  dbs: 'tableside_bench',
  'pg-url': GENERATE_DEFAULTS.pgUrl,
  'reviews-per-review': 300,
  'webhook-reviews': 20_000,
  'webhook-clients': 4,
  'import-rows': 20_000,
  rebuild: true,
  only: '',
}) as {
  dbs: string;
  'pg-url': string;
  'reviews-per-review': number;
  'webhook-reviews': number;
  'webhook-clients': number;
  'import-rows': number;
  rebuild: boolean;
  only: string;
};
const wanted = (step: string) => !o.only || o.only.split(',').includes(step);

const APP = 'bench-chain';
const BATCH = 500;
const noJobs = async () => undefined;
type IngestStep = Parameters<typeof ingestReviews>[0];
const s = (ms: number) => (ms / 1000).toFixed(1);
const perSecond = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en');

type Facts = { restaurantId: string; timezone: string; reviews: number; locations: number };
type Figures = Record<string, { value: string; baseline: string; ratio: string; note: string }>;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url, application_name: APP });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Rows inserted + updated per rollup table so far. Statistics reach the shared counters when a
 * backend closes, so this first waits until no other client backend is connected to the database.
 */
async function rollupWrites(url: string): Promise<Record<string, number>> {
  return withClient(url, async (c) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and backend_type = 'client backend'`,
      );
      if (rows[0].n === 0) break;
      if (Date.now() > deadline) throw new Error('other sessions still connected to the database');
      await new Promise((r) => setTimeout(r, 50));
    }
    const { rows } = await c.query(
      `select relname, (n_tup_ins + n_tup_upd)::bigint as n from pg_stat_user_tables
       where relname = any($1)`,
      [REVIEW_ROLLUPS],
    );
    return Object.fromEntries(rows.map((r) => [r.relname as string, Number(r.n)]));
  });
}
const writesBetween = (a: Record<string, number>, b: Record<string, number>) =>
  REVIEW_ROLLUPS.reduce((sum, t) => sum + ((b[t] ?? 0) - (a[t] ?? 0)), 0);

async function facts(url: string): Promise<Facts> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select r.id, r.timezone,
         (select count(*)::int from reviews v where v.restaurant_id = r.id) as reviews,
         (select count(*)::int from locations l where l.restaurant_id = r.id) as locations
       from restaurants r where r.name = $1`,
      [RESTAURANT],
    );
    const row = rows[0] as { id: string; timezone: string; reviews: number; locations: number };
    return { restaurantId: row.id, timezone: row.timezone, ...row };
  });
}

async function addLocation(url: string, restaurantId: string, name: string): Promise<string> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `insert into locations (restaurant_id, name) values ($1, $2) returning id`,
      [restaurantId, name],
    );
    return rows[0].id as string;
  });
}

/** Deletes bench locations (and their reviews); `counted: false` for reviews the triggers never saw. */
async function dropLocations(url: string, ids: string[], counted = true) {
  await withClient(url, async (c) => {
    await c.query('begin');
    if (!counted) await c.query('alter table reviews disable trigger reviews_stats_delete');
    await c.query('delete from locations where id = any($1)', [ids]);
    if (!counted) await c.query('alter table reviews enable trigger reviews_stats_delete');
    await c.query('commit');
  });
}

const review = (locationId: string, key: string, i: number) => ({
  location_id: locationId,
  source: 'google' as const,
  external_id: `chain-${key}-${i}`,
  author_name: `Guest ${i % 997}`,
  rating: 1 + (i % 5),
  text: i % 2 ? 'Lovely dinner, quick service.' : 'Cold fries and a long wait.',
  review_date: new Date(Date.now() - (i % 1440) * 60_000).toISOString(),
});

/** 1. The full rebuild, and one aggregate pass over the same reviews. */
async function rebuild(url: string, f: Facts, out: Figures) {
  await withClient(url, async (c) => {
    let t = performance.now();
    await c.query('select review_stats_rebuild($1)', [f.restaurantId]);
    const rebuildMs = performance.now() - t;
    for (const table of REVIEW_ROLLUPS) await c.query(`vacuum analyze ${table}`);
    t = performance.now();
    await c.query(
      `select count(*) from (
         select location_id, (review_date at time zone $2)::date, count(*), sum(rating)
         from reviews where restaurant_id = $1 group by 1, 2) s`,
      [f.restaurantId, f.timezone],
    );
    const passMs = performance.now() - t;
    const { rows } = await c.query(
      `select ${REVIEW_ROLLUPS.map((r) => `(select count(*)::int from ${r} where restaurant_id = $1) as ${r}`).join(', ')}`,
      [f.restaurantId],
    );
    out['full rollup rebuild (s)'] = {
      value: s(rebuildMs),
      baseline: s(passMs),
      ratio: lib.ratio(rebuildMs, passMs),
      note: `rows: ${REVIEW_ROLLUPS.map((r) => `${r.replace(/^review_|_stats$/g, '')} ${Number(rows[0][r]).toLocaleString('en')}`).join(', ')}`,
    };
  });
}

/** 2. One review a call, then one call of many: as shipped and with the rollup triggers off. */
async function upkeep(url: string, f: Facts, out: Figures) {
  const n = o['reviews-per-review'];
  // Each phase on its own connections, closed before the counters are read.
  const phase = async (fn: (deps: IngestStep) => Promise<void>) => {
    const before = await rollupWrites(url);
    const database = await openPostgres(url, 2);
    const t = performance.now();
    await fn({ db: database.db, afterIngest: noJobs });
    const ms = (performance.now() - t) / n;
    await database.close();
    return { ms, rows: writesBetween(before, await rollupWrites(url)) / n };
  };
  const run = async (label: string, triggers: boolean) => {
    const location = await addLocation(url, f.restaurantId, `Chain bench ${label}`);
    if (!triggers)
      await withClient(url, (c) =>
        c.query('alter table reviews disable trigger reviews_stats_insert'),
      );
    const one = await phase(async (deps) => {
      for (let i = 0; i < n; i++)
        await ingestReviews(deps, f.restaurantId, [review(location, label, i)]);
    });
    const batch = Array.from({ length: n }, (_, i) => review(location, `${label}b`, i));
    const many = await phase(async (deps) => {
      for (let i = 0; i < n; i += BATCH)
        await ingestReviews(deps, f.restaurantId, batch.slice(i, i + BATCH));
    });
    if (!triggers)
      await withClient(url, (c) =>
        c.query('alter table reviews enable trigger reviews_stats_insert'),
      );
    return { location, oneMs: one.ms, batchMs: many.ms, oneRows: one.rows, batchRows: many.rows };
  };
  // Twice each, alternating, after one discarded warm-up of each.
  const shipped: Awaited<ReturnType<typeof run>>[] = [];
  const bare: Awaited<ReturnType<typeof run>>[] = [];
  for (let round = 0; round < 3; round++) {
    shipped.push(await run(`on${round}`, true));
    bare.push(await run(`off${round}`, false));
  }
  await dropLocations(
    url,
    shipped.map((r) => r.location),
  );
  await dropLocations(
    url,
    bare.map((r) => r.location),
    false,
  );
  const med = (xs: typeof shipped, pick: (r: (typeof shipped)[number]) => number) =>
    lib.median(xs.slice(1).map(pick));
  const one = med(shipped, (r) => r.oneMs);
  const oneBare = med(bare, (r) => r.oneMs);
  const many = med(shipped, (r) => r.batchMs);
  const manyBare = med(bare, (r) => r.batchMs);
  out['ingest, one review a call (ms/review)'] = {
    value: one.toFixed(2),
    baseline: oneBare.toFixed(2),
    ratio: lib.ratio(one, oneBare),
    note: `rollup upkeep ${(one - oneBare).toFixed(2)} ms/review`,
  };
  out[`ingest, ${Math.min(n, BATCH)} reviews a call (ms/review)`] = {
    value: many.toFixed(3),
    baseline: manyBare.toFixed(3),
    ratio: lib.ratio(many, manyBare),
    note: `rollup upkeep ${(many - manyBare).toFixed(3)} ms/review`,
  };
  out['rollup rows written per review, one a call'] = {
    value: med(shipped, (r) => r.oneRows).toFixed(2),
    baseline: med(bare, (r) => r.oneRows).toFixed(2),
    ratio: '–',
    note: `${n} reviews, one location, the last 24 hours; baseline: triggers off`,
  };
  out[`rollup rows written per review, ${Math.min(n, BATCH)} a call`] = {
    value: med(shipped, (r) => r.batchRows).toFixed(3),
    baseline: med(bare, (r) => r.batchRows).toFixed(3),
    ratio: '–',
    note: 'the same reviews in one call: one row per table and day they touch',
  };
}

/** 3. Signed webhook batches from several clients, against plain INSERTs of as many rows. */
async function webhook(url: string, f: Facts, out: Figures) {
  const total = o['webhook-reviews'];
  const locations = await withClient(url, async (c) =>
    (
      await c.query(`select id from locations where restaurant_id = $1 order by name`, [
        f.restaurantId,
      ])
    ).rows.map((r) => r.id as string),
  );
  const dataDir = lib.tempDir('chain');
  const port = await lib.freePort(3470);
  const server = await lib.startServer({
    port,
    dataDir,
    env: { DATABASE_URL: url, PROCESS_ROLE: 'api', LOGIN_RATE_LIMIT: '1000' },
  });
  let webhookMs = 0;
  let errors = 0;
  let retries = 0;
  try {
    const { access_token: token } = (await lib.login(port)) as { access_token: string };
    const res = await fetch(
      `http://127.0.0.1:${port}/v1/restaurant/${f.restaurantId}/ingest-secret`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const { secret } = ((await res.json()) as { data: { secret: string } }).data;
    const batches = Array.from({ length: Math.ceil(total / BATCH) }, (_, b) =>
      Array.from({ length: Math.min(BATCH, total - b * BATCH) }, (_, i) => {
        const k = b * BATCH + i;
        return review(locations[k % locations.length] as string, 'w', k);
      }),
    );
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: o['webhook-clients'] }, async () => {
        for (let b = next++; b < batches.length; b = next++) {
          const body = JSON.stringify({ reviews: batches[b] });
          // A sender retries a 503 after its Retry-After, as the server asks (under-pressure
          // answers it while the event loop lags); the time waited counts in the rate.
          for (let attempt = 0; ; attempt++) {
            const ts = String(Math.floor(Date.now() / 1000));
            const sig = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
            const r = await fetch(`http://127.0.0.1:${port}/v1/ingest/reviews`, {
              method: 'POST',
              body,
              headers: {
                'content-type': 'application/json',
                'x-tableside-restaurant': f.restaurantId,
                'x-tableside-timestamp': ts,
                'x-tableside-signature': `sha256=${sig}`,
              },
            });
            const answer = (await r.json()) as { data?: { created: number } };
            if (r.status === 503 && attempt < 5) {
              retries += 1;
              const wait = Math.min(10, Number(r.headers.get('retry-after') ?? 1));
              await new Promise((resolve) => setTimeout(resolve, wait * 1000));
              continue;
            }
            if (r.status !== 200 || answer.data?.created !== batches[b]!.length) {
              errors += 1;
              lib.print(
                `  webhook batch ${b}: ${r.status} ${JSON.stringify(answer).slice(0, 200)}`,
              );
            }
            break;
          }
        }
      }),
    );
    webhookMs = performance.now() - t;
  } finally {
    await lib.stopProcess(server);
    lib.removeDir(dataDir);
  }
  // Baseline: the same reviews, plain INSERTs, one statement and transaction per 500.
  const baselineMs = await withClient(url, async (c) => {
    const t = performance.now();
    for (let b = 0; b < total; b += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, total - b) }, (_, i) => b + i);
      const values: unknown[] = [];
      const tuples = rows.map((k, j) => {
        const r = review(locations[k % locations.length] as string, 'wb', k);
        values.push(r.location_id, r.external_id, r.author_name, r.rating, r.text, r.review_date);
        const p = j * 6;
        return `($${p + 1}::uuid, $${p + 2}, $${p + 3}, $${p + 4}::smallint, $${p + 5}, $${p + 6}::timestamptz)`;
      });
      await c.query(
        `insert into reviews (restaurant_id, location_id, source, external_id, author_name,
           rating, text, review_date)
         select '${f.restaurantId}', v.l, 'google', v.e, v.a, v.r, v.t, v.d
         from (values ${tuples.join(', ')}) as v(l, e, a, r, t, d)`,
        values,
      );
    }
    return performance.now() - t;
  });
  await withClient(url, (c) =>
    c.query(
      `delete from reviews where restaurant_id = $1 and source = 'google'
         and (external_id like 'chain-w-%' or external_id like 'chain-wb-%')`,
      [f.restaurantId],
    ),
  );
  out[
    `webhook, ${total.toLocaleString('en')} reviews, ${o['webhook-clients']} clients (reviews/s)`
  ] = {
    value: perSecond(total, webhookMs),
    baseline: perSecond(total, baselineMs),
    ratio: lib.ratio(baselineMs, webhookMs),
    note: `${s(webhookMs)} s against ${s(baselineMs)} s; ${retries} 503 answers retried, ${errors} batches failed`,
  };
}

/** 4. A CSV import run by the import job's code, against plain INSERTs of the same rows. */
async function importRun(url: string, f: Facts, out: Figures) {
  const rows = o['import-rows'];
  const imported = await addLocation(url, f.restaurantId, 'Chain bench import');
  const baseline = await addLocation(url, f.restaurantId, 'Chain bench import baseline');
  const lines = ['date,rating,review,author,id'];
  const day = (i: number) =>
    new Date(Date.now() - (1 + (i % 700)) * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < rows; i++)
    lines.push(
      `${day(i)},${1 + (i % 5)},"Review ${i}: the duck was ${i % 2 ? 'perfect' : 'a bit dry'}",Guest ${i % 997},c-${i}`,
    );
  const file = Buffer.from(`${lines.join('\n')}\n`);
  const database = await openPostgres(url, 5);
  try {
    const actor = {
      userId: null,
      sessionId: 'bench',
      role: 'Admin',
      homeRestaurantId: f.restaurantId,
      restaurantId: f.restaurantId,
      tierLevel: null,
      timezone: null,
      homeLocationId: null,
      locationIds: null,
    } as unknown as Actor;
    const pieces = [];
    for (let i = 0; i < file.length; i += 65_536) pieces.push(file.subarray(i, i + 65_536));
    const id = await receiveUpload(
      database.db,
      actor,
      'chain.csv',
      Readable.from(pieces),
      file.length,
    );
    await startImport(database.db, noJobs, actor, id, {
      columns: { review_date: 0, rating: 1, text: 2, author_name: 3, external_id: 4 },
      location_id: imported,
      date_format: 'iso',
    });
    let t = performance.now();
    await runReviewImport({ db: database.db, afterIngest: noJobs }, id);
    const importMs = performance.now() - t;
    const result = await getImport(database.db, actor, id);
    const baselineMs = await withClient(url, async (c) => {
      t = performance.now();
      for (let i = 0; i < rows; i += 1000) {
        await c.query('begin');
        for (let j = i; j < Math.min(i + 1000, rows); j += BATCH) {
          const values: unknown[] = [];
          const tuples = [];
          for (let k = j; k < Math.min(j + BATCH, i + 1000, rows); k++) {
            values.push(
              `c-${k}`,
              `Guest ${k % 997}`,
              1 + (k % 5),
              `Review ${k}`,
              `${day(k)}T12:00:00Z`,
            );
            const p = values.length - 5;
            tuples.push(
              `($${p + 1}, $${p + 2}, $${p + 3}::smallint, $${p + 4}, $${p + 5}::timestamptz)`,
            );
          }
          await c.query(
            `insert into reviews (restaurant_id, location_id, source, external_id, author_name,
               rating, text, review_date)
             select '${f.restaurantId}', '${baseline}', 'csv', v.e, v.a, v.r, v.t, v.d
             from (values ${tuples.join(', ')}) as v(e, a, r, t, d) on conflict do nothing`,
            values,
          );
        }
        await c.query('commit');
      }
      return performance.now() - t;
    });
    out[`import, ${rows.toLocaleString('en')} CSV rows (reviews/s)`] = {
      value: perSecond(rows, importMs),
      baseline: perSecond(rows, baselineMs),
      ratio: lib.ratio(baselineMs, importMs),
      note: `${s(importMs)} s against ${s(baselineMs)} s; ${result.imported} imported, ${result.refused} refused`,
    };
  } finally {
    await database.close();
    await dropLocations(url, [imported, baseline]);
    await withClient(url, (c) =>
      c.query(`delete from review_imports where file_name = 'chain.csv'`),
    );
  }
}

const machine = lib.machineInfo();
lib.printMachine(machine);
const results: { db: string; facts: Facts; load: string[]; figures: Figures }[] = [];
for (const db of o.dbs.split(',')) {
  if (!(await databaseExists(o['pg-url'], db)))
    throw new Error(`No database ${db}: make it with bench/generate-reviews.ts first`);
  const url = dbUrl(o['pg-url'], db);
  // The server's migrations first (a database generated by an older commit lacks new tables).
  await (await openPostgres(url, 1)).close();
  const f = await facts(url);
  lib.print(`\n## ${db}: ${f.reviews.toLocaleString('en')} reviews over ${f.locations} locations`);
  const figures: Figures = {};
  const load = [lib.loadNow()];
  for (const [step, fn] of [
    ['rebuild', rebuild],
    ['upkeep', upkeep],
    ['webhook', webhook],
    ['import', importRun],
  ] as const) {
    if (!wanted(step) || (step === 'rebuild' && !o.rebuild)) continue;
    await fn(url, f, figures);
    load.push(lib.loadNow());
  }
  lib.print(
    lib.table(
      ['scenario', 'value', 'baseline (same run)', 'ratio', 'note'],
      Object.entries(figures).map(([k, v]) => [k, v.value, v.baseline, v.ratio, v.note]),
    ),
  );
  lib.print(`load average through the scenarios: ${load.join(' → ')}`);
  results.push({ db, facts: f, load, figures });
}
if (results.length > 1) {
  lib.print('\n## Side by side');
  const keys = [...new Set(results.flatMap((r) => Object.keys(r.figures)))];
  lib.print(
    lib.table(
      [
        'scenario',
        ...results.map(
          (r) => `${r.db} (${(r.facts.reviews / 1e6).toFixed(1)}M / ${r.facts.locations} loc.)`,
        ),
        'baselines',
      ],
      keys.map((k) => [
        k,
        ...results.map((r) => r.figures[k]?.value ?? '–'),
        results.map((r) => r.figures[k]?.baseline ?? '–').join(' / '),
      ]),
    ),
  );
}
lib.print(`Load average at end ${lib.loadNow()}`);
lib.saveJson('chain-scale', { machine, options: o, results });
