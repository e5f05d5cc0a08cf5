import { desc, eq } from 'drizzle-orm';
import type { TRequestRow, TVisit, TVisitsResult } from '@tableside/domain/schemas/review-requests';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviewRequests } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readVisitCsv } from './visit-csv.ts';
import { scheduleVisits, type ScheduledRequest, type VisitSource } from './visits.ts';

// The Administration calls of review requests beside the settings: the latest requests, and
// visits from a CSV upload or the signed webhook.

export type VisitDeps = {
  db: Db;
  /** Queues each scheduled request's job for when it falls due (jobs.ts). */
  enqueueRequests: (requests: ScheduledRequest[]) => Promise<void>;
};

const restaurantLocations = (db: Db, restaurantId: string) =>
  db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId));

async function schedule(
  deps: VisitDeps,
  restaurantId: string,
  source: VisitSource,
  visits: Parameters<typeof scheduleVisits>[3],
): Promise<TVisitsResult> {
  const scheduled = await scheduleVisits(deps.db, restaurantId, source, visits);
  await deps.enqueueRequests(scheduled);
  return {
    received: visits.length,
    scheduled: scheduled.length,
    ignored: visits.length - scheduled.length,
  };
}

export async function importVisitCsv(
  deps: VisitDeps,
  actor: Actor,
  restaurantId: string,
  text: string,
): Promise<TVisitsResult> {
  assertOwnRestaurant(actor, restaurantId);
  const visits = readVisitCsv(text, await restaurantLocations(deps.db, restaurantId));
  return schedule(deps, restaurantId, 'csv', visits);
}

/** The webhook's visits, the restaurant known from the signature. */
export async function receiveVisits(
  deps: VisitDeps,
  restaurantId: string,
  visits: TVisit[],
): Promise<TVisitsResult> {
  const own = new Set((await restaurantLocations(deps.db, restaurantId)).map((l) => l.id));
  const stray = visits.findIndex((v) => !own.has(v.location_id));
  if (stray >= 0)
    throw new AppError('validation_failed', 'Unknown location', {
      details: [{ field: `visits.${stray}.location_id` }],
    });
  return schedule(
    deps,
    restaurantId,
    'webhook',
    visits.map((v) => ({
      key: `webhook:${v.visit_id}`,
      locationId: v.location_id,
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      language: v.language,
      visitedAt: new Date(v.visited_at),
    })),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function listRequests(
  db: Db,
  actor: Actor,
  restaurantId: string,
  limit: number,
): Promise<TRequestRow[]> {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.restaurantId, restaurantId))
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    location_id: r.locationId,
    source: r.source as TRequestRow['source'],
    guest_name: `${r.firstName} ${r.lastName}`.trim(),
    language: r.language === 'fr' ? 'fr' : 'en',
    visited_at: r.visitedAt.toISOString(),
    send_after: r.sendAfter.toISOString(),
    status: r.status as TRequestRow['status'],
    skip_reason: r.skipReason,
    sent_at: iso(r.sentAt),
    clicked_at: iso(r.clickedAt),
    converted_review_id: r.convertedReviewId,
  }));
}
