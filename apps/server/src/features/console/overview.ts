import { sql } from 'drizzle-orm';
import { percentChange } from '@tableside/domain/console-figures';
import type { OverviewCardKey, TOverview } from '@tableside/domain/schemas/console';
import type { Db } from '../../db/client.ts';
import { existingMentionTables, mentionFigures } from './mentions.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/**
 * The figures of System Overview, each now and 30 days ago, counted by the database. A restaurant
 * is active while it is not a lapsed trial; a user is active when they signed in during the window
 * (compared with the 30 days before). Reviews and mentions count by the review's date, as
 * Analytics does, so an import of old reviews is not "new".
 */
export async function systemOverview(db: Db): Promise<TOverview> {
  const [figures] = await sqlRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from restaurants r
        where r.trial_ends_at is null or r.trial_ends_at > now()) as active_restaurants,
      (select count(*)::int from restaurants r where r.created_at <= now() - interval '30 days'
        and (r.trial_ends_at is null or r.trial_ends_at > now() - interval '30 days'))
        as active_restaurants_prev,
      (select count(*)::int from locations) as total_locations,
      (select count(*)::int from locations l where l.created_at <= now() - interval '30 days')
        as total_locations_prev,
      (select count(distinct s.user_id)::int from sessions s
        where s.created_at > now() - interval '30 days') as active_users,
      (select count(distinct s.user_id)::int from sessions s
        where s.created_at > now() - interval '60 days'
          and s.created_at <= now() - interval '30 days') as active_users_prev,
      (select count(*)::int from reviews v) as total_reviews,
      (select count(*)::int from reviews v where v.review_date <= now() - interval '30 days')
        as total_reviews_prev`,
  );
  const present = await existingMentionTables(db);
  const staff = await mentionFigures(db, 'staff', present);
  const menu = await mentionFigures(db, 'menu', present);
  const all: Record<string, number> = {
    ...figures,
    staff_mentions: staff.value,
    staff_mentions_prev: staff.previous,
    menu_mentions: menu.value,
    menu_mentions_prev: menu.previous,
  };
  const cards = (
    [
      'active_restaurants',
      'total_locations',
      'active_users',
      'total_reviews',
      'staff_mentions',
      'menu_mentions',
    ] as const satisfies readonly OverviewCardKey[]
  ).map((key) => {
    const value = all[key] ?? 0;
    const previous = all[`${key}_prev`] ?? 0;
    return { key, value, previous, change_pct: percentChange(value, previous) };
  });
  return { cards, sync: await syncHealth(db), jobs: await jobsWaiting(db) };
}

async function syncHealth(db: Db): Promise<TOverview['sync']> {
  const [counts] = await sqlRows<{ connections: number; failing: number }>(
    db,
    sql`select count(*)::int as connections,
      count(*) filter (where status <> 'connected')::int as failing from source_connections`,
  );
  const failures = await sqlRows<TOverview['sync']['failures'][number]>(
    db,
    sql`select r.name as restaurant_name, l.name as location_name, c.source,
        c.last_error, to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as since
      from source_connections c
      join locations l on l.id = c.location_id
      join restaurants r on r.id = c.restaurant_id
      where c.status <> 'connected'
      order by c.updated_at desc limit 20`,
  );
  return { connections: counts?.connections ?? 0, failing: counts?.failing ?? 0, failures };
}

/** Jobs not yet done per queue: waiting (created or retrying) and failed for good. */
async function jobsWaiting(db: Db): Promise<TOverview['jobs']> {
  const queues = await sqlRows<{ queue: string; waiting: number; failed: number }>(
    db,
    sql`select name as queue,
        count(*) filter (where state in ('created', 'retry'))::int as waiting,
        count(*) filter (where state = 'failed')::int as failed
      from pgboss.job group by name order by name`,
  );
  return {
    waiting: queues.reduce((sum, q) => sum + q.waiting, 0),
    failed: queues.reduce((sum, q) => sum + q.failed, 0),
    queues: queues.filter((q) => q.waiting > 0 || q.failed > 0),
  };
}
