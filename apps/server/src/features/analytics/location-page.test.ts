import { describe, expect, it } from 'vitest';
import { previousPeriod, type DayRange } from '@tableside/domain/date-ranges';
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
  useGeneratedReviewsApp,
  within,
  type R,
} from '../../test/analytics-setup.ts';

/** A chain's location comparison, paged and sorted by the server, against the brute force. */
useGeneratedReviewsApp();

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

  // Thirty page calls (three ranges, five sorts, two pages), each sort in both orders across the
  // ranges: on a loaded machine they outlast the default 30 s.
  it('page every location’s figures of both periods, sorted by each figure', async () => {
    const rows = await allMaisonReviews();
    const names = new Map(['Alpha', 'Bravo', 'Charlie'].map((n) => [t.fx.loc(n).id, n]));
    for (const [r, range] of ALL_RANGES.slice(4).entries()) {
      const q = `startDate=${range.startDate}&endDate=${range.endDate}`;
      for (const [s, sort] of ['name', 'reviews', 'rating', 'positive', 'negative'].entries()) {
        const order = (r + s) % 2 === 0 ? 'asc' : 'desc';
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
  }, 120_000);

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
