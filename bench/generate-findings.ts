/**
 * Analysis findings for bench/analytics-metrics.ts: the generated reviews carry none, so
 * categories, keywords, menu and staff mentions are made by SQL from each review's id.
 */
import { NEUTRAL_MIN_RATING, POSITIVE_MIN_RATING } from '@tableside/domain/ratings';
import type pg from 'pg';
import { RESTAURANT } from './generate-reviews.ts';
import * as lib from './lib.mjs';

/**
 * Findings for every review of the restaurant, made by SQL from each review's id (so a rerun
 * makes the same ones), polarity following the rating; the session skips triggers, then the
 * mention rollups are rebuilt in one pass. Answers the rebuild's seconds.
 */
export async function generateFindings(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query('select id from restaurants where name = $1', [RESTAURANT]);
    const restaurantId = rows[0]?.id as string;
    const h = (salt: string) => `abs(hashtext(r.id::text || '${salt}')::bigint)`;
    const polarity = (salt: string) => `case when r.rating >= ${POSITIVE_MIN_RATING} then 'positive'
      when r.rating < ${NEUTRAL_MIN_RATING} then 'negative'
      else (array['neutral', 'conflict'])[1 + ${h(salt)} % 2] end`;
    const reviewColumns = 'review_id, restaurant_id, location_id, review_date';
    const fromReviews = `r.id, r.restaurant_id, r.location_id, r.review_date`;
    const catalogue = async (table: string) =>
      (
        await client.query(`select count(*)::int as n from ${table} where restaurant_id = $1`, [
          restaurantId,
        ])
      ).rows[0].n as number;
    const menuCount = await catalogue('menu_items');
    const staffCount = await catalogue('staff_members');
    const t0 = performance.now();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const table of ['review_categories', 'review_keywords', 'menu_mentions', 'staff_mentions'])
      await client.query(`delete from ${table} where restaurant_id = $1`, [restaurantId]);
    await client.query(
      `insert into review_categories (${reviewColumns}, category, semeval_category, polarity)
       select ${fromReviews},
         (array['food', 'service', 'price', 'ambience', 'wait', 'drinks', 'value', 'cleanliness'])
           [1 + (${h('c')} + g) % 8], 'food', ${polarity('cp')}
       from reviews r, generate_series(1, 1 + (${h('cn')} % 10 < 4)::int) g
       where r.restaurant_id = $1`,
      [restaurantId],
    );
    await client.query(
      `insert into review_keywords (${reviewColumns}, keyword, category, snippet, sentiment)
       select ${fromReviews}, 'word' || ((${h('k')} + g * 7) % 60), 'food', 'bench',
         ${polarity('kp')}
       from reviews r, generate_series(1, 2) g
       where r.restaurant_id = $1`,
      [restaurantId],
    );
    for (const [table, catalogueTable, idColumn, nameColumn, count, share] of [
      ['menu_mentions', 'menu_items', 'menu_item_id', 'item_name', menuCount, 3],
      ['staff_mentions', 'staff_members', 'staff_member_id', 'staff_name', staffCount, 2],
    ] as const) {
      await client.query(
        `with entries as (select id, name, (row_number() over (order by id) - 1)::int as i
           from ${catalogueTable} where restaurant_id = $1)
         insert into ${table} (${reviewColumns}, ${idColumn}, ${nameColumn}, polarity, snippet)
         select ${fromReviews}, e.id, e.name, ${polarity('mp')}, 'bench'
         from reviews r join entries e on e.i = ${h('m')} % $2::int
         where r.restaurant_id = $1 and ${h('ms')} % 10 < ${share}`,
        [restaurantId, count],
      );
    }
    await client.query('commit');
    lib.print(`Findings generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = performance.now();
    await client.query('select mention_stats_rebuild($1)', [restaurantId]);
    const seconds = (performance.now() - t1) / 1000;
    for (const table of [
      'review_categories',
      'review_keywords',
      'menu_mentions',
      'staff_mentions',
      'mention_daily_stats',
      'mention_monthly_stats',
      'mention_restaurant_daily_stats',
      'mention_restaurant_monthly_stats',
    ])
      await client.query(`vacuum analyze ${table}`);
    return seconds;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
