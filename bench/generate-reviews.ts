/**
 * A scratch PostgreSQL database with a large review history, for bench/reviews-list.ts.
 *
 *   node --import tsx bench/generate-reviews.ts [--db tableside_bench] [--reviews 1000000]
 *        [--locations 100] [--months 24] [--pg-url postgres://postgres@127.0.0.1:5432]
 *        [--no-drop-indexes] [--no-rollups]
 *
 * 1. (Re)creates the database `--db` (an existing one of that name is dropped first).
 * 2. Starts the real server on it once with DEMO_MODE=true, so the migrations run and the demo
 *    restaurants, users and their ~2,000 reviews exist (admin@tableside.demo is Admin of
 *    "Maison Tableside", which has 3 locations), then stops it.
 * 3. Adds locations to Maison Tableside until it has `--locations`, and inserts `--reviews`
 *    reviews spread evenly over all of them and the last `--months` months, oldest first (the
 *    order they would have arrived in). The database generates the rows itself:
 *    `INSERT … SELECT … FROM generate_series(…)` in chunks, so nothing crosses the wire. The
 *    secondary indexes of reviews are dropped for the load and rebuilt after, and the loading
 *    session skips foreign-key triggers (`--no-drop-indexes`: neither, about 4× slower).
 * 4. VACUUM ANALYZE, then prints rows/s, the time taken and the table size.
 * 5. The load bypassed the rollup triggers: `review_stats_rebuild()` builds the analytics
 *    rollups from the reviews (timed; `--no-rollups` skips it). The database is kept
 *    (bench/reviews-list.ts drops it when done).
 *
 * 10,000,000 reviews over 1,000 locations (`--reviews 10000000 --locations 1000`) take about
 * 17 minutes on 2 busy cores, most of it rebuilding the indexes, and about 6 GB.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import * as lib from './lib.mjs';
import { REVIEW_ROLLUPS } from './rollup-tables.ts';

export type GenerateOptions = {
  db: string;
  reviews: number;
  locations: number;
  months: number;
  pgUrl: string;
  /** Drop the secondary indexes of reviews while loading, and rebuild them after. */
  dropIndexes: boolean;
  /** Build the analytics rollups after the load (it bypassed their triggers). */
  rollups: boolean;
};

export const GENERATE_DEFAULTS: GenerateOptions = {
  db: 'tableside_bench',
  reviews: 1_000_000,
  locations: 100,
  months: 24,
  pgUrl: 'postgres://postgres@127.0.0.1:5432',
  dropIndexes: true,
  rollups: true,
};

export const RESTAURANT = 'Maison Tableside';
const CHUNK = 100_000;

