import { inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SourcePlatform } from '@tableside/domain/sources';
import type {
  SourceState,
  TSourceConnectionPage,
  TSourceConnectionRow,
  TSourcesSummary,
  ZSourceConnectionsQuery,
} from '@tableside/domain/schemas/sources';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { sourceConnectionColumns } from '../../db/request-columns.ts';
import { locations, reviews, sourceConnections } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { notFound } from '../../lib/app-error.ts';
import { locationSearch } from '../locations/public.ts';
import type { SourcesDeps } from './access.ts';
import { platformStates } from './overview.ts';
import { NOTHING_WAITING, replyPostingByConnection } from './reply-posting-state.ts';

// The review sources panel at chain scale (docs/product/dashboard-screens.md#review-sources):
// counts per platform and one page of connections, classified, filtered and cut in the database.

type Filter = {
  platforms: readonly SourcePlatform[];
  search?: string;
  locationId?: string;
};

/**
 * Every location of the restaurant on each of `platforms`, with where it stands (the SQL of
 * SOURCE_STATES): a failed sync or refused access or a refused reply needs the Admin.
 */
function connectionRows(restaurantId: string, f: Filter): SQL {
  const platforms = sql.join(
    f.platforms.map((p) => sql`${p}`),
    sql`, `,
  );
  const conditions = [
    sql`${locations.restaurantId} = ${restaurantId}`,
    ...locationSearch(f.search),
    ...(f.locationId ? [sql`${locations.id} = ${f.locationId}`] : []),
  ];
  return sql`select ${locations.id} as location_id, ${locations.name} as location_name,
      ${locations.address} as location_address, p.source as platform, p.ord,
      case when ${sourceConnections.status} = 'revoked'
             or (${sourceConnections.status} = 'connected' and ${sourceConnections.lastError} is not null)
             or coalesce(f.n, 0) > 0 then 'attention'
           when ${sourceConnections.status} = 'connected' then 'connected'
           else 'not_connected' end as state
    from ${locations}
    cross join unnest(array[${platforms}]::text[]) with ordinality as p(source, ord)
    left join ${sourceConnections} on ${sourceConnections.locationId} = ${locations.id}
      and ${sourceConnections.source} = p.source
    left join (select r.location_id, r.source, count(*)::int as n
        from reply_posts rp join reviews r on r.id = rp.review_id
        where rp.restaurant_id = ${restaurantId} and rp.state = 'failed'
        group by r.location_id, r.source) f
      on f.location_id = ${locations.id} and f.source = p.source
    where ${sql.join(conditions, sql` and `)}`;
}

