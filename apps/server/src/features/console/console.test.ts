import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalytics, TOverview } from '@tableside/domain/schemas/console';
import {
  locations,
  menuItems,
  replyHistory,
  restaurants,
  reviews,
  sessions,
  sourceConnections,
  staffMembers,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let superToken: string;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.login('super')).token;
});
afterAll(() => t.close());

const overview = async (): Promise<TOverview> =>
  (await t.call('GET', '/v1/console/overview', { token: superToken })).json().data;
const card = (o: TOverview, key: string) => o.cards.find((c) => c.key === key);

/** Counts in JavaScript over the raw rows: an independent check of the SQL behind each card. */
async function expectedFigures() {
  const { db } = t.database;
  const cutoff = daysAgo(30).getTime();
  const before = (d: Date) => d.getTime() <= cutoff;
  const rs = await db.select().from(restaurants);
  const ls = await db.select().from(locations);
  const vs = await db.select().from(reviews);
  const ss = await db.select().from(sessions);
  const live = (r: (typeof rs)[number], at: number) =>
    !r.trialEndsAt || r.trialEndsAt.getTime() > at;
  const usersIn = (from: number, to: number) =>
    new Set(
      ss
        .filter((s) => s.createdAt.getTime() > from && s.createdAt.getTime() <= to)
        .map((s) => s.userId),
    ).size;
  return {
    active_restaurants: [
      rs.filter((r) => live(r, Date.now())).length,
      rs.filter((r) => before(r.createdAt) && live(r, cutoff)).length,
    ],
    total_locations: [ls.length, ls.filter((l) => before(l.createdAt)).length],
    active_users: [usersIn(cutoff, Date.now() + DAY), usersIn(daysAgo(60).getTime(), cutoff)],
    total_reviews: [vs.length, vs.filter((v) => before(v.reviewDate)).length],
  } as Record<string, [number, number]>;
}