export const dbUrl = (pgUrl: string, db: string) => `${pgUrl.replace(/\/+$/, '')}/${db}`;
const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name not allowed: ${name}`);
  return `"${name}"`;
};

/** Runs `fn` with a client on the server's maintenance database (`postgres`). */
export async function withAdmin<T>(pgUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl(pgUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(pgUrl: string, db: string): Promise<boolean> {
  return withAdmin(pgUrl, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [db]);
    return r.rowCount === 1;
  });
}

export async function dropDatabase(pgUrl: string, db: string): Promise<void> {
  await withAdmin(pgUrl, (c) => c.query(`drop database if exists ${quoteIdent(db)} with (force)`));
}

const texts = (xs: string[]) => `array[${xs.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`;

// English and French texts per rating band; about one review in seven is in French.
const GOOD_EN = texts([
  'Wonderful dinner, the duck confit was perfect and the service warm.',
  'Great brunch spot. Friendly staff and the best croissants in town.',
  'We celebrated a birthday here: attentive team, lovely desserts.',
  'Excellent wine list and a cosy room. We will be back!',
  'Fresh, generous plates and quick service at lunch.',
  'Always consistent. The steak frites never disappoints.',
  'Lovely terrace, good cocktails, reasonable prices.',
]);
const GOOD_FR = texts([
  'Superbe soirée, le tartare était excellent et le service impeccable.',
  'Très bon brunch, équipe souriante. On reviendra!',
]);
const MIXED_EN = texts([
  'Food was good but we waited 40 minutes for our mains.',
  'Nice room, a bit noisy. The fish was slightly overcooked.',
  'Decent brunch, nothing special for the price.',
  'Service friendly but slow on a busy Friday night.',
]);
const MIXED_FR = texts(['Bon repas dans l’ensemble, mais l’attente était longue.']);
const BAD_EN = texts([
  'Cold food and a server who ignored us for twenty minutes.',
  'Overpriced and underwhelming. The soup was salty.',
  'Our reservation was lost and nobody apologised.',
  'Found a hair in my salad. Manager did not seem to care.',
  'Loud, cramped and the fries were soggy. Not coming back.',
]);
const BAD_FR = texts(['Très déçu : plats tièdes et addition erronée.']);
const REPLY_EN = texts([
  'Thank you so much for your kind words, we hope to welcome you again soon!',
  'Thank you for your feedback. We are sorry about the wait and have shared it with the team.',
  'We are sorry your evening fell short. Please write to us so we can make it right.',
]);
const REPLY_FR = texts([
  'Merci beaucoup pour votre visite et vos bons mots, à bientôt!',
  'Merci pour votre retour. Nous sommes désolés pour l’attente.',
  'Nous sommes navrés que votre soirée ait déçu. Écrivez-nous, nous voulons corriger cela.',
]);
const FIRST = texts([
  'Alex',
  'Camille',
  'Jordan',
  'Sophie',
  'Mathieu',
  'Priya',
  'Liam',
  'Chloé',
  'Omar',
  'Emma',
  'Lucas',
  'Mei',
]);

/**
 * One chunk of reviews `lo..hi` of `n`, generated by the database. Row g is dated
 * `months` months × (n − g + jitter) / n ago, so ids arrive in date order like real imports.
 * Rating 55% 5★, 20% 4★, 10% 3★, 7% 2★, 8% 1★; source 60% Google, 20% Yelp, 20% TripAdvisor;
 * older than 14 days: 75% replied and posted; newer: new / draft / edited / approved / posted.
 */
const INSERT_CHUNK = `
insert into reviews (restaurant_id, location_id, source, external_id, author_name, rating, text,
  language, review_date, response, status, response_approved, approved_at, posted_at, flagged,
  created_at, updated_at)
select $1::uuid, locs[1 + floor(r_loc * array_length(locs, 1))::int], source, 'bench-' || g,
  (${FIRST})[1 + g % 12] || ' ' || chr(65 + (g * 7) % 26) || '.', rating,
  case when lang = 'en' then
         case when rating >= 4 then (${GOOD_EN})[1 + floor(r_text * 7)::int]
              when rating = 3 then (${MIXED_EN})[1 + floor(r_text * 4)::int]
              else (${BAD_EN})[1 + floor(r_text * 5)::int] end
       else case when rating >= 4 then (${GOOD_FR})[1 + floor(r_text * 2)::int]
                 when rating = 3 then (${MIXED_FR})[1] else (${BAD_FR})[1] end end,
  lang, review_date,
  case when status = 'new' then null
       when lang = 'en' then (${REPLY_EN})[band]
       else (${REPLY_FR})[band] end,
  status, status in ('approved', 'posted'),
  case when status in ('approved', 'posted') then review_date + interval '3 hours' end,
  case when status = 'posted' then review_date + interval '4 hours' end,
  rating <= 2 and r_flag < 0.1,
  review_date + interval '5 minutes',
  review_date + case when status = 'posted' then interval '4 hours' else interval '5 minutes' end
from (
  select g, r_loc, r_flag, r_text, review_date, case when g % 7 = 0 then 'fr' else 'en' end as lang,
    case when r_rating < 0.55 then 5 when r_rating < 0.75 then 4 when r_rating < 0.85 then 3
         when r_rating < 0.92 then 2 else 1 end as rating,
    case when r_rating < 0.75 then 1 when r_rating < 0.85 then 2 else 3 end as band,
    case when r_source < 0.6 then 'google' when r_source < 0.8 then 'yelp'
         else 'tripadvisor' end as source,
    case when review_date < now() - interval '14 days'
           then case when r_status < 0.75 then 'posted' else 'new' end
         when r_status < 0.4 then 'new' when r_status < 0.65 then 'draft'
         when r_status < 0.75 then 'edited' when r_status < 0.85 then 'approved'
         else 'posted' end as status
  from (
    select g, random() as r_loc, random() as r_rating, random() as r_source,
      random() as r_status, random() as r_flag, random() as r_text,
      now() - (($5::int - g + random()) / $5::int) * ($6::int * interval '1 month') as review_date
    from generate_series($3::int, $4::int) as g
  ) raw
) r, (select $2::uuid[] as locs) l`;

/** What `loadReviews` needs of a connection: `pg`'s client, or PGlite's (bench/pglite-scale.ts). */
export type Queryable = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * Steps 3 and 4 on a database the server has migrated and seeded: locations up to
 * `locations`, then `reviews` reviews, indexes rebuilt, VACUUM ANALYZE; prints the table.
 */
export async function loadReviews(
  client: Queryable,
  o: Pick<GenerateOptions, 'reviews' | 'locations' | 'months' | 'dropIndexes'>,
): Promise<{ rows: number; seconds: number }> {
  const t0 = performance.now();
  const r = await client.query('select id from restaurants where name = $1', [RESTAURANT]);
  const restaurantId = r.rows[0]?.id as string | undefined;
  if (!restaurantId) throw new Error(`${RESTAURANT} missing: demo seeding did not run`);

  // 3. Locations up to --locations.
  const have = await client.query(
    'select count(*)::int as n from locations where restaurant_id = $1',
    [restaurantId],
  );
  const missing = o.locations - (have.rows[0].n as number);
  if (missing > 0) {
    await client.query(
      `insert into locations (restaurant_id, name, address, website)
       select $1, 'Bench ' || lpad(i::text, 3, '0'), i || ' Rue de la Bench, Montréal, QC',
         'https://maison.tableside.demo/bench-' || i
       from generate_series(1, $2::int) as i`,
      [restaurantId, missing],
    );
  }
  const locs = await client.query(
    'select id from locations where restaurant_id = $1 order by created_at, name',
    [restaurantId],
  );
  const locationIds = locs.rows.map((row) => row.id as string);
  lib.print(`${RESTAURANT}: ${locationIds.length} locations (${Math.max(missing, 0)} added)`);

  // 4. Reviews, oldest first, in chunks (progress, and no single huge transaction). The usual
  // bulk-load shortcuts: the secondary indexes are dropped and rebuilt afterwards from their
  // own definitions, and this session skips the foreign-key triggers (every id is valid by
  // construction).
  const idx = await client.query(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = 'reviews' and indexname <> 'reviews_pkey'`,
  );
  const indexDefs = idx.rows as { indexname: string; indexdef: string }[];
  if (o.dropIndexes) {
    for (const { indexname } of indexDefs) await client.query(`drop index "${indexname}"`);
    await client.query('set session_replication_role = replica');
  }
  const tLoad = performance.now();
  for (let lo = 1; lo <= o.reviews; lo += CHUNK) {
    const hi = Math.min(lo + CHUNK - 1, o.reviews);
    const t = performance.now();
    await client.query(INSERT_CHUNK, [restaurantId, locationIds, lo, hi, o.reviews, o.months]);
    const s = (performance.now() - t) / 1000;
    lib.print(
      `  reviews ${lo.toLocaleString('en')}–${hi.toLocaleString('en')}: ${s.toFixed(1)} s ` +
        `(${Math.round((hi - lo + 1) / s).toLocaleString('en')} rows/s)`,
    );
  }
  const loadSeconds = (performance.now() - tLoad) / 1000;
  const tIndex = performance.now();
  if (o.dropIndexes) {
    await client.query('set session_replication_role = origin');
    await client.query("set maintenance_work_mem = '256MB'");
    for (const { indexdef } of indexDefs) await client.query(indexdef);
  }
  const indexSeconds = (performance.now() - tIndex) / 1000;
  const tVacuum = performance.now();
  await client.query('vacuum analyze reviews');
  await client.query('analyze locations');
  const vacuumSeconds = (performance.now() - tVacuum) / 1000;

  const size = await client.query(
    `select count(*)::int as n,
       pg_size_pretty(pg_table_size('reviews')) as heap,
       pg_size_pretty(pg_indexes_size('reviews')) as indexes
     from reviews`,
  );
  const { n, heap, indexes } = size.rows[0] as { n: number; heap: string; indexes: string };
  const seconds = (performance.now() - t0) / 1000;
  lib.print(
    lib.table(
      [
        'reviews inserted',
        'insert s',
        'rows/s',
        'index rebuild s',
        'rows/s incl. indexes',
        'VACUUM ANALYZE s',
        'total s',
        'reviews in db',
      ],
      [
        [
          o.reviews.toLocaleString('en'),
          loadSeconds.toFixed(1),
          Math.round(o.reviews / loadSeconds).toLocaleString('en'),
          o.dropIndexes ? indexSeconds.toFixed(1) : '–',
          Math.round(o.reviews / (loadSeconds + indexSeconds)).toLocaleString('en'),
          vacuumSeconds.toFixed(1),
          seconds.toFixed(1),
          n.toLocaleString('en'),
        ],
      ],
    ),
  );
  lib.print(`reviews table ${heap}, its indexes ${indexes}`);
  return { rows: o.reviews, seconds };
}

