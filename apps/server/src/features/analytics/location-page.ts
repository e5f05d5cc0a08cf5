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

/**
 * `GET /location/{id|all}/review/metrics/locations`: one page of the location comparison
 * (docs/product/analytics.md#location-comparison). The per-location figures of both periods
 * are summed, sorted and cut in one statement, so a chain of 1,000 locations sends one page
 * to Node, not 1,000 locations × 2 periods.
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
  const counts = periodCounts(scope, [filter.current, filter.comparison], true);
  const matching = and(
    eq(locations.restaurantId, scope.restaurantId),
    scope.locationIds ? inArray(locations.id, scope.locationIds) : undefined,
    q.search ? sql`${locations.name} ilike ${likePattern(q.search)}` : undefined,
  );
  const order = sql.raw(
    `${SORT_SQL[q.sort]} ${q.order} nulls last, l.name${q.sort === 'name' ? ` ${q.order}` : ''}, l.id`,
  );
  const [row] = await namedQuery<{
    total: number;
    items: { id: string; name: string; c: Figures | null; b: Figures | null }[];
  }>(
    db,
    sql`with counts as (${counts}),
      l as (select ${locations.id} as id, ${locations.name} as name from ${locations} where ${matching})
    select (select count(*)::int from l) as total,
      (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'c', x.c, 'b', x.b)
          order by x.n), '[]')
        from (select l.id, l.name, to_json(c) as c, to_json(b) as b,
            row_number() over (order by ${order}) as n
          from l
          left join counts c on c."locationId" = l.id and c.p = 0
          left join counts b on b."locationId" = l.id and b.p = 1
          order by ${order} limit ${q.limit} offset ${q.offset}) x) as items`,
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
