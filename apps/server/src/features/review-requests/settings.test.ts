import { describe, expect, it } from 'vitest';
import {
  admin,
  path,
  settings,
  t,
  useReviewRequestsApp,
} from '../../test/review-requests-setup.ts';

/** Review-request settings: who may use them, their defaults, and what they refuse. */
useReviewRequestsApp();

describe('review requests: settings and plans', () => {
  it('is Pro and Enterprise only, and Admins only', async () => {
    const growth = (await t.login('growthadmin')).token;
    const res = await t.call(
      'GET',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/review-request/settings`,
      {
        token: growth,
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_required');
    const manager = (await t.login('manager')).token;
    expect((await t.call('GET', path('/settings'), { token: manager })).statusCode).toBe(403);
  });

  it('starts switched off with the default words and each location’s Google link', async () => {
    const res = await t.call('GET', path('/settings'), { token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.enabled).toBe(false);
    expect(data.templates.fr.subject).toContain('{location}');
    expect(data.google_links).toEqual([
      {
        location_id: t.fx.loc('Alpha').id,
        url: 'https://search.google.com/local/writereview?placeid=ChIJ-alpha',
      },
    ]);
  });

  it('refuses an unknown placeholder or another restaurant’s location, and stores nothing', async () => {
    const bad = settings({
      templates: { ...settings().templates, en: { subject: 'Hi', body: 'Rate {dish}!' } },
    });
    const res = await t.call('PUT', path('/settings'), { token: admin, body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request_placeholder_unknown' });
    const stray = settings({
      links: [
        { label: 'Yelp', url: 'https://yelp.example/x', location_id: t.fx.loc('Other One').id },
      ],
    });
    expect((await t.call('PUT', path('/settings'), { token: admin, body: stray })).statusCode).toBe(
      400,
    );
    const http = settings({ links: [{ label: 'Yelp', url: 'http://yelp.example/x' }] });
    expect((await t.call('PUT', path('/settings'), { token: admin, body: http })).statusCode).toBe(
      400,
    );
    const read = await t.call('GET', path('/settings'), { token: admin });
    expect(read.json().data.enabled).toBe(false);
  });
});
