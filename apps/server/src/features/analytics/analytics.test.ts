import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, todayIn, type DayRange } from '@tableside/domain/date-ranges';
import { ratingClass, roundRating } from '@tableside/domain/ratings';
import { REVIEW_STATUSES } from '@tableside/domain/reviews';
import type { TPeriodMetrics } from '@tableside/domain/schemas/analytics';
import { inArray } from 'drizzle-orm';
import { reviews } from '../../db/schema.ts';
import { seededRandom } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Every figure is checked against a brute-force computation over the same generated reviews:
 * a few hundred reviews around a daylight-saving change and late evenings (where the UTC day
 * and the restaurant's day differ), then edited and deleted, so the rollups' triggers must
 * follow every kind of write.
 */
let t: TestApp;
let admin: string;
let manager: string;
let boh: string;
let otherAdmin: string;
const TZ = 'America/Toronto';

type R = {
  id: string;
  locationId: string;
  source: string;
  rating: number;
  status: string;
  response: string | null;
  reviewDate: Date;
  postedAt: Date | null;
};

async function allMaisonReviews(): Promise<R[]> {
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

const localDay = (d: Date, tz = TZ) => todayIn(tz, d);
const within = (r: R, range: DayRange, tz = TZ) => {
  const day = localDay(r.reviewDate, tz);
  return day >= range.startDate && day <= range.endDate;
};

function bruteForce(rows: R[], range: DayRange, locationIds: string[], tz = TZ) {
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

function expectMatches(m: TPeriodMetrics, expected: ReturnType<typeof bruteForce>) {
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

/**
 * The restaurant-wide rollups of Maison as kept by the triggers, and the same figures summed
 * from the per-location rollups (rows whose counts deletions brought back to 0 left out).
 */
const COUNT_COLUMNS = [
  'reviews',
  'rating_sum',
  'r1',
  'r2',
  'r3',
  'r4',
  'r5',
  'replied',
  'status_new',
  'status_draft',
  'status_edited',
  'status_regenerated',
  'status_approved',
  'status_posted',
];
const SOURCE_COLUMNS = ['reviews', 'rating_sum'];

async function restaurantWide() {
  const rows = async (query: string) =>
    (await t.database.execute(query, [t.fx.restaurants.maison.id])).rows;
  const keys = (key: string, bySource: boolean) => `${key}::text as k${bySource ? ', source' : ''}`;
  const kept = (table: string, key: string, bySource = false) => {
    const columns = bySource ? SOURCE_COLUMNS : COUNT_COLUMNS;
    return rows(`select ${keys(key, bySource)}, ${columns.join(', ')} from ${table}
      where restaurant_id = $1 and reviews <> 0 order by 1, 2`);
  };
  const summed = (table: string, key: string, bySource = false) => {
    const columns = bySource ? SOURCE_COLUMNS : COUNT_COLUMNS;
    return rows(`select * from (
        select ${keys(key, bySource)}, ${columns.map((c) => `sum(${c})::int as ${c}`).join(', ')}
        from ${table} where restaurant_id = $1 group by 1${bySource ? ', 2' : ''}
      ) s where reviews <> 0 order by 1, 2`);
  };
  return {
    days: await kept('review_restaurant_daily_stats', 'day'),
    sumDays: await summed('review_daily_stats', 'day'),
    months: await kept('review_restaurant_monthly_stats', 'month'),
    sumMonths: await summed('review_monthly_stats', 'month'),
    sourceDays: await kept('review_source_restaurant_daily_stats', 'day', true),
    sumSourceDays: await summed('review_source_daily_stats', 'day', true),
    sourceMonths: await kept('review_source_restaurant_monthly_stats', 'month', true),
    sumSourceMonths: await summed('review_source_monthly_stats', 'month', true),
  };
}

const get = async (path: string, token: string) => {
  const res = await t.call('GET', `/v1${path}`, { token });
  return { status: res.statusCode, body: res.json() };
};

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

const ALL_RANGES: DayRange[] = [
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

describe('review metrics', () => {
  it('match a brute-force computation for every location together and each one', async () => {
    const rows = await allMaisonReviews();
    const maison = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
    for (const range of ALL_RANGES) {
      const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
      const all = await get(`/location/all/review/metrics?${q}`, admin);
      expect(all.status).toBe(200);
      expectMatches(all.body.data, bruteForce(rows, range, maison));
      expectMatches(all.body.data.comparison, bruteForce(rows, previousPeriod(range), maison));
      expect(all.body.data.comparison).toMatchObject(previousPeriod(range));
      for (const id of maison) {
        const one = await get(`/location/${id}/review/metrics?${q}`, admin);
        expectMatches(one.body.data, bruteForce(rows, range, [id]));
      }
    }
  });

  it('compare with an explicit comparison range', async () => {
    const rows = await allMaisonReviews();
    const maison = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
    const res = await get(
      '/location/all/review/metrics?startDate=2026-03-09&endDate=2026-03-15&compareStartDate=2026-02-20&compareEndDate=2026-02-28',
      admin,
    );
    expectMatches(
      res.body.data.comparison,
      bruteForce(rows, { startDate: '2026-02-20', endDate: '2026-02-28' }, maison),
    );
  });

  it('stay equal to a recomputation from the reviews after edits and deletions', async () => {
    const snapshot = async () =>
      (
        await t.database.execute(
          `select location_id, day::text, reviews, rating_sum, r1, r2, r3, r4, r5, replied,
             status_new, status_posted from review_daily_stats where reviews <> 0
           order by location_id, day`,
        )
      ).rows;
    const monthly = async () =>
      (
        await t.database.execute(
          `select location_id, month::text, reviews, rating_sum, r1, r5, replied, status_posted
           from review_monthly_stats where reviews <> 0 order by location_id, month`,
        )
      ).rows;
    const before = await snapshot();
    const beforeMonthly = await monthly();
    const beforeWide = await restaurantWide();
    await t.database.execute('select review_stats_rebuild(null)');
    expect(await snapshot()).toEqual(before);
    expect(await monthly()).toEqual(beforeMonthly);
    expect(await restaurantWide()).toEqual(beforeWide);
    expect(before.length).toBeGreaterThan(50);
    expect(beforeMonthly.length).toBeGreaterThanOrEqual(6);
  });

  it('keep the restaurant-wide rollups equal to the sum of the locations’ after every write', async () => {
    const wide = await restaurantWide();
    // Every day, month and source of the generated reviews, each equal to its locations' sum.
    expect(wide.days.length).toBeGreaterThan(25);
    expect(wide.months.length).toBeGreaterThanOrEqual(2);
    expect(wide.sourceDays.length).toBeGreaterThan(60);
    expect(wide.sourceMonths.length).toBeGreaterThanOrEqual(6);
    for (const [kept, summed] of [
      [wide.days, wide.sumDays],
      [wide.months, wide.sumMonths],
      [wide.sourceDays, wide.sumSourceDays],
      [wide.sourceMonths, wide.sumSourceMonths],
    ])
      expect(kept).toEqual(summed);
  });

  it('resolve a preset on the restaurant’s today', async () => {
    const res = await get('/location/all/review/metrics?preset=last_7_days', admin);
    expect(res.status).toBe(200);
    const today = todayIn(TZ);
    expect(res.body.data).toMatchObject({ preset: 'last_7_days', endDate: today });
    expect(res.body.data.comparison.endDate < res.body.data.startDate).toBe(true);
  });

  it('give a location-limited manager only their location', async () => {
    const rows = await allMaisonReviews();
    const alpha = t.fx.loc('Alpha').id;
    const range = ALL_RANGES[0] as DayRange;
    const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
    const own = await get(`/location/${alpha}/review/metrics?${q}`, manager);
    expectMatches(own.body.data, bruteForce(rows, range, [alpha]));
    expect((await get(`/location/all/review/metrics?${q}`, manager)).status).toBe(403);
    const bravo = await get(`/location/${t.fx.loc('Bravo').id}/review/metrics?${q}`, manager);
    expect(bravo.status).toBe(404);
    const boh_ = await get(`/location/all/review/metrics?${q}`, boh);
    expect(boh_.status).toBe(200);
  });

  it('refuse bad ranges with a code', async () => {
    const cases: [string, number, string][] = [
      ['startDate=2026-03-10&endDate=2026-03-01', 400, 'invalid_date_range'],
      ['startDate=2020-01-01&endDate=2026-03-01', 400, 'invalid_date_range'],
      // An impossible calendar day is refused by the shared date rule itself.
      ['startDate=2026-02-30&endDate=2026-03-01', 400, 'validation_failed'],
      ['preset=next_week', 400, 'validation_failed'],
      ['', 400, 'date_range_required'],
      ['startDate=2026-03-01', 400, 'date_range_required'],
      [
        'startDate=2026-03-01&endDate=2026-03-02&compareStartDate=2026-02-01',
        400,
        'date_range_required',
      ],
      ['preset=last_7_days&startDate=2026-03-01', 400, 'date_range_required'],
    ];
    for (const [q, status, code] of cases) {
      const res = await get(`/location/all/review/metrics?${q}`, admin);
      expect(res.status, q).toBe(status);
      expect(res.body.code, q).toBe(code);
    }
    const foreign = await get(
      `/location/${t.fx.loc('Other One').id}/review/metrics?preset=last_7_days`,
      admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('move reviews to other days when the restaurant changes time zone', async () => {
    const rows = await allMaisonReviews();
    const maison = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
    const range = { startDate: '2026-03-01', endDate: '2026-03-07' };
    const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
    await t.database.execute(`update restaurants set timezone = 'Asia/Tokyo' where id = $1`, [
      t.fx.restaurants.maison.id,
    ]);
    const tokyo = await get(`/location/all/review/metrics?${q}`, admin);
    expectMatches(tokyo.body.data, bruteForce(rows, range, maison, 'Asia/Tokyo'));
    expect(bruteForce(rows, range, maison, 'Asia/Tokyo').totalReviews).not.toBe(
      bruteForce(rows, range, maison).totalReviews,
    );
    await t.database.execute(`update restaurants set timezone = $2 where id = $1`, [
      t.fx.restaurants.maison.id,
      TZ,
    ]);
  });
});

describe('a chain’s location comparison, paged', () => {
  const maison = () => ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
  const figuresOf = (rows: R[], range: DayRange, id: string) => {
    const b = bruteForce(rows, range, [id]);
    return {
      totalReviews: b.totalReviews,
      avgRating: b.averageRating,
      positiveReviews: b.positiveReviews,
      neutralReviews: b.neutralReviews,
      negativeReviews: b.negativeReviews,
    };
  };

  it('give the totals without per-location fields with locations=none', async () => {
    const rows = await allMaisonReviews();
    for (const range of ALL_RANGES) {
      const q = `startDate=${range.startDate}&endDate=${range.endDate}&locations=none`;
      for (const [id, ids] of [
        ['all', maison()],
        [maison()[1]!, [maison()[1]!]],
      ] as const) {
        const res = await get(`/location/${id}/review/metrics?${q}`, admin);
        expect(res.status).toBe(200);
        const m = res.body.data;
        const expected = bruteForce(rows, range, [...ids]);
        expectMatches(m, { ...expected, totalReviewsByLocation: {} });
        expectMatches(m.comparison, {
          ...bruteForce(rows, previousPeriod(range), [...ids]),
          totalReviewsByLocation: {},
        });
        expect(m.locationStats).toEqual([]);
        expect(m.ratingsByLocation).toEqual({});
      }
    }
  });

  it('page every location’s figures of both periods, sorted by each figure', async () => {
    const rows = await allMaisonReviews();
    const names = new Map(['Alpha', 'Bravo', 'Charlie'].map((n) => [t.fx.loc(n).id, n]));
    for (const range of ALL_RANGES.slice(4)) {
      const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
      for (const sort of ['name', 'reviews', 'rating', 'positive', 'negative']) {
        for (const order of ['asc', 'desc']) {
          type Item = {
            locationId: string;
            locationName: string;
            current: unknown;
            comparison: unknown;
          };
          const items: Item[] = [];
          for (let offset = 0; offset < 3; offset += 2) {
            const res = await get(
              `/location/all/review/metrics/locations?${q}&sort=${sort}&order=${order}&limit=2&offset=${offset}`,
              admin,
            );
            expect(res.status).toBe(200);
            expect(res.body.data.total).toBe(3);
            items.push(...res.body.data.items);
          }
          expect(items.map((i) => i.locationId).sort()).toEqual([...maison()].sort());
          for (const i of items) {
            expect(i.locationName).toBe(names.get(i.locationId));
            expect(i.current).toEqual(figuresOf(rows, range, i.locationId));
            expect(i.comparison).toEqual(figuresOf(rows, previousPeriod(range), i.locationId));
          }
          // The order of the chosen figure (exact rating, not the rounded one), then by name.
          const key = (i: Item) => {
            const b = bruteForce(rows, range, [i.locationId]);
            const sum = rows
              .filter((r) => r.locationId === i.locationId && within(r, range))
              .reduce((s, r) => s + r.rating, 0);
            return {
              name: 0,
              reviews: b.totalReviews,
              rating: sum / b.totalReviews,
              positive: b.positiveReviews,
              negative: b.negativeReviews,
            }[sort]!;
          };
          const expected = [...items].sort(
            (a, b) =>
              (order === 'asc' ? 1 : -1) * (key(a) - key(b)) ||
              (sort === 'name' && order === 'desc' ? -1 : 1) *
                a.locationName.localeCompare(b.locationName),
          );
          expect(
            items.map((i) => i.locationName),
            `${sort} ${order}`,
          ).toEqual(expected.map((i) => i.locationName));
        }
      }
    }
  });

  it('search by name, keep to the actor’s locations and refuse bad paging', async () => {
    const q = 'startDate=2026-03-01&endDate=2026-03-15';
    const page = (extra: string, token = admin, id = 'all') =>
      get(`/location/${id}/review/metrics/locations?${q}${extra}`, token);
    const bravo = await page('&search=RAV');
    expect(bravo.body.data.total).toBe(1);
    expect(bravo.body.data.items.map((i: { locationName: string }) => i.locationName)).toEqual([
      'Bravo',
    ]);
    // Wildcards are taken literally.
    expect((await page('&search=%25')).body.data).toEqual({ total: 0, items: [] });
    const past = await page('&offset=10');
    expect(past.body.data).toEqual({ total: 3, items: [] });
    const alpha = t.fx.loc('Alpha').id;
    const own = await page('', manager, alpha);
    expect(own.body.data.items.map((i: { locationId: string }) => i.locationId)).toEqual([alpha]);
    expect((await page('', manager)).status).toBe(403);
    expect((await page('', manager, t.fx.loc('Bravo').id)).status).toBe(404);
    expect((await page('', admin, t.fx.loc('Other One').id)).status).toBe(404);
    expect((await page('', boh)).status).toBe(200);
    for (const bad of [
      '&limit=0',
      '&limit=101',
      '&limit=abc',
      '&limit=1.5',
      '&offset=-1',
      '&sort=stars',
      '&order=up',
    ]) {
      const res = await page(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('validation_failed');
    }
    expect((await get(`/location/all/review/metrics?${q}&locations=some`, admin)).status).toBe(400);
  });
});

describe('series and reply metrics', () => {
  it('add up to the metrics, per day, week and source', async () => {
    const range = { startDate: '2026-02-20', endDate: '2026-03-20' };
    const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
    const metrics = (await get(`/location/all/review/metrics?${q}`, admin)).body.data;
    for (const interval of ['day', 'week', 'month']) {
      const res = await get(`/location/all/review/metrics/series?${q}&interval=${interval}`, admin);
      expect(res.status).toBe(200);
      const points = res.body.data.points as {
        totalReviews: number;
        positiveReviews: number;
        bySource: Record<string, number>;
      }[];
      expect(points.reduce((s, p) => s + p.totalReviews, 0)).toBe(metrics.totalReviews);
      expect(points.reduce((s, p) => s + p.positiveReviews, 0)).toBe(metrics.positiveReviews);
      for (const { source, count } of metrics.volumeBySource) {
        expect(points.reduce((s, p) => s + (p.bySource[source] ?? 0), 0)).toBe(count);
      }
      const byLocation = res.body.data.byLocation as {
        locationId: string;
        points: { totalReviews: number }[];
      }[];
      for (const l of byLocation) {
        expect(l.points.reduce((s, p) => s + p.totalReviews, 0)).toBe(
          metrics.totalReviewsByLocation[l.locationId],
        );
      }
    }
    const auto = await get(`/location/all/review/metrics/series?${q}`, admin);
    expect(auto.body.data.interval).toBe('day');
  });

  it('count every day and source of all locations as the reviews do (restaurant-wide rollups)', async () => {
    const rows = await allMaisonReviews();
    const range = { startDate: '2026-02-15', endDate: '2026-03-31' };
    const q = `startDate=${range.startDate}&endDate=${range.endDate}&interval=day`;
    const res = await get(`/location/all/review/metrics/series?${q}`, admin);
    const expected = new Map<string, { total: number; bySource: Record<string, number> }>();
    for (const r of rows.filter((r) => within(r, range))) {
      const day = localDay(r.reviewDate);
      const point = expected.get(day) ?? { total: 0, bySource: {} };
      point.total += 1;
      point.bySource[r.source] = (point.bySource[r.source] ?? 0) + 1;
      expected.set(day, point);
    }
    const points = res.body.data.points as {
      period: string;
      totalReviews: number;
      bySource: Record<string, number>;
    }[];
    expect(points.length).toBeGreaterThan(25);
    expect(
      Object.fromEntries(
        points.map((p) => [p.period, { total: p.totalReviews, bySource: p.bySource }]),
      ),
    ).toEqual(Object.fromEntries(expected));
  });

  it('leave the per-location lines out past maxLocations, with the same totals', async () => {
    const q = 'startDate=2026-02-20&endDate=2026-03-20&interval=week';
    const series = (extra: string, token = admin, id = 'all') =>
      get(`/location/${id}/review/metrics/series?${q}${extra}`, token);
    const full = (await series('')).body.data;
    expect(full.byLocation).toHaveLength(3);
    expect((await series('&maxLocations=3')).body.data).toEqual(full);
    for (const max of ['2', '0']) {
      const res = await series(`&maxLocations=${max}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...full, byLocation: [] });
    }
    // A manager's scope is their own location: one line fits.
    const alpha = t.fx.loc('Alpha').id;
    const own = (await series('&maxLocations=1', manager, alpha)).body.data;
    expect(own.byLocation.map((l: { locationId: string }) => l.locationId)).toEqual([alpha]);
    for (const bad of ['-1', '101', 'abc', '1.5']) {
      const res = await series(`&maxLocations=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('validation_failed');
    }
  });

  it('give the reply rate and the median time to reply', async () => {
    const rows = await allMaisonReviews();
    const range = { startDate: '2026-02-20', endDate: '2026-03-20' };
    const res = await get(
      `/location/all/review/metrics/replies?startDate=${range.startDate}&endDate=${range.endDate}`,
      admin,
    );
    expect(res.status).toBe(200);
    const inRange = rows.filter((r) => within(r, range));
    const delays = inRange
      .filter((r) => r.postedAt)
      .map((r) => ((r.postedAt as Date).getTime() - r.reviewDate.getTime()) / 3_600_000)
      .sort((a, b) => a - b);
    const mid = delays.length / 2;
    const median =
      delays.length % 2
        ? delays[Math.floor(mid)]
        : ((delays[mid - 1] ?? 0) + (delays[mid] ?? 0)) / 2;
    expect(res.body.data.totalReviews).toBe(inRange.length);
    expect(res.body.data.posted).toBe(inRange.filter((r) => r.status === 'posted').length);
    expect(res.body.data.medianHoursToReply).toBe(Math.round((median as number) * 10) / 10);
  });
});

describe('reports', () => {
  const restaurant = () => t.fx.restaurants.maison.id;

  it('are generated, listed, read and deleted, with the figures of the API', async () => {
    const body = { startDate: '2026-03-01', endDate: '2026-03-15' };
    const created = await t.call('POST', `/v1/restaurant/${restaurant()}/report/summary`, {
      token: admin,
      body,
    });
    expect(created.statusCode).toBe(200);
    const report = created.json().data;
    const metrics = (
      await get(`/location/all/review/metrics?startDate=2026-03-01&endDate=2026-03-15`, admin)
    ).body.data;
    expect(report.data.metrics.totalReviews).toBe(metrics.totalReviews);
    expect(report.data.metrics.averageRating).toBe(metrics.averageRating);
    expect(report).toMatchObject({ type: 'summary', start_date: '2026-03-01', location_id: null });

    const list = await get(`/restaurant/${restaurant()}/report`, admin);
    expect(list.body.data.map((r: { id: string }) => r.id)).toContain(report.id);
    const page = await get(`/restaurant/${restaurant()}/report/offset/0/limit/1`, admin);
    expect(page.body.data).toHaveLength(1);
    // The manager is limited to Alpha: a report on every location is not theirs to read.
    expect((await get(`/restaurant/${restaurant()}/report/${report.id}`, manager)).status).toBe(
      404,
    );
    expect((await get(`/restaurant/${restaurant()}/report/${report.id}`, otherAdmin)).status).toBe(
      404,
    );

    const del = await t.call('DELETE', `/v1/restaurant/${restaurant()}/report/${report.id}`, {
      token: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/restaurant/${restaurant()}/report/${report.id}`, admin)).status).toBe(404);
  });

  it('let a limited manager report on their location and read it back', async () => {
    const alpha = t.fx.loc('Alpha').id;
    const res = await t.call('POST', `/v1/restaurant/${restaurant()}/report/summary`, {
      token: manager,
      body: { startDate: '2026-03-01', endDate: '2026-03-15', location_id: alpha },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.location_name).toBe('Alpha');
    const mine = await get(`/restaurant/${restaurant()}/report`, manager);
    expect(mine.body.data.every((r: { location_id: string }) => r.location_id === alpha)).toBe(
      true,
    );
    const refused = await t.call('POST', `/v1/restaurant/${restaurant()}/report/summary`, {
      token: manager,
      body: { startDate: '2026-03-01', endDate: '2026-03-15' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call('POST', `/v1/restaurant/${restaurant()}/report/summary`, {
      token: admin,
      body: { startDate: '2026-03-15', endDate: '2026-03-01' },
    });
    expect(bad.json().code).toBe('invalid_date_range');
  });
});
