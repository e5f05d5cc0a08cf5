import { describe, expect, it } from 'vitest';
import { previousPeriod, todayIn, type DayRange } from '@tableside/domain/date-ranges';
import {
  admin,
  ALL_RANGES,
  allMaisonReviews,
  boh,
  bruteForce,
  expectMatches,
  get,
  manager,
  t,
  TZ,
  useGeneratedReviewsApp,
} from '../../test/analytics-setup.ts';

/**
 * The review metrics of a period, for all locations and each one, against a brute-force
 * computation over the generated reviews; the rollups the triggers keep, against a rebuild.
 */
useGeneratedReviewsApp();

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
