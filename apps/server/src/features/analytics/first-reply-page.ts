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
import { figuresOf, type FigureRow } from './first-reply-sql.ts';
import { likePattern } from '../../db/like-pattern.ts';
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
 * (`location-page.ts`), from the closed months' summaries and the other days' reviews
 * (`first-reply-summary-page.ts`). Empty figures (no median, nothing due) sort last, then by name.
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
  const page = { search, order, limit: q.limit, offset: q.offset, byMedian: q.sort === 'median' };
  return summaryPage(db, scope, current, now, by, page);
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
