import { sql } from 'drizzle-orm';
import type {
  FirstReplySort,
  TFirstReplyLocationPage,
  TFirstReplyPageQuery,
  TFirstReplyPersonPage,
} from '@tableside/domain/schemas/analytics';
import { ZFirstReplyPageQuery } from '@tableside/domain/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { figuresOf, firstReplySql, type FigureRow } from './first-reply-sql.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { usesSummaries } from './first-reply-summary.ts';
import { summaryPage } from './first-reply-summary-page.ts';
import { resolveRange } from './range.ts';

// Sort keys over a group `g` with its `name`; a person's share is over what they answered.
const sortSql = (sort: FirstReplySort, person: boolean) =>
  ({
    name: 'g.name',
    answered: 'g.answered',
    median: 'g.median',
    withinTarget: `g.within::float8 / nullif(g.${person ? 'answered_due' : 'due'}, 0)`,
  })[sort];

type Item = FigureRow & { id: string | null; name: string | null };

/**
 * One page of the time to first reply per location or per person
 * (docs/product/analytics.md#time-to-first-reply), grouped, sorted and cut in one statement
 * so a chain of 1,000 locations sends one page, like the location comparison
 * (`location-page.ts`). Empty figures (no median, nothing due) sort last, then by name.
 */
async function firstReplyPage(
  db: Db,
  actor: Actor,
  locationId: string,
  query: TFirstReplyPageQuery,
  by: 'location' | 'person',
  now: Date,
): Promise<{ total: number; items: Item[] }> {
  const q = ZFirstReplyPageQuery.parse(query);
  const scope = await resolveLocationScope(db, actor, locationId);
  const { current } = resolveRange(q, scope.timezone, now);
  const person = by === 'person';
  const order = sql.raw(
    `${sortSql(q.sort, person)} ${q.order} nulls last, g.name${q.sort === 'name' ? ` ${q.order}` : ''} nulls last, g.id nulls first`,
  );
  const search = q.search ? sql`where g.name ilike ${likePattern(q.search)}` : sql``;
  // Locations sorted by median need every location's median: the reviews themselves.
  if (usesSummaries(scope) && (person || q.sort !== 'median')) {
    const page = { search, order, limit: q.limit, offset: q.offset };
    return summaryPage(db, scope, current, now, by, page);
  }
  const { reviews, median, counts, aggregates } = firstReplySql(scope, current, now);
  const key = sql.raw(person ? 'v.first_replied_by' : 'v.location_id');
  // Sorted by median, every group needs its median; otherwise only the page's groups do, so a
  // chain's page sorts 20 locations' delays instead of every location's.
  const byMedian = q.sort === 'median';
  const groups = sql`select ${key} as id, ${byMedian ? aggregates : counts} from v group by ${key}
    ${person ? sql`having count(v.first_replied_at) > 0` : sql``}`;
  const named = person
    ? sql`select g.*, nullif(trim(u.firstname || ' ' || u.lastname), '') as name
        from g left join users u on u.id = g.id`
    : sql`select g.*, l.name from g join locations l on l.id = g.id`;
  const onPage = person
    ? sql`v.first_replied_at is not null and (v.first_replied_by in (select p.id from p)
        or (v.first_replied_by is null and exists (select from p where p.id is null)))`
    : sql`v.location_id in (select p.id from p)`;
  const medians = byMedian
    ? sql`select * from p`
    : sql`select p.*, m.median from p left join (select ${key} as id, ${median} from v
          where ${onPage} group by ${key}) m on m.id is not distinct from p.id`;
  const [row] = await namedQuery<{ total: number; items: Item[] }>(
    db,
    sql`with v as not materialized (${reviews}), g as (${groups}),
      n as (select * from (${named}) g ${search}),
      p as (select g.*, row_number() over (order by ${order}) as k from n g
        order by ${order} limit ${q.limit} offset ${q.offset})
    select (select count(*)::int from n) as total,
      (select coalesce(json_agg(x order by x.k), '[]') from (${medians}) x) as items`,
  );
  return { total: row!.total, items: row!.items };
}

/** `GET /location/{id|all}/review/metrics/first-reply/locations`. */
export async function firstReplyLocationPage(
  db: Db,
  actor: Actor,
  locationId: string,
  query: TFirstReplyPageQuery,
  now = new Date(),
): Promise<TFirstReplyLocationPage> {
  const { total, items } = await firstReplyPage(db, actor, locationId, query, 'location', now);
  return {
    total,
    items: items.map((i) => ({
      locationId: i.id as string,
      locationName: i.name ?? '',
      ...figuresOf(i, i.due),
    })),
  };
}

/** `GET /location/{id|all}/review/metrics/first-reply/people`: `userId` null is automatic. */
export async function firstReplyPersonPage(
  db: Db,
  actor: Actor,
  locationId: string,
  query: TFirstReplyPageQuery,
  now = new Date(),
): Promise<TFirstReplyPersonPage> {
  const { total, items } = await firstReplyPage(db, actor, locationId, query, 'person', now);
  return {
    total,
    items: items.map((i) => ({ userId: i.id, name: i.name, ...figuresOf(i, i.answered_due) })),
  };
}
