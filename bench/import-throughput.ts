/**
 * Reviews ingested per second by a 100,000-row CSV import, on embedded PGlite and on
 * PostgreSQL: the upload (streamed into stored pieces), then the `review.import` job itself
 * (parse, check every row, store in batches of 1,000 deduplicated by source and id, record the
 * counts, and queue the arrival pipeline's analysis jobs), then the same file again (every row
 * a duplicate).
 *
 *   node --import tsx bench/import-throughput.ts [--rows 100000] [--no-pg]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Baseline in the same run, on the same database: the same reviews written by plain multi-row
 * INSERTs (500 rows a statement, 1,000 a transaction, ON CONFLICT DO NOTHING), with no file,
 * no parsing, no checks, no counts and no jobs: the floor of what storing them costs.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Actor } from '../apps/server/src/auth/actor.ts';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { locations, restaurants, reviews } from '../apps/server/src/db/schema.ts';
import { bootstrap } from '../apps/server/src/db/seed/bootstrap.ts';
import { reviewArrivalPipeline } from '../apps/server/src/review-arrival/pipeline.ts';
import { runReviewImport } from '../apps/server/src/features/review-import/run.ts';
import { getImport, startImport } from '../apps/server/src/features/review-import/service.ts';
import { receiveUpload } from '../apps/server/src/features/review-import/upload.ts';
import { startJobQueue } from '../apps/server/src/jobs/queue.ts';
import { JOB_TABLE, QUEUES } from '../apps/server/src/workers.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  rows: 100_000,
  // `--no-pg` turns it off (parseArgs reads `--no-<name>` as the negation of <name>).
  pg: true,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});
const ROWS = Number(o.rows);

function csvOf(rows: number): Buffer {
  const lines = ['date,rating,review,author,id'];
  for (let i = 0; i < rows; i += 1) {
    const day = `2019-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    lines.push(
      `${day},${1 + (i % 5)},"Review ${i}: the duck was ${i % 2 ? 'perfect' : 'a bit dry'}, service ""fine""",Guest ${i % 997},b-${i}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function setUp(database: Database) {
  await bootstrap(database.db);
  const [r] = await database.db.insert(restaurants).values({ name: 'Bench' }).returning();
  const places = await database.db
    .insert(locations)
    .values([
      { restaurantId: r!.id, name: 'Imported' },
      { restaurantId: r!.id, name: 'Baseline' },
    ])
    .returning();
  const actor: Actor = {
    userId: '00000000-0000-4000-8000-000000000001',
    sessionId: 'bench',
    role: 'Admin',
    homeRestaurantId: r!.id,
    restaurantId: r!.id,
    tierLevel: null,
    timezone: null,
    homeLocationId: null,
    locationIds: null,
  };
  return { actor, imported: places[0]!.id, baseline: places[1]!.id, restaurantId: r!.id };
}

async function runOn(database: Database) {
  const ctx = await setUp(database);
  // The actor's user id must exist for created_by: none is needed, so leave it unset.
  const actor = { ...ctx.actor, userId: null as unknown as string };
  const jobs = await startJobQueue(database, { supervise: false, queues: JOB_TABLE });
  const deps = { db: database.db, afterIngest: reviewArrivalPipeline(jobs) };
  const file = csvOf(ROWS);
  const pieces = () => {
    const out: Buffer[] = [];
    for (let i = 0; i < file.length; i += 65_536) out.push(file.subarray(i, i + 65_536));
    return Readable.from(out);
  };

  const importOnce = async () => {
    let t = performance.now();
    const id = await receiveUpload(database.db, actor, 'bench.csv', pieces(), file.length);
    const uploadMs = performance.now() - t;
    await startImport(database.db, async () => undefined, actor, id, {
      columns: { review_date: 0, rating: 1, text: 2, author_name: 3, external_id: 4 },
      location_id: ctx.imported,
      date_format: 'iso',
    });
    t = performance.now();
    await runReviewImport(deps, id);
    const runMs = performance.now() - t;
    const result = await getImport(database.db, actor, id);
    return { uploadMs, runMs, result };
  };

  const first = await importOnce();
  const analysisJobs = Number(
    (
      await database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
        QUEUES.reviewAnalyseBatch,
      ])
    ).rows[0]?.n,
  );
  const second = await importOnce();

  // Baseline: the same rows, plain INSERTs.
  const values = Array.from({ length: ROWS }, (_, i) => ({
    restaurantId: ctx.restaurantId,
    locationId: ctx.baseline,
    source: 'csv',
    externalId: `b-${i}`,
    authorName: `Guest ${i % 997}`,
    rating: 1 + (i % 5),
    text: `Review ${i}: the duck was ${i % 2 ? 'perfect' : 'a bit dry'}, service "fine"`,
    reviewDate: new Date(
      `2019-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
    ),
  }));
  const t = performance.now();
  for (let i = 0; i < ROWS; i += 1000)
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(i + 1000, ROWS); j += 500)
        await tx
          .insert(reviews)
          .values(values.slice(j, Math.min(j + 500, i + 1000, ROWS)))
          .onConflictDoNothing();
    });
  const baselineMs = performance.now() - t;
  const [stored] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(sql`${reviews.locationId} = ${ctx.baseline}`);
  await jobs.stop();
  return { first, second, analysisJobs, baselineMs, baselineRows: stored?.n ?? 0 };
}

function report(label: string, r: Awaited<ReturnType<typeof runOn>>) {
  const perSecond = (n: number, ms: number) => Math.round(n / (ms / 1000));
  lib.print(`\n## ${label}: ${ROWS.toLocaleString('en')} rows`);
  lib.print(
    lib.table(
      ['step', 'time', 'rows/s', 'outcome'],
      [
        [
          'upload (streamed, stored in pieces)',
          `${(r.first.uploadMs / 1000).toFixed(2)} s`,
          String(perSecond(ROWS, r.first.uploadMs)),
          `${(r.first.result.size_bytes / 1e6).toFixed(1)} MB`,
        ],
        [
          'import job, new reviews',
          `${(r.first.runMs / 1000).toFixed(2)} s`,
          String(perSecond(ROWS, r.first.runMs)),
          `${r.first.result.imported} imported, ${r.first.result.refused} refused, ${r.analysisJobs} analysis jobs queued`,
        ],
        [
          'import job, same file again',
          `${(r.second.runMs / 1000).toFixed(2)} s`,
          String(perSecond(ROWS, r.second.runMs)),
          `${r.second.result.imported} imported, ${r.second.result.duplicates} duplicates`,
        ],
        [
          'baseline: plain multi-row INSERT',
          `${(r.baselineMs / 1000).toFixed(2)} s`,
          String(perSecond(ROWS, r.baselineMs)),
          `${r.baselineRows} stored`,
        ],
      ],
    ),
  );
  lib.print(
    `import job / baseline: ${(r.baselineMs / r.first.runMs).toFixed(2)} of the baseline's rate`,
  );
}

lib.printMachine(lib.machineInfo());
lib.print(`load before: ${lib.loadNow()}`);
const embedded = await openPglite(null);
report('PGlite (embedded, in memory)', await runOn(embedded));
await embedded.close();

if (o.pg) {
  const name = `tableside_bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: o['pg-url'] });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(o['pg-url']);
    url.pathname = `/${name}`;
    const server = await openPostgres(url.toString(), 5);
    report('PostgreSQL', await runOn(server));
    await server.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
lib.print(`load after: ${lib.loadNow()}`);
