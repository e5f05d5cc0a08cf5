/**
 * An analysis for every review of a generated database (bench/generate-reviews.ts makes none),
 * a share of them read as spam, so the reviews list and the time to first reply read what an
 * analysed restaurant holds.
 *
 *   node --import tsx bench/generate-analyses.ts --db tn_bench [--spam-share 0.02]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Made by SQL from each review's id (a rerun makes the same ones): the spam kind from the id's
 * hash, one in ten spam reviews naming another location. Reviews that already have an
 * analysis (the demo's) keep it. The session skips triggers; ANALYZE after.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SPAM_KINDS } from '@tableside/domain/review-signals';
import { GENERATE_DEFAULTS, dbUrl } from './generate-reviews.ts';
import * as lib from './lib.mjs';

/** Inserts the analyses; answers how many rows and how many read as spam. */
export async function generateAnalyses(
  url: string,
  spamShare: number,
): Promise<{ rows: number; spam: number; seconds: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = performance.now();
    const h = (salt: string) => `abs(hashtext(r.id::text || '${salt}')::bigint)`;
    // hashtext is uniform over 2^31: the share as a threshold of it.
    const spam = `${h('spam')} < ${Math.round(spamShare * 2 ** 31)}`;
    const kinds = `array[${SPAM_KINDS.map((k) => `'${k}'`).join(', ')}]`;
    const signals = `jsonb_build_object('questions', '[]'::jsonb, 'incidents', '[]'::jsonb,
      'sarcasm', false, 'spam', case when ${spam}
        then to_jsonb((${kinds})[1 + ${h('kind')} % ${SPAM_KINDS.length}]) else 'null'::jsonb end)
      || case when ${spam} and ${h('about')} % 10 = 0
        then jsonb_build_object('spamAbout', jsonb_build_object('otherLocation', 'Laval'))
        else '{}'::jsonb end`;
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const inserted = await client.query(
      `insert into review_analyses (review_id, restaurant_id, location_id, review_date, language,
         sentiment_label, sentiment_score, signals, engine, model_version)
       select r.id, r.restaurant_id, r.location_id, r.review_date, coalesce(r.language, 'en'),
         case when r.rating >= 4 then 'positive' when r.rating <= 2 then 'negative'
           else 'neutral' end, (r.rating - 3) / 2.0, ${signals}, 'builtin', 'bench'
       from reviews r
       on conflict (review_id) do nothing`,
    );
    await client.query('commit');
    await client.query('analyze review_analyses');
    const { rows } = await client.query(
      `select count(*)::int as n from review_analyses where signals->>'spam' is not null`,
    );
    return {
      rows: inserted.rowCount ?? 0,
      spam: rows[0].n as number,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const o = lib.cliOptions({
    db: GENERATE_DEFAULTS.db,
    'pg-url': GENERATE_DEFAULTS.pgUrl,
    'spam-share': 0.02,
  }) as { db: string; 'pg-url': string; 'spam-share': number };
  const r = await generateAnalyses(dbUrl(o['pg-url'], o.db), o['spam-share']);
  lib.print(
    `${o.db}: ${r.rows.toLocaleString('en')} analyses added in ${r.seconds.toFixed(1)} s; ` +
      `${r.spam.toLocaleString('en')} reviews read as spam in all`,
  );
}
