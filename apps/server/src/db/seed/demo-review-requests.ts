import { createHash } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { DEFAULT_REQUEST_TEMPLATES } from '@tableside/domain/review-requests';
import type { Db } from '../client.ts';
import { reviewRequestGuests, reviewRequestSettings, reviewRequests, reviews } from '../schema.ts';

/*
 * Review requests for the demo's Pro restaurant (docs/product/review-requests.md): switched on,
 * a year of requests after visits, about 38 % clicked and 12 % converted into a review the demo
 * holds (its author is the guest who was asked), so the Graphs screen's review-request cards and
 * the Administration list show figures a restaurant would recognise. Deterministic: the same
 * `now` gives the same rows. Guests are fictional, and as after a real send the address is gone:
 * only its hash (the one-request-per-period rule) and the guest's name stay.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const REQUESTS = 420;
const CLICK_RATE = 0.38;
const CONVERSION_RATE = 0.12;
const FIRST = ['Alex', 'Sam', 'Chloé', 'Marc', 'Léa', 'Noah', 'Emma', 'Hugo', 'Zoé', 'Jules'];
const LAST = ['Roy', 'Côté', 'Nguyen', 'Martin', 'Bouchard', 'Singh', 'Lévesque', 'Haddad'];

/** A small seeded generator (mulberry32): the demo is the same on every start. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function seedDemoReviewRequests(
  tx: Pick<Db, 'insert' | 'select'>,
  at: { restaurantId: string; locationIds: string[]; now: Date },
): Promise<number> {
  const { restaurantId, now } = at;
  const nowMs = now.getTime();
  await tx.insert(reviewRequestSettings).values({
    restaurantId,
    enabled: true,
    delayHours: 24,
    quietStartHour: 21,
    quietEndHour: 9,
    periodDays: 90,
    senderName: 'Maison Tableside',
    replyTo: 'bonjour@maison.tableside.demo',
    templates: DEFAULT_REQUEST_TEMPLATES,
    links: [],
  });
  // The reviews a request can have led to: Google ones of the year, oldest first.
  const candidates = await tx
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      authorName: reviews.authorName,
      language: reviews.language,
      reviewDate: reviews.reviewDate,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, restaurantId),
        eq(reviews.source, 'google'),
        gte(reviews.reviewDate, new Date(nowMs - 360 * DAY)),
      ),
    )
    .orderBy(reviews.reviewDate);
  const next = rng(2027);
  const converted = Math.round(REQUESTS * CONVERSION_RATE);
  // Every converted request is clicked; the others are clicked at the rate that makes the total.
  const otherClicks = (CLICK_RATE * REQUESTS - converted) / (REQUESTS - converted);
  const step = Math.max(1, Math.floor(candidates.length / converted));
  const rows: (typeof reviewRequests.$inferInsert)[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const review = i < converted ? candidates[i * step] : undefined;
    // A converted guest wrote their review one to three days after the e-mail.
    // Sent the day after a dinner visit (the delay), at some minute of the evening.
    const sentMs =
      (review
        ? review.reviewDate.getTime() - (1 + Math.floor(next() * 3)) * DAY
        : nowMs - (2 + Math.floor(next() * 358)) * DAY) -
      Math.floor(next() * 180) * 60_000;
    if (sentMs > nowMs - DAY) continue;
    const visitedMs = sentMs - 24 * HOUR;
    const [first = '', ...rest] = review?.authorName?.split(' ') ?? [
      FIRST[Math.floor(next() * FIRST.length)],
      LAST[Math.floor(next() * LAST.length)],
    ];
    const last = rest.join(' ');
    const clicked = review || next() < otherClicks;
    rows.push({
      restaurantId,
      locationId: review?.locationId ?? (at.locationIds[i % at.locationIds.length] as string),
      source: i % 3 === 0 ? 'csv' : 'booking',
      visitKey: `demo-visit-${i}`,
      email: null,
      emailHash: sha256(`demo-guest:${i}`),
      firstName: first,
      lastName: last,
      language: review?.language === 'fr' || (!review && i % 2 === 0) ? 'fr' : 'en',
      visitedAt: new Date(visitedMs),
      sendAfter: new Date(sentMs),
      status: 'sent',
      tokenHash: sha256(`demo-token:${i}`),
      links: [{ label: 'Google', url: 'https://search.google.com/local/writereview' }],
      sentAt: new Date(sentMs),
      clickedAt: clicked ? new Date(sentMs + (1 + Math.floor(next() * 20)) * HOUR) : null,
      convertedReviewId: review?.id ?? null,
      convertedAt: review?.reviewDate ?? null,
      // The row was made when the visit arrived: the Administration list reads newest first.
      createdAt: new Date(visitedMs),
    });
  }
  for (let i = 0; i < rows.length; i += 200)
    await tx.insert(reviewRequests).values(rows.slice(i, i + 200));
  await tx
    .insert(reviewRequestGuests)
    .values(
      rows.map((r) => ({ restaurantId, emailHash: r.emailHash, lastSentAt: r.sentAt ?? null })),
    );
  return rows.length;
}
