import { sql } from 'drizzle-orm';
import { VISIT_MAX_AGE_DAYS } from '@tableside/domain/review-requests';
import type { Db } from '../../db/client.ts';
import { emailOutbox, reviewRequests } from '../../db/schema.ts';
import { emailHash, normaliseEmail } from './guest-keys.ts';
import { settingsOf } from './settings.ts';

// Visits become scheduled requests (docs/product/review-requests.md#visits): one per visit key,
// due the restaurant's delay after the visit. The checks that need the sending moment (quiet
// hours, opt-out, one per period) are made when it is sent.

export type VisitSource = 'booking' | 'csv' | 'webhook';

export type IncomingVisit = {
  /** Unique per restaurant: `booking:<id>`, `csv:<id>`, `webhook:<id>`. */
  key: string;
  locationId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: 'en' | 'fr';
  visitedAt: Date;
};

export type ScheduledRequest = { id: string; sendAfter: Date };

/**
 * Stores the visits of a restaurant that asks for reviews; a visit already known, one older than
 * VISIT_MAX_AGE_DAYS, or any visit while requests are off, schedules nothing (and its e-mail is
 * not kept).
 */
export async function scheduleVisits(
  db: Db,
  restaurantId: string,
  source: VisitSource,
  visits: IncomingVisit[],
): Promise<ScheduledRequest[]> {
  if (!visits.length) return [];
  const settings = await settingsOf(db, restaurantId);
  if (!settings.enabled) return [];
  const delayMs = settings.delayHours * 3_600_000;
  const oldest = Date.now() - VISIT_MAX_AGE_DAYS * 86_400_000;
  const recent = visits.filter((v) => v.visitedAt.getTime() >= oldest);
  if (!recent.length) return [];
  const rows = await db
    .insert(reviewRequests)
    .values(
      recent.map((v) => ({
        restaurantId,
        locationId: v.locationId,
        source,
        visitKey: v.key,
        email: normaliseEmail(v.email),
        emailHash: emailHash(restaurantId, v.email),
        firstName: v.firstName,
        lastName: v.lastName,
        language: v.language,
        visitedAt: v.visitedAt,
        sendAfter: new Date(v.visitedAt.getTime() + delayMs),
      })),
    )
    .onConflictDoNothing({ target: [reviewRequests.restaurantId, reviewRequests.visitKey] })
    .returning({ id: reviewRequests.id, sendAfter: reviewRequests.sendAfter });
  return rows;
}

/**
 * The booking data is deleted: its guests' addresses and names go with it, in the requests and
 * in the outbox's copies of their e-mails. What was sent and converted stays counted; a request
 * not yet sent never will be.
 */
export async function eraseBookingGuests(
  db: Pick<Db, 'update' | 'delete'>,
  restaurantId: string,
): Promise<void> {
  // The request e-mails kept in the outbox hold the addresses too.
  await db
    .delete(emailOutbox)
    .where(
      sql`${emailOutbox.restaurantId} = ${restaurantId} and ${emailOutbox.kind} = 'review_request' and ${emailOutbox.dedupeKey} in (select 'review-request:' || ${reviewRequests.id} from ${reviewRequests} where ${reviewRequests.restaurantId} = ${restaurantId} and ${reviewRequests.source} = 'booking')`,
    );
  await db
    .update(reviewRequests)
    .set({
      email: null,
      firstName: '',
      lastName: '',
      guestErasedAt: sql`now()`,
      status: sql`case when ${reviewRequests.status} = 'scheduled' then 'skipped' else ${reviewRequests.status} end`,
      skipReason: sql`case when ${reviewRequests.status} = 'scheduled' then 'erased' else ${reviewRequests.skipReason} end`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${reviewRequests.restaurantId} = ${restaurantId} and ${reviewRequests.source} = 'booking' and ${reviewRequests.guestErasedAt} is null`,
    );
}
