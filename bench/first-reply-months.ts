/**
 * The closed-month summaries of the time to first reply (migration 0040_first_reply_months) on
 * an existing chain database from generate-reviews.ts: the job's full build, and what the
 * month-marking trigger adds to review writes.
 *
 *   node --import tsx bench/first-reply-months.ts --db tn_chain [--writes 1000] [--rounds 2]
 *        [--no-build]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * 1. Opens the database as the server does (migrating it), forgets every summary and times
 *    `refreshFirstReplyMonths` building them all (the job's first run), with the tables' size.
 * 2. Writes `--writes` single-review statements per kind (insert, reply posted, delete), in
 *    an open month (today's reviews: nearly every write) and in a closed month (a late edit),
 *    each in a transaction rolled back, with the marking triggers on and off in turn, `--rounds` times:
 *    ms per statement. The baseline is the same statements with the triggers off.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { refreshFirstReplyMonths } from '../apps/server/src/features/analytics/first-reply-months.ts';
import * as lib from './lib.mjs';
import { dbUrl, RESTAURANT } from './generate-reviews.ts';

const o = lib.cliOptions({
  db: 'tableside_bench',
  writes: 1000,
  rounds: 2,
  build: true,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

const TRIGGERS = 'reviews_first_reply_months, reviews_first_reply_months_update';

type Kind = 'insert' | 'reply' | 'delete';

/** One kind of write, `n` statements, in a transaction rolled back; ms per statement. */
async function writes(c: pg.Client, kind: Kind, closed: boolean, on: boolean, n: number) {
  await c.query('begin');
  try {
    await c.query(
      `alter table reviews ${on ? 'enable' : 'disable'} trigger reviews_first_reply_months`,
    );
    await c.query(
      `alter table reviews ${on ? 'enable' : 'disable'} trigger reviews_first_reply_months_update`,
    );
    const age = closed
      ? `review_date < now() - interval '90 days'`
      : `review_date > now() - interval '10 days'`;
    const { rows: ids } = await c.query<{ id: string; restaurant_id: string; location_id: string }>(
      `select r.id, r.restaurant_id, r.location_id from reviews r join restaurants rs on rs.id = r.restaurant_id
       where rs.name = $1 and ${age} and r.status ${kind === 'delete' ? "= 'posted'" : "<> 'posted'"}
       order by r.review_date desc limit $2`,
      [RESTAURANT, n],
    );
    const t0 = performance.now();
    for (const [i, r] of ids.entries()) {
      if (kind === 'insert') {
        await c.query(
          `insert into reviews (restaurant_id, location_id, source, external_id, author_name, rating,
             text, language, review_date, status)
           values ($1, $2, 'google', $3, 'Bench', 4, 'Fine.', 'en',
             ${closed ? `now() - interval '120 days'` : 'now()'} - $4 * interval '1 minute', 'new')`,
          [r.restaurant_id, r.location_id, `bench-months-${i}-${Date.now()}`, i],
        );
      } else if (kind === 'reply') {
        await c.query(
          `update reviews set status = 'posted', response = 'Thank you.', posted_at = now() where id = $1`,
          [r.id],
        );
      } else {
        await c.query('delete from reviews where id = $1', [r.id]);
      }
    }
    return { ms: (performance.now() - t0) / Math.max(1, ids.length), n: ids.length };
  } finally {
    await c.query('rollback');
  }
}

/** Forgets every summary and builds them all, as the job's first run: seconds, rows, size. */
async function build(url: string) {
  const database = await openPostgres(url, 2);
  try {
    await database.execute(
      'truncate first_reply_months, first_reply_month_counts, first_reply_month_responders, first_reply_month_delays',
    );
    const t0 = performance.now();
    const months = await refreshFirstReplyMonths(database.db);
    const buildS = (performance.now() - t0) / 1000;
    const { rows } = await database.execute(
      `select (select count(*) from first_reply_month_counts)::int as counts,
         (select count(*) from first_reply_month_responders)::int as responders,
         (select count(*) from first_reply_month_delays)::int as delays,
         pg_size_pretty(pg_total_relation_size('first_reply_month_counts')
           + pg_total_relation_size('first_reply_month_responders')
           + pg_total_relation_size('first_reply_month_delays')) as size`,
    );
    console.log(
      `\nJob's full build: ${months} months and days in ${buildS.toFixed(1)} s; ${JSON.stringify(rows[0])}\n`,
    );
    return { months, seconds: buildS, ...rows[0] };
  } finally {
    await database.close();
  }
}

async function main() {
  const m = lib.machineInfo();
  lib.printMachine(m);
  const url = dbUrl(o['pg-url'], o.db);
  const results: Record<string, unknown> = { machine: m, db: o.db };
  if (o.build) results.build = await build(url);

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const table: string[][] = [];
  try {
    for (const closed of [false, true]) {
      for (const kind of ['insert', 'reply', 'delete'] as Kind[]) {
        const on: number[] = [];
        const off: number[] = [];
        for (let round = 0; round < Number(o.rounds); round++) {
          // Alternate which goes first, so neither always meets the cold pages.
          for (const trigger of round % 2 === 0 ? [true, false] : [false, true]) {
            (trigger ? on : off).push((await writes(c, kind, closed, trigger, o.writes)).ms);
          }
        }
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
        table.push([
          `${kind}, ${closed ? 'closed month (late write)' : 'open month'}`,
          on.map((x) => x.toFixed(2)).join(', '),
          off.map((x) => x.toFixed(2)).join(', '),
          `${(mean(on) - mean(off)).toFixed(2)}`,
        ]);
      }
    }
  } finally {
    await c.end();
  }
  results.writes = table;
  lib.print(lib.table(['write (ms per statement)', 'triggers on', 'off', 'added'], table));
  console.log(`\nTriggers: ${TRIGGERS}. Load average at end: ${lib.loadNow()}`);
  lib.saveJson('first-reply-months', results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
