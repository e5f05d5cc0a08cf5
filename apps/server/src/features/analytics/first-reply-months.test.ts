import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, toDay } from '@tableside/domain/date-ranges';
import type { TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { ZFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { firstReplyMonths, restaurants, reviews, userLocations } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { SPAM_TEXT } from '../../test/analysed-review.ts';
import { createReview, seededRandom } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from '../insights/analysis.ts';
import { refreshFirstReplyMonths } from './first-reply-months.ts';

// The closed months' and days' summaries of the time to first reply (first-reply-months.ts)
// give the answers the reviews give: the reference is the full answer (`locations` and `people` kept),
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
// Dates relative to today, in UTC (the restaurant's zone for these tests): six calendar months
// of reviews up to yesterday, so the last month or two are open and hold closed days.
const today = toDay(new Date());
const thisMonth = `${today.slice(0, 7)}-01`;
/** The first day of the calendar month `n` months before this one. */
const month = (n: number) => addMonthsClamped(thisMonth, -n);
const start = Date.parse(`${month(5)}T00:00:00Z`);
const lastOf = (first: string) => addDays(addMonthsClamped(first, 1), -1);
// Partial months at both ends, whole months only, and up to this month's end (closed months,
// closed days of the open months, the days still open).
const RANGES = [
  `startDate=${addDays(month(5), 9)}&endDate=${addDays(month(1), 19)}`,
  `startDate=${month(4)}&endDate=${lastOf(month(3))}`,
  `startDate=${month(5)}&endDate=${lastOf(thisMonth)}`,
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

const maison = () => t.fx.restaurants.maison.id;
/** The job's run for these tests' restaurant (the other fixture restaurants have a review too). */
const refresh = () => refreshFirstReplyMonths(t.database.db, new Date(), maison());
const periods = () =>
  sqlRows<{ grain: string; month: string; version: number; built_version: number | null }>(
    t.database.db,
    sql`select grain, month::text, version, built_version from first_reply_months
      where restaurant_id = ${maison()} order by grain desc, month`,
  );
/** The periods read from their summary: months, then days. */
const clean = async () => {
  const built = (await periods()).filter((m) => m.built_version === m.version);
  const of = (grain: string) => built.filter((m) => m.grain === grain).map((m) => m.month);
  return { months: of('month'), days: of('day') };
};

/**
 * The periods the job should have built by now, from the reviews' days: a month once it ended
 * longer ago than the longest target and a day, a day once it ended longer ago than the longest
 * target and an hour. `except` leaves out the periods a late write marked ("month 2026-07-01",
 * "day 2026-07-09").
 */
async function expectedClean(except: string[] = []) {
  const [rs] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, maison()));
  const longest =
    Math.max(rs!.responseHoursNegative, rs!.responseHoursNeutral, rs!.responseHoursPositive) * HOUR;
  const closed = (end: string, settle: number) =>
    Date.parse(`${end}T00:00:00Z`) + longest + settle <= Date.now();
  // The days with reviews, and those with a summary (all their reviews since deleted).
  const days = (
    await sqlRows<{ day: string }>(
      t.database.db,
      sql`select (review_date at time zone 'UTC')::date::text as day from reviews
          where restaurant_id = ${maison()}
        union select month::text from first_reply_months
          where restaurant_id = ${maison()} and grain = 'day'
        order by 1`,
    )
  ).map((d) => d.day);
  const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))].filter((m) =>
    closed(addMonthsClamped(m, 1), DAY),
  );
  return {
    months: months.filter((m) => !except.includes(`month ${m}`)),
    days: days.filter((d) => closed(addDays(d, 1), HOUR) && !except.includes(`day ${d}`)),
  };
}

