import type { DateFilter } from '@tableside/domain/date-ranges';
import { isGenericMenuName } from '@tableside/domain/insights';
import type { TMentionTrends, TTrendItem, TTrendQuery } from '@tableside/domain/schemas/trends';
import { countChange } from '@tableside/domain/percentages';
import { mentionSentiment, type TrendKind } from '@tableside/domain/trends';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { resolveLocationScope, scopeFromActor } from '../../auth/scope.ts';
import { resolveRange } from './range.ts';
import { autoInterval } from './service.ts';
import { FIELDS, readTrend, type Counts, type Named } from './trend-reads.ts';

const zero = (): Counts => ({ mentions: 0, positive: 0, negative: 0, neutral: 0, conflict: 0 });
const withScore = (c: Counts) => ({
  mentions: c.mentions,
  positive: c.positive,
  negative: c.negative,
  neutral: c.neutral,
  conflict: c.conflict,
  sentimentScore: mentionSentiment(c),
});

/**
 * Trend ranges (docs/product/analytics.md#trends): a preset, or a current range and a comparison
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
  const { found, totals, points } = await readTrend(db, scope, kind, filter, interval, q.limit);
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