export async function generate(o: GenerateOptions): Promise<{ rows: number; seconds: number }> {
  const t0 = performance.now();
  const url = dbUrl(o.pgUrl, o.db);

  // 1. A fresh database.
  await withAdmin(o.pgUrl, async (c) => {
    const exists = await c.query('select 1 from pg_database where datname = $1', [o.db]);
    if (exists.rowCount) lib.print(`Dropping the existing database ${o.db}`);
    await c.query(`drop database if exists ${quoteIdent(o.db)} with (force)`);
    await c.query(`create database ${quoteIdent(o.db)}`);
  });

  // 2. Migrations and demo data by the real server.
  const dataDir = lib.tempDir('gen');
  const port = await lib.freePort(3470);
  const server = await lib.startServer({
    port,
    dataDir,
    env: { DATABASE_URL: url, DEMO_MODE: 'true', PROCESS_ROLE: 'api' },
  });
  await lib.stopProcess(server);
  lib.removeDir(dataDir);
  const tServer = performance.now();
  lib.print(`Server migrated and seeded ${o.db} in ${((tServer - t0) / 1000).toFixed(1)} s`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const loaded = await loadReviews(client, o);
    if (o.rollups) {
      const t = performance.now();
      await client.query('select review_stats_rebuild(id) from restaurants where name = $1', [
        RESTAURANT,
      ]);
      for (const table of REVIEW_ROLLUPS) await client.query(`vacuum analyze ${table}`);
      lib.print(`Rollups rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    const seconds = (performance.now() - t0) / 1000;
    lib.print(`In all ${seconds.toFixed(1)} s, the server's migration and seeding included.`);
    return { rows: loaded.rows, seconds };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const o = lib.cliOptions({
    db: GENERATE_DEFAULTS.db,
    reviews: GENERATE_DEFAULTS.reviews,
    locations: GENERATE_DEFAULTS.locations,
    months: GENERATE_DEFAULTS.months,
    'pg-url': GENERATE_DEFAULTS.pgUrl,
    'drop-indexes': GENERATE_DEFAULTS.dropIndexes,
    rollups: GENERATE_DEFAULTS.rollups,
  }) as {
    db: string;
    reviews: number;
    locations: number;
    months: number;
    'pg-url': string;
    'drop-indexes': boolean;
    rollups: boolean;
  };
  lib.printMachine(lib.machineInfo());
  await generate({ ...o, pgUrl: o['pg-url'], dropIndexes: o['drop-indexes'] });
  lib.print(`Load average at end ${lib.loadNow()}. The database ${o.db} is kept; drop it with`);
  lib.print(`  psql -h 127.0.0.1 -U postgres -d test -c 'drop database ${o.db} with (force)'`);
}
