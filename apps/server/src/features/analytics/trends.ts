import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { wholeMonths, type DateFilter, type DayRange } from '@tableside/domain/date-ranges';
import { isGenericMenuName } from '@tableside/domain/insights';
import type { SeriesInterval } from '@tableside/domain/schemas/analytics';
import type {
  TMentionCounts,
  TMentionTrends,
  TTrendItem,
  TTrendQuery,
} from '@tableside/domain/schemas/trends';
import { countChange, mentionSentiment, type TrendKind } from '@tableside/domain/trends';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, menuItems, staffMembers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { resolveLocationScope, scopeFromActor, type LocationScope } from '../reviews/scope.ts';
import { resolveRange } from './range.ts';
import { autoInterval } from './service.ts';

/**
 * Mention trends read the mention rollups (mention_daily_stats, mention_monthly_stats, and their
 * restaurant-wide twins for all locations): a range becomes its whole months plus its edge days,
 * as for the review rollups (rollups.ts), so the cost follows locations × days × subjects, never
 * the number of reviews.
 */

type Counts = Omit<TMentionCounts, 'sentimentScore'>;
const FIELDS = ['mentions', 'positive', 'negative', 'neutral', 'conflict'] as const;
const zero = (): Counts => ({ mentions: 0, positive: 0, negative: 0, neutral: 0, conflict: 0 });
const withScore = (c: Counts): TMentionCounts => ({
  mentions: c.mentions,
  positive: c.positive,
  negative: c.negative,
  neutral: c.neutral,
  conflict: c.conflict,
  sentimentScore: mentionSentiment(c),
});

/**
 * The spec's trend fetches (dashboard.md §5): a preset, or a current range and a comparison
 * range. A current range alone answers 'Both current and comparison date ranges are required'.
 */
export function resolveTrendRange(q: TTrendQuery, timeZone: string, now = new Date()): DateFilter {
  const hasCurrent = q.startDate !== undefined || q.endDate !== undefined;
  const hasComparison = q.compareStartDate !== undefined || q.compareEndDate !== undefined;
  if (!q.preset && hasCurrent && !hasComparison) {
    throw new AppError('comparison_range_required', undefined, {
      details: [{ field: 'compareStartDate' }],
    });
  }
  return resolveRange(q, timeZone, now);
}

type Grain = { table: SQL; key: SQL };
const grains = (prefix: string) => ({
  daily: { table: sql.raw(`${prefix}_daily_stats`), key: sql.raw('day') },
  monthly: { table: sql.raw(`${prefix}_monthly_stats`), key: sql.raw('month') },
});
const BY_LOCATION = grains('mention');
// Every location of the restaurant: its restaurant-wide rollups, a hundredth of the rows.
const WHOLE_RESTAURANT = grains('mention_restaurant');

/** The reads that cover a range: whole months and edge days, or days only for fine buckets. */
function parts(
  scope: LocationScope,
  range: DayRange,
  byDay: boolean,
): { grain: Grain; ranges: DayRange[] }[] {
  const { daily, monthly } = scope.locationIds ? BY_LOCATION : WHOLE_RESTAURANT;
  if (byDay) return [{ grain: daily, ranges: [range] }];
  const { months, days } = wholeMonths(range);
  return [
    ...(months ? [{ grain: monthly, ranges: [months] }] : []),
    ...(days.length ? [{ grain: daily, ranges: days }] : []),
  ];
}

function where(scope: LocationScope, kind: TrendKind, grain: Grain, ranges: DayRange[]): SQL {
  return and(
    sql`restaurant_id = ${scope.restaurantId}`,
    sql`kind = ${kind}`,
    scope.locationIds ? inArray(sql`location_id`, scope.locationIds) : undefined,
    sql`(${sql.join(
      ranges.map((r) => sql`${grain.key} between ${r.startDate}::date and ${r.endDate}::date`),
      sql` or `,
    )})`,
  ) as SQL;
}

const rows = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const sums = FIELDS.map((f) => sql.raw(`coalesce(sum(${f}), 0)::int as ${f}`));

type Named = { name: string; detail: string | null };
type Total = Counts & { subject: string; p: number } & Named;

/** Display names: categories and keywords are their own; menu items and staff from the catalogue. */
function names(restaurantId: string, kind: TrendKind): SQL {
  if (kind === 'menu')
    return sql`select id::text as id, name, null::text as detail from ${menuItems}
      where ${menuItems.restaurantId} = ${restaurantId}`;
  if (kind === 'staff')
    return sql`select id::text as id, name, role as detail from ${staffMembers}
      where ${staffMembers.restaurantId} = ${restaurantId}`;
  return sql`select distinct subject as id, subject as name, null::text as detail from totals`;
}

/**
 * Mentions per subject in the current (0) and comparison (1) periods, with the subjects'
 * names (deleted menu items and staff drop out), and whether the location asked for is the
 * restaurant's: one statement, since a small request's time is mostly round trips.
 */