describe('time to first reply from closed months and days', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    await t.database.db
      .update(restaurants)
      .set({ timezone: 'UTC' })
      .where(eq(restaurants.id, maison()));
    const random = seededRandom(41);
    const people = [t.fx.users.admin.id, t.fx.users.manager.id, null];
    const span = Date.now() - DAY - start;
    for (let i = 0; i < 240; i++) {
      const reviewDate = new Date(start + Math.floor(random() * span));
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

  it('reads the reviews alone until the job has built the closed months and days', async () => {
    expect(await clean()).toEqual({ months: [], days: [] });
    await expectSameAsReviews();
    const expected = await expectedClean();
    // At least the four months before the last; the last month is closed or holds closed days.
    expect(expected.months.length).toBeGreaterThanOrEqual(4);
    expect(expected.months).not.toContain(thisMonth);
    expect(expected.days.length).toBeGreaterThan(0);
    expect(await refresh()).toBe(expected.months.length + expected.days.length);
    expect(await clean()).toEqual(expected);
    expect(await refresh()).toBe(0);
    await expectSameAsReviews();
  });

  const ours = async () =>
    (await t.database.db.select().from(reviews)).filter((r) => ids.includes(r.id));
  const set = (id: string, values: Partial<typeof reviews.$inferInsert>) =>
    t.database.db.update(reviews).set(values).where(eq(reviews.id, id));
  const inMonth = async (first: string, answered: boolean) =>
    (await ours()).find(
      (r) =>
        r.reviewDate.toISOString().startsWith(first.slice(0, 7)) &&
        r.reviewDate.getUTCDate() > 2 &&
        (r.firstRepliedAt !== null) === answered,
    )!;

  it('stays exact after late writes to closed months, and after the rebuild', async () => {
    // A reply posted late, a first reply corrected, a deletion, a date moved from the open days
    // into a closed month, a history import, a rating edit: each only marks its month and day.
    const touched: string[] = [];
    const touch = (date: Date) =>
      touched.push(`month ${toDay(date).slice(0, 7)}-01`, `day ${toDay(date)}`);
    const late = await inMonth(month(4), false);
    await set(late.id, {
      status: 'posted',
      postedAt: new Date(late.reviewDate.getTime() + 5 * HOUR),
      postedBy: t.fx.users.manager.id,
    });
    touch(late.reviewDate);
    expect(await clean()).toEqual(await expectedClean(touched));
    await expectSameAsReviews();
    const corrected = await inMonth(month(3), true);
    await set(corrected.id, {
      firstRepliedAt: new Date(corrected.firstRepliedAt!.getTime() + 30 * HOUR),
    });
    touch(corrected.reviewDate);
    const deleted = await inMonth(month(5), true);
    await t.database.db.delete(reviews).where(eq(reviews.id, deleted.id));
    touch(deleted.reviewDate);
    // Today's review, answered: its day is open, so only the day and month it moves into are marked.
    const recent = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      reviewDate: new Date(Date.now() - 2 * HOUR),
      status: 'posted',
      postedAt: new Date(Date.now() - HOUR),
    });
    const moved = new Date(`${addDays(month(4), 14)}T12:00:00Z`);
    await set(recent.id, { reviewDate: moved });
    touch(moved);
    const imported = new Date(`${addDays(month(3), 19)}T09:00:00Z`);
    await createReview(t, {
      location: 'Bravo',
      rating: 2,
      reviewDate: imported,
      status: 'posted',
      postedAt: new Date(imported.getTime() + 180_000),
    });
    touch(imported);
    const edited = await inMonth(month(2), true);
    await set(edited.id, { rating: 1 });
    touch(edited.reviewDate);
    expect(await clean()).toEqual(await expectedClean(touched));
    await expectSameAsReviews();
    expect(await refresh()).toBe(new Set(touched).size);
    expect(await clean()).toEqual(await expectedClean());
    await expectSameAsReviews();
  });

  it('marks a closed day of an open month written late, and builds it again', async () => {
    const { months, days } = await clean();
    const rows = await ours();
    const open = (d: string) => !months.includes(`${d.slice(0, 7)}-01`);
    const day = days.find(
      (d) => open(d) && rows.some((r) => toDay(r.reviewDate) === d && r.firstRepliedAt === null),
    );
    expect(day, 'a closed day of an open month with a review not answered').toBeDefined();
    const review = rows.find((r) => toDay(r.reviewDate) === day && r.firstRepliedAt === null)!;
    await set(review.id, {
      status: 'posted',
      postedAt: new Date(),
      postedBy: t.fx.users.admin.id,
    });
    expect((await clean()).days).toEqual((await expectedClean([`day ${day}`])).days);
    await expectSameAsReviews();
    expect(await refresh()).toBeGreaterThanOrEqual(1);
    expect(await clean()).toEqual(await expectedClean());
    await expectSameAsReviews();
  });

  it('leaves spam out of what was due, and marks the month when a review becomes spam or stops', async () => {
    const lean = async () =>
      (await get(`${base('all')}?${RANGES[1]}&locations=none&people=none`)).overall as {
        due: number;
      };
    const before = await lean();
    // Unanswered, in a closed month, with a due time: due until it is read as spam.
    const [row] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select r.id from reviews r left join review_analyses a on a.review_id = r.id
        where r.id = any(${`{${ids.join(',')}}`}::uuid[]) and r.first_replied_at is null
          and r.created_at = r.review_date and a.review_id is null
          and r.review_date >= ${addDays(month(4), 2)}::date
          and r.review_date < ${addDays(month(3), -1)}::date
        order by r.review_date limit 1`,
    );
    const review = eq(reviews.id, row!.id);
    // The text alone changes no figure; the analysis reading it as spam does.
    await t.database.db.update(reviews).set({ text: SPAM_TEXT }).where(review);
    expect((await clean()).months).toContain(month(4));
    await analyseStoredReview(t.database.db, row!.id);
    expect((await clean()).months).not.toContain(month(4));
    expect((await lean()).due).toBe(before.due - 1);
    await expectSameAsReviews();
    // The month and the review's day.
    expect(await refresh()).toBe(2);
    await expectSameAsReviews();
    expect((await lean()).due).toBe(before.due - 1);
    // Read again as a guest's review: due again, once the month is rebuilt as before.
    await t.database.db
      .update(reviews)
      .set({ text: 'The soup was cold and nobody came back to our table.' })
      .where(review);
    await analyseStoredReview(t.database.db, row!.id);
    expect((await clean()).months).not.toContain(month(4));
    expect((await lean()).due).toBe(before.due);
    expect(await refresh()).toBe(2);
    expect((await lean()).due).toBe(before.due);
    await expectSameAsReviews();
  }, 90_000);

  it('forgets the summaries when the targets or the time zone change', async () => {
    const restaurant = eq(restaurants.id, maison());
    await t.database.db.update(restaurants).set({ responseHoursNegative: 6 }).where(restaurant);
    expect(await periods()).toEqual([]);
    await expectSameAsReviews();
    const expected = await expectedClean();
    expect(await refresh()).toBe(expected.months.length + expected.days.length);
    await expectSameAsReviews();
    await t.database.db.update(restaurants).set({ timezone: 'Asia/Tokyo' }).where(restaurant);
    expect(await periods()).toEqual([]);
    expect(await refresh()).toBeGreaterThanOrEqual(5);
    const built = await t.database.db
      .select()
      .from(firstReplyMonths)
      .where(and(eq(firstReplyMonths.restaurantId, maison())));
    expect(built.every((m) => m.timezone === 'Asia/Tokyo')).toBe(true);
    expect(built.some((m) => m.grain === 'day')).toBe(true);
    await expectSameAsReviews();
  });
});
