import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { ZFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { firstReplyMonths, restaurants, reviews, userLocations } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { SPAM_TEXT } from '../../test/analysed-review.ts';
import { createReview, seededRandom } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from '../insights/analysis.ts';
import { refreshFirstReplyMonths } from './first-reply-months.ts';

// The closed months' summaries of the time to first reply (first-reply-months.ts) give the
// answers the reviews give: the reference is the full answer (`locations` and `people` kept),
// which always reads the reviews; the lean figure and both pages read the summaries.

let t: TestApp;
let token: string;
let limited: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin')).token;
  // A BOH user limited to two of the three locations: `all` is a scope of some locations.
  await t.database.db.insert(userLocations).values(
    ['Alpha', 'Charlie'].map((name) => ({
      userId: t.fx.users.boh.id,
      locationId: t.fx.loc(name).id,
    })),
  );
  limited = (await t.login('boh')).token;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const june = Date.parse('2026-06-01T12:00:00Z');
// Partial months at both ends, whole months only, and up to the fixture's own reviews.
const RANGES = [
  'startDate=2026-06-10&endDate=2026-10-20',
  'startDate=2026-07-01&endDate=2026-08-31',
  'startDate=2026-06-01&endDate=2026-11-30',
];
const base = (location: string) => `/v1/location/${location}/review/metrics/first-reply`;

type Row = { locationId?: string; userId?: string | null };
const get = async (path: string, as = token) => {
  const res = await t.call('GET', path, { token: as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const byId = <T extends Row>(rows: T[]) =>
  [...rows].sort((a, b) =>
    (a.locationId ?? a.userId ?? '').localeCompare(b.locationId ?? b.userId ?? ''),
  );

type Figures = { medianHours: number | null; locationName: string };
/** The locations page sorted by median: by the median, empty ones last, then by name. */
const byMedian = <T extends Figures>(rows: T[], order: 'asc' | 'desc') =>
  [...rows].sort(
    (a, b) =>
      (a.medianHours === null ? 1 : 0) - (b.medianHours === null ? 1 : 0) ||
      (order === 'asc' ? 1 : -1) * ((a.medianHours ?? 0) - (b.medianHours ?? 0)) ||
      a.locationName.localeCompare(b.locationName),
  );

/**
 * Every read of the summaries equals the reviews' answer, over each range, for the admin over
 * every location and over one, and for a user limited to two locations.
 */
async function expectSameAsReviews() {
  const scopes = [
    { as: token, location: 'all' },
    { as: token, location: t.fx.loc('Bravo').id },
    { as: limited, location: 'all' },
  ];
  for (const { as, location } of scopes) {
    for (const range of RANGES) await expectSameOver(as, base(location), range);
  }
}

async function expectSameOver(as: string, at: string, range: string) {
  const full = ZFirstReplyMetrics.parse(await get(`${at}?${range}`, as)) as TFirstReplyMetrics;
  expect(full.overall.answered).toBeGreaterThan(10);
  const lean = await get(`${at}?${range}&locations=none&people=none`, as);
  expect(lean, range).toEqual({ ...full, byLocation: [], byPerson: [] });
  const people = await get(`${at}?${range}&locations=none`, as);
  expect(people, range).toEqual({ ...full, byLocation: [] });
  for (const sort of ['answered', 'name', 'withinTarget', 'median']) {
    const q = `${range}&sort=${sort}&limit=100`;
    const locations = await get(`${at}/locations?${q}`, as);
    expect(locations.total).toBe(full.byLocation.length);
    expect(byId(locations.items), `${range} ${sort}`).toEqual(byId(full.byLocation));
    const persons = await get(`${at}/people?${q}`, as);
    expect(persons.total).toBe(full.byPerson.length);
    expect(byId(persons.items), `${range} ${sort}`).toEqual(byId(full.byPerson));
  }
  // Sorted by median, in both orders, whole and a page at a time.
  const medians = new Set(full.byLocation.map((l) => l.medianHours));
  expect(medians.size, 'distinct medians').toBe(full.byLocation.length);
  for (const order of ['asc', 'desc'] as const) {
    const q = `${range}&sort=median&order=${order}`;
    const all = await get(`${at}/locations?${q}&limit=100`, as);
    expect(all.items, `${range} ${order}`).toEqual(byMedian(full.byLocation, order));
    const second = await get(`${at}/locations?${q}&limit=1&offset=1`, as);
    expect(second.items).toEqual(all.items.slice(1, 2));
  }
}

const months = () =>
  sqlRows<{ month: string; version: number; built_version: number | null }>(
    t.database.db,
    sql`select month::text, version, built_version from first_reply_months
      where restaurant_id = ${t.fx.restaurants.maison.id} order by month`,
  );
const clean = async () =>
  (await months()).filter((m) => m.built_version === m.version).map((m) => m.month);

describe('time to first reply from closed months', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    const random = seededRandom(41);
    const people = [t.fx.users.admin.id, t.fx.users.manager.id, null];
    for (let i = 0; i < 240; i++) {
      const reviewDate = new Date(june + Math.floor(random() * 160 * DAY));
      // Exact multiples of 180 s (bucket edges), replies dated before the review, the rest spread.
      const delay =
        i % 7 === 0
          ? Math.floor(random() * 400) * 180_000
          : i % 13 === 0
            ? -Math.floor(random() * HOUR)
            : Math.floor(random() * 60 * HOUR);
      const answered = random() < 0.7;
      const row = await createReview(t, {
        location: ['Alpha', 'Bravo', 'Charlie'][i % 3] as string,
        rating: 1 + (i % 5),
        reviewDate,
        // Every ninth arrived as history: no due time.
        createdAt: new Date(reviewDate.getTime() + (i % 9 === 0 ? 40 * DAY : 0)),
        ...(answered && {
          status: 'posted' as const,
          postedAt: new Date(reviewDate.getTime() + delay),
          postedBy: people[i % 3] ?? null,
        }),
        // Every eleventh is spam: no reply due.
        ...(i % 11 === 4 && { text: SPAM_TEXT }),
      });
      if (i % 11 === 4) await analyseStoredReview(t.database.db, row.id);
      ids.push(row.id);
    }
  });

  it('reads the reviews alone until the job has built the closed months', async () => {
    expect(await clean()).toEqual([]);
    await expectSameAsReviews();
    expect(await refreshFirstReplyMonths(t.database.db)).toBeGreaterThanOrEqual(5);
    // June to October are closed; November is not.
    expect(await clean()).toEqual([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(0);
    await expectSameAsReviews();
  });

  it('stays exact after late writes to closed months, and after the rebuild', async () => {
    const rows = await t.database.db.select().from(reviews);
    const ours = rows.filter((r) => ids.includes(r.id));
    const inMonth = (m: string, answered: boolean) =>
      ours.find(
        (r) =>
          r.reviewDate.toISOString().startsWith(m) &&
          r.reviewDate.getUTCDate() > 2 &&
          (r.firstRepliedAt !== null) === answered,
      )!;
    const set = (id: string, values: Partial<typeof reviews.$inferInsert>) =>
      t.database.db.update(reviews).set(values).where(eq(reviews.id, id));

    // A reply posted late, a first reply corrected, a deletion, a date moved into July, a
    // history import into August, a rating edit: each only marks its month.
    const late = inMonth('2026-07', false);
    await set(late.id, {
      status: 'posted',
      postedAt: new Date(late.reviewDate.getTime() + 5 * HOUR),
      postedBy: t.fx.users.manager.id,
    });
    expect(await clean()).not.toContain('2026-07-01');
    await expectSameAsReviews();
    const corrected = inMonth('2026-08', true);
    await set(corrected.id, {
      firstRepliedAt: new Date(corrected.firstRepliedAt!.getTime() + 30 * HOUR),
    });
    await t.database.db.delete(reviews).where(eq(reviews.id, inMonth('2026-06', true).id));
    await set(inMonth('2026-11', true).id, { reviewDate: new Date('2026-07-15T12:00:00Z') });
    await createReview(t, {
      location: 'Bravo',
      rating: 2,
      reviewDate: new Date('2026-08-20T09:00:00Z'),
      status: 'posted',
      postedAt: new Date('2026-08-20T09:03:00Z'),
    });
    await set(inMonth('2026-09', true).id, { rating: 1 });
    expect(await clean()).toEqual(['2026-10-01']);
    await expectSameAsReviews();
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(4);
    expect(await clean()).toHaveLength(5);
    await expectSameAsReviews();
  });

  it('leaves spam out of what was due, and marks the month when a review becomes spam or stops', async () => {
    const lean = async () =>
      (await get(`${base('all')}?${RANGES[1]}&locations=none&people=none`)).overall as {
        due: number;
      };
    const before = await lean();
    // Unanswered, in a closed July, with a due time: due until it is read as spam.
    const [row] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select r.id from reviews r left join review_analyses a on a.review_id = r.id
        where r.id = any(${`{${ids.join(',')}}`}::uuid[]) and r.first_replied_at is null
          and r.created_at = r.review_date and a.review_id is null
          and r.review_date >= '2026-07-03' and r.review_date < '2026-07-31'
        order by r.review_date limit 1`,
    );
    const review = eq(reviews.id, row!.id);
    // The text alone changes no figure; the analysis reading it as spam does.
    await t.database.db.update(reviews).set({ text: SPAM_TEXT }).where(review);
    expect(await clean()).toContain('2026-07-01');
    await analyseStoredReview(t.database.db, row!.id);
    expect(await clean()).not.toContain('2026-07-01');
    expect((await lean()).due).toBe(before.due - 1);
    await expectSameAsReviews();
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(1);
    await expectSameAsReviews();
    expect((await lean()).due).toBe(before.due - 1);
    // Read again as a guest's review: due again, once the month is rebuilt as before.
    await t.database.db
      .update(reviews)
      .set({ text: 'The soup was cold and nobody came back to our table.' })
      .where(review);
    await analyseStoredReview(t.database.db, row!.id);
    expect(await clean()).not.toContain('2026-07-01');
    expect((await lean()).due).toBe(before.due);
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(1);
    expect((await lean()).due).toBe(before.due);
    await expectSameAsReviews();
  }, 90_000);

  it('forgets the summaries when the targets or the time zone change', async () => {
    const restaurant = eq(restaurants.id, t.fx.restaurants.maison.id);
    await t.database.db.update(restaurants).set({ responseHoursNegative: 6 }).where(restaurant);
    expect(await months()).toEqual([]);
    await expectSameAsReviews();
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(5);
    await expectSameAsReviews();
    await t.database.db.update(restaurants).set({ timezone: 'Asia/Tokyo' }).where(restaurant);
    expect(await months()).toEqual([]);
    expect(await refreshFirstReplyMonths(t.database.db)).toBe(5);
    const built = await t.database.db
      .select()
      .from(firstReplyMonths)
      .where(and(eq(firstReplyMonths.restaurantId, t.fx.restaurants.maison.id)));
    expect(built.every((m) => m.timezone === 'Asia/Tokyo')).toBe(true);
    await expectSameAsReviews();
  });
});
