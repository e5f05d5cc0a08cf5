import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { type FigureRow } from './first-reply-sql.ts';
import {
  countsByCte,
  locationMediansCte,
  mediansCte,
  readSummaries,
} from './first-reply-summary.ts';

type Item = FigureRow & { id: string | null; name: string | null };

/**
 * A page of `first-reply-page.ts` from the closed periods' summaries: the groups' counts are
 * sums; a person's median comes from `mediansCte` (so people sort by median too), a location's
 * from its delays, read for the page's locations only unless locations sort by median.
 * `page` is the caller's: its `named`, `order`, search and cut, over a group `g`.
 */
export async function summaryPage(
  db: Db,
  scope: LocationScope,
  current: DayRange,
  now: Date,
  by: 'location' | 'person',
  page: { search: SQL; order: SQL; limit: number; offset: number; byMedian: boolean },
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
  // Sorted by median, every location needs its median; otherwise only the page's do, so a
  // chain's page sorts 20 locations' delays instead of every location's.
  const everyMedian = !person && page.byMedian;
  const named = person
    ? sql`select c.*, med.median, nullif(trim(u.firstname || ' ' || u.lastname), '') as name
        from c left join med on med.g = coalesce(c.id::text, 'auto')
        left join users u on u.id = c.id where c.answered > 0`
    : everyMedian
      ? sql`select c.*, lm.median, l.name from c join locations l on l.id = c.id
          left join lm on lm.id = c.id`
      : sql`select c.*, l.name from c join locations l on l.id = c.id`;
  const medians = sql`, ${
    person
      ? mediansCte(scope, true)
      : everyMedian
        ? locationMediansCte(scope, null)
        : locationMediansCte(scope, sql`in (select pg.id from pg)`)
  }`;
  const [row] = await readSummaries<{ total: number; items: Item[] }>(
    db,
    scope,
    current,
    (ctes) => sql`with ${ctes}, ${counts} ${person || everyMedian ? medians : sql``},
      n as (select * from (${named}) g ${page.search}),
      pg as (select g.*, row_number() over (order by ${page.order}) as k from n g
        order by ${page.order} limit ${page.limit} offset ${page.offset})
      ${person || everyMedian ? sql`` : medians}
    select (select count(*)::int from n) as total,
      (select coalesce(json_agg(x order by x.k), '[]') from (${
        person || everyMedian
          ? sql`select * from pg`
          : sql`select pg.*, lm.median from pg left join lm on lm.id = pg.id`
      }) x) as items`,
  );
  return { total: row!.total, items: row!.items };
}
