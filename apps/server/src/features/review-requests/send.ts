import { and, eq, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_REQUEST_TEMPLATES,
  googleReviewLink,
  nextSendTime,
  type RequestLanguage,
} from '@tableside/domain/review-requests';
import type { Db } from '../../db/client.ts';
import {
  locations,
  restaurants,
  reviewRequestGuests,
  reviewRequests,
  type FrozenLink,
} from '../../db/schema.ts';
import { insertEmail } from '../../email/outbox.ts';
import { newRequestToken } from './guest-keys.ts';
import { composeRequestEmail } from './request-email.ts';
import { settingsOf, type SettingsRow } from './settings.ts';

// Sending one due request (docs/product/review-requests.md#sending), exactly once: the request
// row is locked by a conditional update, and the outbox row (keyed by the request), the
// request's new state and the guest's last-asked time are written in that one transaction.

export type SendOutcome =
  | { kind: 'sent'; emailId: string }
  | { kind: 'later'; at: Date }
  | { kind: 'skipped'; reason: string }
  | { kind: 'none' };

export type SendDeps = { db: Db; publicUrl: string };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RequestRow = typeof reviewRequests.$inferSelect;

/** The links of a request: the location's Google review page, then the restaurant's own. */
async function linksFor(tx: Tx, settings: SettingsRow, locationId: string) {
  const [loc] = await tx
    .select({ name: locations.name, placeId: locations.placeId })
    .from(locations)
    .where(eq(locations.id, locationId));
  const links: FrozenLink[] = [
    ...(loc?.placeId ? [{ label: 'Google', url: googleReviewLink(loc.placeId) }] : []),
    ...settings.links
      .filter((l) => l.location_id === null || l.location_id === locationId)
      .map((l) => ({ label: l.label, url: l.url })),
  ];
  return { locationName: loc?.name ?? '', links };
}

const skip = (tx: Tx, id: string, reason: string) =>
  tx
    .update(reviewRequests)
    .set({ status: 'skipped', skipReason: reason, email: null, updatedAt: sql`now()` })
    .where(eq(reviewRequests.id, id));

/** The checks that belong to the sending moment, then the e-mail, for a claimed request. */
async function decide(deps: SendDeps, tx: Tx, req: RequestRow, now: Date): Promise<SendOutcome> {
  const settings = await settingsOf(tx as unknown as Db, req.restaurantId);
  if (!settings.enabled || !req.email) {
    await skip(tx, req.id, settings.enabled ? 'erased' : 'disabled');
    return { kind: 'skipped', reason: settings.enabled ? 'erased' : 'disabled' };
  }
  const [restaurant] = await tx
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, req.restaurantId));
  const at = nextSendTime(now, restaurant?.timezone ?? 'UTC', {
    start: settings.quietStartHour,
    end: settings.quietEndHour,
  });
  if (at > now) {
    await tx
      .update(reviewRequests)
      .set({ sendAfter: at, updatedAt: sql`now()` })
      .where(eq(reviewRequests.id, req.id));
    return { kind: 'later', at };
  }
  // One guest row per restaurant and address hash, locked: two visits of one guest sent by two
  // workers at once still make one e-mail per period.
  await tx
    .insert(reviewRequestGuests)
    .values({ restaurantId: req.restaurantId, emailHash: req.emailHash })
    .onConflictDoNothing();
  const [guest] = await tx
    .select()
    .from(reviewRequestGuests)
    .where(
      and(
        eq(reviewRequestGuests.restaurantId, req.restaurantId),
        eq(reviewRequestGuests.emailHash, req.emailHash),
      ),
    )
    .for('update');
  const periodStart = now.getTime() - settings.periodDays * 86_400_000;
  const reason = guest?.optedOutAt
    ? 'opted_out'
    : guest?.lastSentAt && guest.lastSentAt.getTime() > periodStart
      ? 'period'
      : null;
  const { locationName, links } = await linksFor(tx, settings, req.locationId);
  const why = reason ?? (links.length ? null : 'no_link');
  if (why) {
    await skip(tx, req.id, why);
    return { kind: 'skipped', reason: why };
  }
  const { token, hash } = newRequestToken();
  const optOutUrl = `${deps.publicUrl}/v1/review-request/opt-out/${token}`;
  const language = (req.language === 'fr' ? 'fr' : 'en') satisfies RequestLanguage;
  const mail = composeRequestEmail({
    language,
    template: settings.templates[language] ?? DEFAULT_REQUEST_TEMPLATES[language],
    guestFirstName: req.firstName || null,
    locationName,
    links,
    redirectBase: `${deps.publicUrl}/r/${token}`,
    optOutUrl,
  });
  const emailId = await insertEmail(tx, {
    dedupeKey: `review-request:${req.id}`,
    kind: 'review_request',
    restaurantId: req.restaurantId,
    to: req.email,
    ...mail,
    fromName: settings.senderName,
    replyTo: settings.replyTo,
    headers: unsubscribeHeaders(optOutUrl),
  });
  // The address was needed for this e-mail only: the outbox row carries it from here.
  await tx
    .update(reviewRequests)
    .set({
      status: 'sent',
      sentAt: now,
      tokenHash: hash,
      links,
      email: null,
      updatedAt: sql`now()`,
    })
    .where(eq(reviewRequests.id, req.id));
  await tx
    .update(reviewRequestGuests)
    .set({ lastSentAt: now })
    .where(
      and(
        eq(reviewRequestGuests.restaurantId, req.restaurantId),
        eq(reviewRequestGuests.emailHash, req.emailHash),
      ),
    );
  return emailId ? { kind: 'sent', emailId } : { kind: 'none' };
}

/**
 * Sends one request if it is due at `now`; a second worker on the same request finds it no
 * longer scheduled and does nothing. The caller hands a sent e-mail to the outbox's workers.
 */
export async function sendRequest(
  deps: SendDeps,
  requestId: string,
  now = new Date(),
): Promise<SendOutcome> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(reviewRequests)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(reviewRequests.id, requestId),
          eq(reviewRequests.status, 'scheduled'),
          lte(reviewRequests.sendAfter, now),
        ),
      )
      .returning();
    if (!claimed) return { kind: 'none' } as const;
    return decide(deps, tx, claimed, now);
  });
}

/** Requests due at `now`, oldest first (the per-minute sweep sends them). */
export async function dueRequests(db: Db, now = new Date(), limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.status, 'scheduled'), lte(reviewRequests.sendAfter, now)))
    .orderBy(reviewRequests.sendAfter)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the
 * opt-out URL, and the guest never sees a page. The RFC admits only https, so an installation
 * served over plain http (a laptop) sends the link in the body alone.
 */
export function unsubscribeHeaders(optOutUrl: string): Record<string, string> | null {
  if (!optOutUrl.startsWith('https://')) return null;
  return {
    'List-Unsubscribe': `<${optOutUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
