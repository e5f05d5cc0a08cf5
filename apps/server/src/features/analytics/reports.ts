import { and, arrayContained, desc, eq, sql } from 'drizzle-orm';
import { reviewRequestAccess } from '@tableside/domain/access';
import { previousPeriod } from '@tableside/domain/date-ranges';
import { MENTION_REPORT_KINDS, type MentionReportType } from '@tableside/domain/reports';
import type { TReport, TReportCreate } from '@tableside/domain/schemas/analytics';
import { MAX_TREND_ITEMS } from '@tableside/domain/trends';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reports, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { resolveLocationScope, assertOwnRestaurant } from '../../auth/scope.ts';
import { firstReplyMetrics } from './first-reply.ts';
import { replyMetrics, reviewMetrics, reviewSeries } from './service.ts';
import { conversionFigures } from '../review-requests/public.ts';
import { reportQuotes } from './report-quotes.ts';
import { mentionTrends } from './trends.ts';

const columns = {
  report: reports,
  locationName: locations.name,
  createdByName: sql<
    string | null
  >`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
};
type Row = {
  report: typeof reports.$inferSelect;
  locationName: string | null;
  createdByName: string | null;
};

function toDto({ report: r, locationName, createdByName }: Row): TReport {
  return {
    id: r.id,
    type: r.type as TReport['type'],
    location_id: r.locationId,
    location_name: locationName,
    start_date: r.startDate,
    end_date: r.endDate,
    created_at: r.createdAt.toISOString(),
    created_by_name: createdByName,
    data: r.data as TReport['data'],
  };
}

/** A report is visible to whoever may see every location its figures cover. */
function visible(actor: Actor, restaurantId: string) {
  return and(
    eq(reports.restaurantId, restaurantId),
    actor.role === 'SuperAdmin' || !actor.locationIds
      ? undefined
      : and(
          sql`${reports.scopeLocationIds} is not null`,
          arrayContained(reports.scopeLocationIds, actor.locationIds),
        ),
  );
}

const select = (db: Db) =>
  db
    .select(columns)
    .from(reports)
    .leftJoin(locations, eq(locations.id, reports.locationId))
    .leftJoin(users, eq(users.id, reports.createdBy));

export async function listReports(
  db: Db,
  actor: Actor,
  restaurantId: string,
  page: { offset: number; limit: number } = { offset: 0, limit: 50 },
): Promise<TReport[]> {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await select(db)
    .where(visible(actor, restaurantId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toDto);
}

export async function getReport(
  db: Db,
  actor: Actor,
  restaurantId: string,
  reportId: string,
): Promise<TReport> {
  assertOwnRestaurant(actor, restaurantId);
  const [row] = await select(db).where(and(visible(actor, restaurantId), eq(reports.id, reportId)));
  if (!row) throw notFound('Report');
  return toDto(row);
}

export async function deleteReport(
  db: Db,
  actor: Actor,
  restaurantId: string,
  reportId: string,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  const gone = await db
    .delete(reports)
    .where(and(visible(actor, restaurantId), eq(reports.id, reportId)))
    .returning({ id: reports.id });
  if (gone.length === 0) throw notFound('Report');
}

/**
 * Generates a reviews-summary report on the server: the metrics with their comparison, the
 * series and the reply figures of the range, frozen so the report reads the same later.
 */
export async function createSummaryReport(
  db: Db,
  actor: Actor,
  restaurantId: string,
  body: TReportCreate,
): Promise<TReport> {
  assertOwnRestaurant(actor, restaurantId);
  const scopedActor = { ...actor, restaurantId };
  const scope = await resolveLocationScope(db, scopedActor, body.location_id);
  const q = { startDate: body.startDate, endDate: body.endDate };
  // Review requests are Pro and up (docs/product/review-requests.md#conversion).
  const withRequests =
    reviewRequestAccess('figures', actor.role, actor.tierLevel).kind === 'allowed';
  const [metrics, series, replies, firstReply, quotes, requests] = await Promise.all([
    reviewMetrics(db, scopedActor, body.location_id, q),
    reviewSeries(db, scopedActor, body.location_id, q),
    replyMetrics(db, scopedActor, body.location_id, q),
    firstReplyMetrics(db, scopedActor, body.location_id, q),
    reportQuotes(db, scope, q),
    withRequests
      ? conversionFigures(db, scopedActor, restaurantId, {
          ...q,
          location_id: body.location_id === 'all' ? undefined : body.location_id,
        })
      : undefined,
  ]);
  return storeReport(db, actor, restaurantId, body, {
    type: 'summary',
    scopeLocationIds: scope.locationIds,
    data: {
      metrics,
      series,
      replies,
      firstReply,
      quotes,
      ...(requests && { review_requests: requests }),
    },
  });
}

async function storeReport(
  db: Db,
  actor: Actor,
  restaurantId: string,
  body: TReportCreate,
  report: { type: TReport['type']; scopeLocationIds: string[] | null; data: TReport['data'] },
): Promise<TReport> {
  const [created] = await db
    .insert(reports)
    .values({
      restaurantId,
      locationId: body.location_id === 'all' ? null : body.location_id,
      scopeLocationIds: report.scopeLocationIds,
      type: report.type,
      startDate: body.startDate,
      endDate: body.endDate,
      data: report.data,
      createdBy: actor.userId,
    })
    .returning({ id: reports.id });
  return getReport(db, actor, restaurantId, (created as { id: string }).id);
}

/**
 * `POST .../report/staff`, `.../report/menu` and `.../report/keywords`
 * (docs/product/analytics.md#reports): the kind's trends over the range against the same-length
 * period before, every item up to the maximum, frozen like the summary. Keywords stay with the
 * roles of the keywords screen.
 */
export async function createMentionReport(
  db: Db,
  actor: Actor,
  restaurantId: string,
  type: MentionReportType,
  body: TReportCreate,
): Promise<TReport> {
  assertOwnRestaurant(actor, restaurantId);
  if (type === 'keywords' && actor.role !== 'SuperAdmin' && actor.role !== 'Admin') {
    throw new AppError('forbidden');
  }
  const scopedActor = { ...actor, restaurantId };
  const scope = await resolveLocationScope(db, scopedActor, body.location_id);
  const range = { startDate: body.startDate, endDate: body.endDate };
  const before = previousPeriod(range);
  const [trends, quotes] = await Promise.all([
    mentionTrends(db, scopedActor, body.location_id, MENTION_REPORT_KINDS[type], {
      ...range,
      compareStartDate: before.startDate,
      compareEndDate: before.endDate,
      limit: MAX_TREND_ITEMS,
    }),
    reportQuotes(db, scope, range),
  ]);
  return storeReport(db, actor, restaurantId, body, {
    type,
    scopeLocationIds: scope.locationIds,
    data: { trends, quotes },
  });
}
