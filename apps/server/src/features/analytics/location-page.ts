import { and, eq, inArray, sql } from 'drizzle-orm';
import { roundRating } from '@tableside/domain/ratings';
import type {
  LocationSort,
  TLocationPage,
  TLocationPageQuery,
} from '@tableside/domain/schemas/analytics';
import { ZLocationPageQuery } from '@tableside/domain/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { namedQuery } from '../../db/named-query.ts';
import { locations } from '../../db/schema.ts';
import { periodCounts } from './period-reads.ts';
import { resolveRange } from './range.ts';

// Sort keys as SQL over the current period's row `c` (null figures, i.e. no reviews, last).
const SORT_SQL: Record<LocationSort, string> = {
  name: 'l.name',
  reviews: 'coalesce(c.reviews, 0)',
  rating: 'c."ratingSum"::float8 / nullif(c.reviews, 0)',
  positive: 'coalesce(c.r4 + c.r5, 0)',
  negative: 'coalesce(c.r1 + c.r2, 0)',
};

type Figures = {
  reviews: number;
  ratingSum: number;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
};
const figures = (c: Figures | null) => ({
  totalReviews: c?.reviews ?? 0,
  avgRating: c && c.reviews > 0 ? roundRating(c.ratingSum / c.reviews) : null,
  positiveReviews: (c?.r4 ?? 0) + (c?.r5 ?? 0),
  neutralReviews: c?.r3 ?? 0,
  negativeReviews: (c?.r1 ?? 0) + (c?.r2 ?? 0),
});

// The figures a page shows (and sorts by): the rollups' other counts are not summed.
const FIELDS = ['reviews', 'ratingSum', 'r1', 'r2', 'r3', 'r4', 'r5'] as const;

/**
 * `GET /location/{id|all}/review/metrics/locations`: one page of the location comparison
 * (docs/product/analytics.md#location-comparison), sorted and cut in one statement, so a chain
 * of 1,000 locations sends one page to Node. Only the sort needs every location, and only
 * their current period's counts (none to sort by name); both periods' figures are then read
 * for the page's locations alone, by the rollups' primary key.
 */
export async function locationPage(
  db: Db,
  actor: Actor,
  locationId: string,
  query: TLocationPageQuery,
  now = new Date(),
): Promise<TLocationPage> {
  const q = ZLocationPageQuery.parse(query);
  const scope = await resolveLocationScope(db, actor, locationId);
  const filter = resolveRange(q, scope.timezone, now);
  const matching = and(
    eq(locations.restaurantId, scope.restaurantId),
    scope.locationIds ? inArray(locations.id, scope.locationIds) : undefined,
    q.search ? sql`${locations.name} ilike ${likePattern(q.search)}` : undefined,
  );
  const order = sql.raw(
    `${SORT_SQL[q.sort]} ${q.order} nulls last, l.name${q.sort === 'name' ? ` ${q.order}` : ''}, l.id`,
  );
  const byName = q.sort === 'name';
  // A search sorts its matches only: their rows, by the rollups' primary key.
  const sortCounts = byName
    ? sql``
    : sql`cur as (${periodCounts(scope, [filter.current], true, {
        fields: FIELDS,
        only: q.search ? sql`= any(array(select l.id from l))` : undefined,
      })}),`;
  const pageCounts = periodCounts(scope, [filter.current, filter.comparison], true, {
    fields: FIELDS,
    only: sql`= any(array(select pg.id from pg))`,
  });
  const [row] = await namedQuery<{
    total: number;
    items: { id: string; name: string; c: Figures | null; b: Figures | null }[];
  }>(
    db,
    sql`with l as (select ${locations.id} as id, ${locations.name} as name from ${locations} where ${matching}),
      ${sortCounts}
      pg as (select l.id, l.name, row_number() over (order by ${order}) as n
        from l ${byName ? sql`` : sql`left join cur c on c."locationId" = l.id`}
        order by ${order} limit ${q.limit} offset ${q.offset}),
      counts as (${pageCounts})
    select (select count(*)::int from l) as total,
      (select coalesce(json_agg(json_build_object('id', pg.id, 'name', pg.name,
          'c', to_json(c), 'b', to_json(b)) order by pg.n), '[]')
        from pg left join counts c on c."locationId" = pg.id and c.p = 0
          left join counts b on b."locationId" = pg.id and b.p = 1) as items`,
  );
  return {
    total: row!.total,
    items: row!.items.map((i) => ({
      locationId: i.id,
      locationName: i.name,
      current: figures(i.c),
      comparison: figures(i.b),
    })),
  };
}
