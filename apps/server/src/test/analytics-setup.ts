import { todayIn, type DayRange } from '@tableside/domain/date-ranges';
import { ratingClass, roundRating } from '@tableside/domain/ratings';
import { REVIEW_STATUSES } from '@tableside/domain/reviews';
import type { TPeriodMetrics } from '@tableside/domain/schemas/analytics';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { reviews } from '../db/schema.ts';
import { seededRandom } from './factory.ts';
import { createTestApp, type TestApp } from './harness.ts';

/*
 * What the analytics figures' tests share (metrics, location-page, series-and-replies and
 * reports tests in features/analytics): an app of their own, sign-ins, and generated reviews
 * with the brute-force computation every figure is checked against. The reviews are a few
 * hundred around a daylight-saving change and late evenings (where the UTC day and the
 * restaurant's day differ), then edited and deleted, so the rollups' triggers must follow every
 * kind of write. Bindings are live: read them inside tests, after useGeneratedReviewsApp's hooks
 * ran.
 */

export let t: TestApp;
export let admin: string;
export let manager: string;
export let boh: string;
export let otherAdmin: string;
export const TZ = 'America/Toronto';

export type R = {
  id: string;
  locationId: string;
  source: string;
  rating: number;
  status: string;
  response: string | null;
  reviewDate: Date;
  postedAt: Date | null;
};

export async function allMaisonReviews(): Promise<R[]> {
  const ids = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
  return t.database.db
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      source: reviews.source,
      rating: reviews.rating,
      status: reviews.status,
      response: reviews.response,
      reviewDate: reviews.reviewDate,
      postedAt: reviews.postedAt,
    })
    .from(reviews)
    .where(inArray(reviews.locationId, ids));
}

export const localDay = (d: Date, tz = TZ) => todayIn(tz, d);
export const within = (r: R, range: DayRange, tz = TZ) => {
  const day = localDay(r.reviewDate, tz);
  return day >= range.startDate && day <= range.endDate;
};

export function bruteForce(rows: R[], range: DayRange, locationIds: string[], tz = TZ) {
  const inRange = rows.filter((r) => locationIds.includes(r.locationId) && within(r, range, tz));
  const count = (pred: (r: R) => boolean) => inRange.filter(pred).length;
  const total = inRange.length;
  const sum = inRange.reduce((s, r) => s + r.rating, 0);
  const sources = [...new Set(inRange.map((r) => r.source))];
  return {
    totalReviews: total,
    positiveReviews: count((r) => ratingClass(r.rating) === 'positive'),
    neutralReviews: count((r) => ratingClass(r.rating) === 'neutral'),
    negativeReviews: count((r) => ratingClass(r.rating) === 'negative'),
    averageRating: total ? roundRating(sum / total) : null,
    positiveRate: total ? Math.round((count((r) => r.rating >= 4) / total) * 1000) / 10 : 0,
    ratingDistribution: Object.fromEntries(
      [1, 2, 3, 4, 5].map((n) => [n, count((r) => r.rating === n)]),
    ),
    totalReviewsByLocation: Object.fromEntries(
      locationIds.map((id) => [id, count((r) => r.locationId === id)]),
    ),
    volumeBySource: Object.fromEntries(sources.map((s) => [s, count((r) => r.source === s)])),
    replied: count((r) => r.response !== null),
    byStatus: Object.fromEntries(REVIEW_STATUSES.map((s) => [s, count((r) => r.status === s)])),
  };
}