type KeyRow = {
  location_id: string;
  location_name: string;
  location_address: string | null;
  platform: SourcePlatform;
  state: SourceState;
  total: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The page's rows in full: their connections, stored review counts and replies under way. */
async function fillRows(db: Db, restaurantId: string, keys: KeyRow[]) {
  const ids = [...new Set(keys.map((k) => k.location_id))];
  const connections = await db
    .select(sourceConnectionColumns)
    .from(sourceConnections)
    .where(inArray(sourceConnections.locationId, ids));
  // Only the page's locations are counted, whatever the size of the chain.
  const counted = await db
    .select({
      locationId: reviews.locationId,
      source: reviews.source,
      n: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.locationId, ids))
    .groupBy(reviews.locationId, reviews.source);
  const posting = await replyPostingByConnection(db, restaurantId);
  return keys.map((k): TSourceConnectionRow => {
    const c = connections.find((r) => r.locationId === k.location_id && r.source === k.platform);
    const n = counted.find((r) => r.locationId === k.location_id && r.source === k.platform)?.n;
    return {
      location_id: k.location_id,
      location_name: k.location_name,
      location_address: k.location_address,
      platform: k.platform,
      state: k.state,
      status: (c?.status ?? 'not_connected') as TSourceConnectionRow['status'],
      external_location: c?.externalLocation ?? null,
      last_sync_at: iso(c?.lastSyncAt ?? null),
      last_success_at: iso(c?.lastSuccessAt ?? null),
      next_sync_at: c?.status === 'connected' ? iso(c.nextSyncAt) : null,
      last_counts: c?.lastCounts ?? null,
      review_count: n ?? 0,
      progress: c?.progress ?? null,
      last_error: c?.lastError ?? null,
      ...(posting.get(`${k.location_id}/${k.platform}`) ?? NOTHING_WAITING),
    };
  });
}

/** The platforms in the restaurant's plan and enabled for it: the only ones with connections. */
const usable = (states: Awaited<ReturnType<typeof platformStates>>) =>
  states.filter((p) => p.availability === 'available').map((p) => p.platform);

/**
 * One page of connections, with the total matching. `platforms` narrows the usable ones; the
 * actions' answer (connectionOf) reads one row of any platform.
 */
async function pageOf(
  db: Db,
  restaurantId: string,
  f: Filter & { state?: SourceState; sort: 'attention' | 'name'; limit: number; offset: number },
): Promise<TSourceConnectionPage> {
  if (f.platforms.length === 0) return { total: 0, items: [] };
  const rank = sql`case state when 'attention' then 0 when 'not_connected' then 1 else 2 end`;
  const keys = await sqlRows<KeyRow>(
    db,
    sql`with rows as (${connectionRows(restaurantId, f)})
      select location_id, location_name, location_address, platform, state,
        count(*) over ()::int as total
      from rows ${f.state ? sql`where state = ${f.state}` : sql``}
      order by ${f.sort === 'attention' ? sql`${rank}, ` : sql``}location_name, location_id, ord
      limit ${f.limit} offset ${f.offset}`,
  );
  if (keys.length === 0) {
    if (f.offset === 0) return { total: 0, items: [] };
    // Past the last page: the total still says how many match.
    const [count] = await sqlRows<{ total: number }>(
      db,
      sql`with rows as (${connectionRows(restaurantId, f)})
        select count(*)::int as total from rows
        ${f.state ? sql`where state = ${f.state}` : sql``}`,
    );
    return { total: count?.total ?? 0, items: [] };
  }
  return { total: keys[0]!.total, items: await fillRows(db, restaurantId, keys) };
}

/** `GET /restaurant/:id/sources/connections`: the panel's table, 25 rows at a time. */
export async function connectionPage(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  q: z.output<typeof ZSourceConnectionsQuery>,
): Promise<TSourceConnectionPage> {
  assertOwnRestaurant(actor, restaurantId);
  const open = usable(await platformStates(deps, restaurantId));
  const platforms = q.platform ? open.filter((p) => q.platform!.includes(p)) : open;
  return pageOf(deps.db, restaurantId, { ...q, platforms });
}

/** `GET /restaurant/:id/sources/summary`: each platform, and its locations counted by state. */
export async function sourcesSummary(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
): Promise<TSourcesSummary> {
  assertOwnRestaurant(actor, restaurantId);
  const states = await platformStates(deps, restaurantId);
  const open = usable(states);
  const counted = open.length
    ? await sqlRows<{ platform: SourcePlatform; state: SourceState; n: number }>(
        deps.db,
        sql`with rows as (${connectionRows(restaurantId, { platforms: open })})
          select platform, state, count(*)::int as n from rows group by platform, state`,
      )
    : [];
  const [locationCount] = await sqlRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from ${locations} where ${locations.restaurantId} = ${restaurantId}`,
  );
  const countOf = (platform: SourcePlatform, state: SourceState) =>
    counted.find((r) => r.platform === platform && r.state === state)?.n ?? 0;
  return {
    platforms: states.map((p) => ({
      ...p,
      counts: {
        attention: countOf(p.platform, 'attention'),
        not_connected: countOf(p.platform, 'not_connected'),
        connected: countOf(p.platform, 'connected'),
      },
    })),
    location_count: locationCount?.n ?? 0,
    sync_interval_minutes: deps.intervalMinutes,
  };
}

/** One location's connection to a platform, as the panel shows it: what each action answers. */
export async function connectionOf(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  locationId: string,
  platform: SourcePlatform,
) {
  assertOwnRestaurant(actor, restaurantId);
  const page = await pageOf(deps.db, restaurantId, {
    platforms: [platform],
    locationId,
    sort: 'name',
    limit: 1,
    offset: 0,
  });
  const found = page.items[0];
  if (!found) throw notFound('Connection');
  const { location_address: _address, state: _state, ...connection } = found;
  return connection;
}
