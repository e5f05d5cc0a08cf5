import { describe, expect, it } from 'vitest';
import {
  admin,
  allMaisonReviews,
  get,
  localDay,
  useGeneratedReviewsApp,
  within,
} from '../../test/analytics-setup.ts';

/** The series of a period and the reply metrics, against the metrics and the brute force. */
useGeneratedReviewsApp();

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
