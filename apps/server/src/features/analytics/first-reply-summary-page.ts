import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { delaySql, type FigureRow } from './first-reply-sql.ts';
import {
  bucketMediansCte,
  countsByCte,
  rowsWithoutJit,
  summaryCtes,
} from './first-reply-summary.ts';

type Item = FigureRow & { id: string | null; name: string | null };

/**
 * A page of `first-reply-page.ts` over every location from the closed months' summaries: the
 * groups' counts are sums; a person's median comes from the delay buckets (so people sort by
 * median too), a location's from its delays, read for the page's locations only.
 * `page` is the caller's: its `named`, `order`, search and cut, over a group `g`.
 */
export async function summaryPage(
  db: Db,
  scope: LocationScope,
  current: DayRange,
  now: Date,
  by: 'location' | 'person',
  page: { search: SQL; order: SQL; limit: number; offset: number },
): Promise<{ total: number; items: Item[] }> {
  const person = by === 'person';
  const counts = countsByCte(
    scope,
    current,
    now,
    person
      ? { v: 'first_replied_by', summary: 'responder' }
      : { v: 'location_id', summary: 'location_id' },
  );
  const named = person
    ? sql`select c.*, med.median, nullif(trim(u.firstname || ' ' || u.lastname), '') as name
        from c left join med on med.g = coalesce(c.id::text, 'auto')
        left join users u on u.id = c.id where c.answered > 0`
    : sql`select c.*, l.name from c join locations l on l.id = c.id`;
  // A location's median: its delays of the summarised months and of the reviews read, for the
  // page's locations only.
  const medians = person
    ? sql`select * from pg`
    : sql`select pg.*, m.median from pg left join (
          select x.id, percentile_cont(0.5) within group (order by x.delay) as median from (
            select s.location_id as id, unnest(s.delays) as delay
            from first_reply_month_counts s join p on p.summarised
              and s.restaurant_id = ${scope.restaurantId} and s.month = p.month
            where s.location_id in (select pg.id from pg)
            union all
            select v.location_id, ${delaySql}::float8 from v
            where v.first_replied_at is not null and v.location_id in (select pg.id from pg)
          ) x group by x.id) m on m.id = pg.id`;
  const [row] = await rowsWithoutJit<{ total: number; items: Item[] }>(
    db,
    sql`with ${summaryCtes(scope, current)}, ${counts}
      ${person ? sql`, ${bucketMediansCte(scope, true)}` : sql``},
      n as (select * from (${named}) g ${page.search}),
      pg as (select g.*, row_number() over (order by ${page.order}) as k from n g
        order by ${page.order} limit ${page.limit} offset ${page.offset})
    select (select count(*)::int from n) as total,
      (select coalesce(json_agg(x order by x.k), '[]') from (${medians}) x) as items`,
  );
  return { total: row!.total, items: row!.items };
}