describe('System Overview', () => {
  it('answers every card from the database, with its change against 30 days ago', async () => {
    const { db } = t.database;
    const maison = t.fx.restaurants.maison.id;
    // History: an older restaurant state, a lapsed trial, old locations, reviews and sign-ins.
    await db.update(restaurants).set({ createdAt: daysAgo(90) });
    await db
      .update(restaurants)
      .set({ trialEndsAt: daysAgo(5) })
      .where(sql`${restaurants.id} = ${t.fx.restaurants.growth.id}`);
    await db
      .update(locations)
      .set({ createdAt: daysAgo(45) })
      .where(sql`${locations.restaurantId} = ${maison}`);
    await db
      .update(reviews)
      .set({ reviewDate: daysAgo(40) })
      .where(sql`${reviews.rating} >= 4`);
    await db
      .update(reviews)
      .set({ reviewDate: daysAgo(20) })
      .where(sql`${reviews.rating} < 4`);
    await db.insert(sessions).values([
      { userId: t.fx.users.admin.id, expiresAt: daysAgo(-1), createdAt: daysAgo(45) },
      { userId: t.fx.users.manager.id, expiresAt: daysAgo(-1), createdAt: daysAgo(50) },
      { userId: t.fx.users.boh.id, expiresAt: daysAgo(-1), createdAt: daysAgo(70) },
    ]);
    const o = await overview();
    const expected = await expectedFigures();
    for (const [key, [value, previous]] of Object.entries(expected)) {
      expect(card(o, key), key).toMatchObject({ value, previous });
    }
    // Fixture: 3 restaurants, Growth's trial lapsed 5 days ago → 2 active now, 3 thirty days ago.
    expect(card(o, 'active_restaurants')).toEqual({
      key: 'active_restaurants',
      value: 2,
      previous: 3,
      change_pct: -33.3,
    });
    // 5 locations, Maison's 3 older than 30 days: +66.7 %.
    expect(card(o, 'total_locations')).toMatchObject({ value: 5, previous: 3, change_pct: 66.7 });
    // Only the super-admin signed in this month; admin and manager in the 30 days before.
    expect(card(o, 'active_users')).toMatchObject({ value: 1, previous: 2, change_pct: -50 });
    // 5 reviews, the two 4-5 star ones written 40 days ago (stored today, as an import would):
    // counted by the review's date, like Analytics.
    expect(card(o, 'total_reviews')).toMatchObject({ value: 5, previous: 2, change_pct: 150 });
    expect(card(o, 'staff_mentions')).toMatchObject({ value: 0, previous: 0, change_pct: 0 });
  });

  it('counts staff and dish mentions once the review-intelligence tables exist', async () => {
    const { db } = t.database;
    // The review-intelligence feature's tables (one row per mention); created here when that
    // feature is not installed, with the same columns, so the same rows go in either way.
    const finding = `id uuid primary key default gen_random_uuid(), review_id uuid not null,
      restaurant_id uuid not null, location_id uuid not null, review_date timestamptz not null`;
    await db.execute(
      sql.raw(`create table if not exists staff_mentions (${finding}, staff_member_id uuid not null,
        staff_name text not null, polarity text not null, snippet text not null)`),
    );
    await db.execute(
      sql.raw(`create table if not exists menu_mentions (${finding}, menu_item_id uuid not null,
        item_name text not null, polarity text not null, snippet text not null)`),
    );
    const alpha = t.fx.loc('Alpha');
    const review = t.fx.review('The duck');
    const [marco] = await db
      .insert(staffMembers)
      .values({ restaurantId: alpha.restaurantId, name: 'Marco' })
      .returning();
    const [duck] = await db
      .insert(menuItems)
      .values({ restaurantId: alpha.restaurantId, name: 'Duck confit' })
      .returning();
    const mention = (when: string) =>
      sql`(${review.id}, ${alpha.restaurantId}, ${alpha.id}, ${sql.raw(when)}, ${marco?.id}, 'Marco', 'positive', 'Marco')`;
    await db.execute(sql`insert into staff_mentions (review_id, restaurant_id, location_id,
      review_date, staff_member_id, staff_name, polarity, snippet) values
      ${mention('now()')}, ${mention('now()')}, ${mention("now() - interval '31 days'")}`);
    await db.execute(sql`insert into menu_mentions (review_id, restaurant_id, location_id,
      review_date, menu_item_id, item_name, polarity, snippet) values
      (${review.id}, ${alpha.restaurantId}, ${alpha.id}, now(), ${duck?.id}, 'Duck confit',
        'positive', 'duck confit')`);
    const o = await overview();
    expect(card(o, 'staff_mentions')).toMatchObject({ value: 3, previous: 1, change_pct: 200 });
    expect(card(o, 'menu_mentions')).toMatchObject({ value: 1, previous: 0, change_pct: null });
    const locs = (await t.call('GET', '/v1/location', { token: superToken })).json().data;
    expect(locs.find((l: { id: string }) => l.id === alpha.id).staff_mention_count).toBe(3);
  });

  it('reports failing review sources and jobs waiting', async () => {
    const { db } = t.database;
    const alpha = t.fx.loc('Alpha');
    const bravo = t.fx.loc('Bravo');
    await db.insert(sourceConnections).values([
      {
        restaurantId: alpha.restaurantId,
        locationId: alpha.id,
        source: 'google',
        externalLocation: 'a',
      },
      {
        restaurantId: bravo.restaurantId,
        locationId: bravo.id,
        source: 'yelp',
        externalLocation: 'b',
        status: 'error',
        lastError: 'Yelp answered 401',
      },
    ]);
    const before = (await overview()).jobs.waiting;
    await t.jobs.boss.send('reply.draft', { reviewId: t.fx.review('Cold fries').id });
    const o = await overview();
    expect(o.sync).toMatchObject({ connections: 2, failing: 1 });
    expect(o.sync.failures).toEqual([
      expect.objectContaining({
        restaurant_name: 'Maison',
        location_name: 'Bravo',
        source: 'yelp',
        last_error: 'Yelp answered 401',
      }),
    ]);
    expect(o.jobs.waiting).toBe(before + 1);
    expect(o.jobs.queues).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: 'reply.draft' })]),
    );
  });
});

