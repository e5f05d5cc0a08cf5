import { describe, expect, it } from 'vitest';
import {
  admin,
  get,
  manager,
  otherAdmin,
  t,
  useGeneratedReviewsApp,
} from '../../test/analytics-setup.ts';

/** Summary reports: generated with the API's figures, listed, read, deleted, and scoped. */
useGeneratedReviewsApp();

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