export function expectMatches(m: TPeriodMetrics, expected: ReturnType<typeof bruteForce>) {
  expect(m.totalReviews).toBe(expected.totalReviews);
  expect(m.positiveReviews).toBe(expected.positiveReviews);
  expect(m.neutralReviews).toBe(expected.neutralReviews);
  expect(m.negativeReviews).toBe(expected.negativeReviews);
  expect(m.averageRating).toBe(expected.averageRating);
  expect(m.positiveRate).toBe(expected.positiveRate);
  expect(m.ratingDistribution).toEqual(expected.ratingDistribution);
  expect(m.totalReviewsByLocation).toEqual(expected.totalReviewsByLocation);
  expect(Object.fromEntries(m.volumeBySource.map((s) => [s.source, s.count]))).toEqual(
    expected.volumeBySource,
  );
  expect(m.replies.replied).toBe(expected.replied);
  expect(m.replies.byStatus).toEqual(expected.byStatus);
  for (const stats of m.locationStats) {
    expect(stats.totalReviews).toBe(m.totalReviewsByLocation[stats.locationId]);
    expect(m.ratingsByLocation[stats.locationId]?.count).toBe(stats.totalReviews);
  }
}

export const get = async (path: string, token: string) => {
  const res = await t.call('GET', `/v1${path}`, { token });
  return { status: res.statusCode, body: res.json() };
};

/** Registers the test file's app, sign-ins and generated reviews. */
export function useGeneratedReviewsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin')).token;
    manager = (await t.login('manager')).token;
    boh = (await t.login('boh')).token;
    otherAdmin = (await t.login('otheradmin')).token;

    // 600 reviews from 2026-02-20 to 2026-03-20 (Toronto springs forward on 8 March), with a
    // third of them between 22:00 and 02:00 local time, inserted in three statements.
    const next = seededRandom(42);
    const locs = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n));
    const sources = ['google', 'yelp', 'tripadvisor'];
    const start = Date.parse('2026-02-20T05:00:00Z');
    for (let batch = 0; batch < 3; batch++) {
      const rows = Array.from({ length: 200 }, (_, i) => {
        const l = locs[Math.floor(next() * 3)] as (typeof locs)[number];
        const dayOffset = Math.floor(next() * 29);
        const hour = next() < 0.33 ? [3, 4, 5, 6][Math.floor(next() * 4)] : 12 + next() * 8;
        const reviewDate = new Date(start + dayOffset * 86_400_000 + (hour as number) * 3_600_000);
        const status = REVIEW_STATUSES[Math.floor(next() * REVIEW_STATUSES.length)] as string;
        return {
          restaurantId: l.restaurantId,
          locationId: l.id,
          source: sources[Math.floor(next() * 3)] as string,
          externalId: `gen-${batch}-${i}`,
          rating: 1 + Math.floor(next() * 5),
          text: 'generated',
          reviewDate,
          status,
          response: status === 'new' ? null : 'Thank you',
          postedAt:
            status === 'posted' ? new Date(reviewDate.getTime() + next() * 72 * 3_600_000) : null,
        };
      });
      await t.database.db.insert(reviews).values(rows);
    }
    // Edits of every counted kind, and deletions, through plain SQL as any writer would do.
    await t.database.execute(
      `update reviews set rating = 6 - rating where external_id like 'gen-0-%' and rating <> 3`,
    );
    await t.database.execute(
      `update reviews set status = 'posted', response = 'Merci', posted_at = review_date + interval '5 hours'
       where external_id like 'gen-1-1%'`,
    );
    await t.database.execute(
      `update reviews set review_date = review_date - interval '3 days', source = 'yelp'
       where external_id like 'gen-2-2%'`,
    );
    await t.database.execute(
      `update reviews set text = 'only the text' where external_id like 'gen-2-3%'`,
    );
    await t.database.execute(`delete from reviews where external_id like 'gen-1-5%'`);
  });
  afterAll(() => t.close());
}

export const ALL_RANGES: DayRange[] = [
  { startDate: '2026-03-01', endDate: '2026-03-15' },
  { startDate: '2026-03-08', endDate: '2026-03-08' },
  { startDate: '2026-02-01', endDate: '2026-03-31' },
  { startDate: '2026-02-25', endDate: '2026-02-25' },
  // A whole month read from the monthly rollup, plus edge days from the daily one.
  { startDate: '2026-02-15', endDate: '2026-03-31' },
  // Whole months less the days outside the range (fewer rows than the days themselves).
  { startDate: '2026-02-03', endDate: '2026-03-20' },
  { startDate: '2026-02-19', endDate: '2026-03-18' },
];