describe('System analytics', () => {
  it('counts reviews per day, replies, reply time, AI drafts and approvals without edits', async () => {
    const { db } = t.database;
    const growthLoc = t.fx.loc('Growth One');
    const at = (d: number, h = 0) => new Date(Date.now() - d * DAY + h * 3_600_000);
    const [a, b, c] = await db
      .insert(reviews)
      .values(
        [
          { rating: 5, reviewDate: at(2), postedAt: at(2, 1), status: 'posted' },
          { rating: 4, reviewDate: at(3), postedAt: at(3, 3), status: 'posted' },
          { rating: 2, reviewDate: at(3), status: 'approved' },
        ].map((r, i) => ({
          ...r,
          restaurantId: growthLoc.restaurantId,
          locationId: growthLoc.id,
          source: 'google',
          externalId: `an-${i}`,
        })),
      )
      .returning();
    if (!a || !b || !c) throw new Error('reviews');
    const rid = growthLoc.restaurantId;
    const history = (reviewId: string, status: string, hoursAfter: number) => ({
      reviewId,
      restaurantId: rid,
      text: 'Thanks!',
      status,
      createdAt: new Date(Date.now() - 2 * DAY + hoursAfter * 3_600_000),
    });
    await db
      .insert(replyHistory)
      .values([
        history(a.id, 'draft', 0),
        history(a.id, 'approved', 1),
        history(b.id, 'draft', 0),
        history(b.id, 'edited', 1),
        history(b.id, 'approved', 2),
        history(c.id, 'draft', 0),
        history(c.id, 'regenerated', 1),
        history(c.id, 'approved', 2),
      ]);
    const res = await t.call('GET', '/v1/console/analytics?days=7', { token: superToken });
    expect(res.statusCode).toBe(200);
    const data: TAnalytics = res.json().data;
    const growth = data.restaurants.find((r) => r.restaurant_id === rid);
    expect(growth).toMatchObject({
      reviews: 3,
      replied: 2,
      reply_rate: 66.7,
      // 60 and 180 minutes from review to posted reply.
      median_reply_minutes: 120,
      ai_drafts: 4,
      approved: 3,
      approved_without_edit: 2,
      approval_without_edit_rate: 66.7,
    });
    expect(data.per_day).toHaveLength(7);
    expect(data.per_day.reduce((sum, d) => sum + d.reviews, 0)).toBe(3);
    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    expect(data.per_day.find((d) => d.date === dayOf(at(3)))?.reviews).toBe(2);
    expect(data.totals.reviews).toBe(data.restaurants.reduce((s, r) => s + r.reviews, 0));
    expect(data.totals.median_reply_minutes).toBe(120);
    expect(
      (await t.call('GET', '/v1/console/analytics?days=12', { token: superToken })).statusCode,
    ).toBe(400);
  });
});

describe('subscription tiers in the console', () => {
  it('lists the tiers hidden from the public site too', async () => {
    const created = await t.call('POST', '/v1/subscription-tier', {
      token: superToken,
      body: {
        name: 'Internal',
        level: 2,
        price_monthly: null,
        max_reviews_per_month: 100,
        keywords_max_count: 5,
        is_public: false,
        marketing: {
          en: {
            description: 'For partners',
            featureGroups: [{ heading: 'All', items: ['Reports'] }],
          },
          fr: { description: 'Pour les partenaires', featureGroups: [] },
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const names = (body: { data: { name: string }[] }) => body.data.map((x) => x.name);
    expect(names((await t.call('GET', '/v1/subscription-tier')).json())).not.toContain('Internal');
    const all = (
      await t.call('GET', '/v1/console/subscription-tier', { token: superToken })
    ).json();
    expect(names(all)).toContain('Internal');
    expect(
      all.data.find((x: { name: string }) => x.name === 'Internal').marketing.fr.description,
    ).toBe('Pour les partenaires');
  });
});

describe('console access', () => {
  it('answers 403 to every role but SuperAdmin', async () => {
    for (const user of ['admin', 'manager', 'boh', 'growthadmin']) {
      const { token } = await t.login(user);
      for (const path of ['/v1/console/overview', '/v1/console/analytics', '/v1/console/leads']) {
        expect((await t.call('GET', path, { token })).statusCode, `${user} ${path}`).toBe(403);
      }
    }
  });
});
