import { sql } from 'drizzle-orm';
import { rate } from '@tableside/domain/percentages';
import type { TAnalytics, TReplyFigures } from '@tableside/domain/schemas/console';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

type Counts = Omit<TReplyFigures, 'reply_rate' | 'approval_without_edit_rate'>;
type RestaurantRow = Counts & { restaurant_id: string; name: string };

const withRates = <T extends Counts>(c: T) => ({
  ...c,
  reply_rate: rate(c.replied, c.reviews),
  approval_without_edit_rate: rate(c.approved_without_edit, c.approved),
});

/**
 * System-wide reply analytics over the last `days` days, per restaurant and in total: reviews
 * received (by review date), how many got a posted reply and the median time to it, AI drafts
 * written, approvals and how many were approved exactly as drafted, and sync failures seen.
 */
export async function systemAnalytics(db: Db, days: number): Promise<TAnalytics> {
  const since = sql`now() - make_interval(days => ${days})`;
  const rows = await sqlRows<RestaurantRow>(
    db,
    sql`with win as (select v.* from reviews v where v.review_date > ${since}),
      approvals as (
        select h.review_id, h.restaurant_id, h.created_at from reply_history h
        where h.status = 'approved' and h.created_at > ${since}),
      edited as (
        select distinct a.review_id, a.created_at from approvals a
        join reply_history e on e.review_id = a.review_id and e.status = 'edited'
          and e.created_at <= a.created_at)
      select r.id as restaurant_id, r.name,
        (select count(*)::int from win where win.restaurant_id = r.id) as reviews,
        (select count(*)::int from win where win.restaurant_id = r.id
          and win.status = 'posted') as replied,
        (select round((percentile_cont(0.5) within group (order by
            extract(epoch from win.posted_at - win.review_date) / 60))::numeric, 1)::float8
          from win where win.restaurant_id = r.id and win.posted_at is not null)
          as median_reply_minutes,
        (select count(*)::int from reply_history h where h.restaurant_id = r.id
          and h.status in ('draft', 'regenerated') and h.created_at > ${since}) as ai_drafts,
        (select count(*)::int from approvals a where a.restaurant_id = r.id) as approved,
        (select count(*)::int from approvals a where a.restaurant_id = r.id
          and not exists (select 1 from edited e where e.review_id = a.review_id
            and e.created_at = a.created_at)) as approved_without_edit,
        (select count(*)::int from source_connections c where c.restaurant_id = r.id
          and c.status <> 'connected' and c.updated_at > ${since}) as sync_errors
      from restaurants r order by r.name`,
  );
  const perDay = await sqlRows<{ date: string; reviews: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date,
        (select count(*)::int from reviews v where v.review_date >= (d at time zone 'UTC')
          and v.review_date < ((d + interval '1 day') at time zone 'UTC')) as reviews
      from generate_series(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${days - 1}),
        date_trunc('day', now() at time zone 'UTC'), interval '1 day') as d
      order by d`,
  );
  const [overall] = await sqlRows<{ median: number | null }>(
    db,
    sql`select round((percentile_cont(0.5) within group (order by
        extract(epoch from v.posted_at - v.review_date) / 60))::numeric, 1)::float8 as median
      from reviews v where v.review_date > ${since} and v.posted_at is not null`,
  );
  const sum = (key: keyof Counts) =>
    rows.reduce((total, row) => total + ((row[key] as number | null) ?? 0), 0);
  const totals = withRates({
    reviews: sum('reviews'),
    replied: sum('replied'),
    median_reply_minutes: overall?.median ?? null,
    ai_drafts: sum('ai_drafts'),
    approved: sum('approved'),
    approved_without_edit: sum('approved_without_edit'),
    sync_errors: sum('sync_errors'),
  });
  return { days, per_day: perDay, totals, restaurants: rows.map(withRates) };
}