async function subjectTotals(
  db: Db,
  scope: LocationScope,
  kind: TrendKind,
  filter: DateFilter,
): Promise<{ found: boolean; totals: Total[] }> {
  const reads = [filter.current, filter.comparison].flatMap((range, p) =>
    parts(scope, range, false).map(
      ({ grain, ranges }) =>
        sql`select subject, ${p}::int as p, ${sql.join(sums, sql`, `)} from ${grain.table}
            where ${where(scope, kind, grain, ranges)} group by subject`,
    ),
  );
  const found =
    scope.verified || !scope.locationIds
      ? sql`true`
      : sql`exists (select 1 from ${locations} where ${locations.restaurantId} = ${scope.restaurantId}
          and ${inArray(locations.id, scope.locationIds)})`;
  const [row] = await rows<{ found: boolean; totals: Total[] }>(
    db,
    sql`with totals as (
          select subject, p, ${sql.join(sums, sql`, `)}
          from (${sql.join(reads, sql` union all `)}) x
          group by subject, p having sum(mentions) > 0)
        select ${found} as found, (select coalesce(json_agg(t), '[]') from (
          select totals.*, n.name, n.detail from totals
          join (${names(scope.restaurantId, kind)}) n on n.id = totals.subject) t) as totals`,
  );
  return row!;
}

/** The current period's buckets of some subjects. */
async function subjectPoints(
  db: Db,
  scope: LocationScope,
  kind: TrendKind,
  range: DayRange,
  interval: SeriesInterval,
  subjects: string[],
): Promise<(Counts & { subject: string; period: string })[]> {
  if (subjects.length === 0) return [];
  const reads = parts(scope, range, interval !== 'month').map(
    ({ grain, ranges }) =>
      sql`select subject, to_char(date_trunc(${interval}, ${grain.key}), 'YYYY-MM-DD') as period,
            ${sql.join(sums, sql`, `)} from ${grain.table}
          where ${where(scope, kind, grain, ranges)} and ${inArray(sql`subject`, subjects)}
          group by 1, 2`,
  );
  return rows(
    db,
    sql`select subject, period, ${sql.join(sums, sql`, `)}
        from (${sql.join(reads, sql` union all `)}) x
        group by subject, period having sum(mentions) > 0 order by period`,
  );
}

/**
 * `GET /location/{id|all}/trends/{kind}`: mentions of categories, keywords, menu items or
 * staff, the current period against the comparison period, and over time for the top items.
 * Menu items whose name is a generic word, and deleted menu items or staff, are left out.
 */
export async function mentionTrends(
  db: Db,
  actor: Actor,
  locationId: string,
  kind: TrendKind,
  q: TTrendQuery,
  now = new Date(),
): Promise<TMentionTrends> {
  const scope =
    scopeFromActor(actor, locationId) ?? (await resolveLocationScope(db, actor, locationId));
  const filter = resolveTrendRange(q, scope.timezone, now);
  const interval = q.interval ?? autoInterval(filter.current);
  const { found, totals } = await subjectTotals(db, scope, kind, filter);
  if (!found) throw notFound('Location');
  const names = new Map<string, Named>(totals.map((r) => [r.subject, r]));

  const bySubject = new Map<string, { current: Counts; comparison: Counts }>();
  const overall = { current: zero(), comparison: zero() };
  for (const row of totals) {
    const named = names.get(row.subject);
    if (!named || (kind === 'menu' && isGenericMenuName(named.name))) continue;
    let entry = bySubject.get(row.subject);
    if (!entry) bySubject.set(row.subject, (entry = { current: zero(), comparison: zero() }));
    const period = row.p === 0 ? 'current' : 'comparison';
    for (const f of FIELDS) {
      entry[period][f] += row[f];
      overall[period][f] += row[f];
    }
  }

  const top = [...bySubject.entries()]
    .map(([key, c]) => ({ key, ...(names.get(key) as Named), ...c }))
    .sort(
      (a, b) =>
        b.current.mentions - a.current.mentions ||
        b.comparison.mentions - a.comparison.mentions ||
        a.name.localeCompare(b.name) ||
        a.key.localeCompare(b.key),
    )
    .slice(0, q.limit);
  const points = await subjectPoints(
    db,
    scope,
    kind,
    filter.current,
    interval,
    top.map((item) => item.key),
  );

  return {
    kind,
    preset: filter.preset === 'custom' ? null : filter.preset,
    interval,
    current: filter.current,
    comparison: filter.comparison,
    totals: { current: withScore(overall.current), comparison: withScore(overall.comparison) },
    items: top.map((item): TTrendItem => ({
      key: item.key,
      name: item.name,
      detail: item.detail,
      current: withScore(item.current),
      comparison: withScore(item.comparison),
      change: countChange(item.current.mentions, item.comparison.mentions),
      points: points
        .filter((p) => p.subject === item.key)
        .map(({ period, ...c }) => ({ period, ...withScore(c) })),
    })),
  };
}
