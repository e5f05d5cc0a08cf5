import { and, eq } from 'drizzle-orm';
import { FACT_MAX_LENGTH } from '@tableside/domain/restaurant-facts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** The restaurant's facts in reply settings (docs/product/reviews-and-replies.md#restaurant-facts). */
let t: TestApp;
let admin: string;
let superToken: string;
let otherAdmin: string;
const factsPath = (id: string) => `/v1/restaurant/${id}/facts`;
const selfFacts = async (token: string) =>
  (await t.call('GET', '/v1/restaurant/self', { token })).json().data.facts;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  superToken = (await t.login('super')).token;
  otherAdmin = (await t.login('otheradmin')).token;
});
afterAll(() => t.close());

describe('restaurant facts API', () => {
  it('starts empty, then keeps what an Admin saved, trimmed, with blank answers dropped', async () => {
    const id = t.fx.restaurants.maison.id;
    expect(await selfFacts(admin)).toEqual({});
    const res = await t.call('PUT', factsPath(id), {
      token: admin,
      body: {
        facts: {
          hours: '  Wed–Sun 5–10:30 pm; brunch Sat–Sun 10 am–2 pm  ',
          'gluten-free': 'Most mains can be made gluten-free; tell your server.',
          dogs: '   ',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      hours: 'Wed–Sun 5–10:30 pm; brunch Sat–Sun 10 am–2 pm',
      'gluten-free': 'Most mains can be made gluten-free; tell your server.',
    };
    expect(res.json().data.facts).toEqual(saved);
    expect(await selfFacts(admin)).toEqual(saved);

    const [entry] = await t.database.db
      .select({ data: auditLog.data, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'restaurant.facts')));
    expect(entry).toEqual({ data: { facts: saved }, actor: t.fx.users.admin.id });
  });

  it('replaces the whole set: a topic left out is no longer known', async () => {
    const id = t.fx.restaurants.maison.id;
    const res = await t.call('PUT', factsPath(id), {
      token: admin,
      body: { facts: { parking: 'Free street parking after 6 pm.' } },
    });
    expect(res.json().data.facts).toEqual({ parking: 'Free street parking after 6 pm.' });
  });

  it('refuses an unknown topic, a too long answer or a number with a 400, and changes nothing', async () => {
    const id = t.fx.restaurants.maison.id;
    const before = await selfFacts(admin);
    for (const [facts, field] of [
      [{ hours: 'x'.repeat(FACT_MAX_LENGTH + 1) }, 'facts.hours'],
      [{ wifi: 'Password on the menu.' }, 'facts'],
      [{ vegan: 3 }, 'facts.vegan'],
    ] as const) {
      const res = await t.call('PUT', factsPath(id), { token: admin, body: { facts } });
      expect(res.statusCode, JSON.stringify(facts)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const missing = await t.call('PUT', factsPath(id), { token: admin, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(await selfFacts(admin)).toEqual(before);
  });

  it('refuses Managers and BOH, and changes nothing', async () => {
    const id = t.fx.restaurants.maison.id;
    const before = await selfFacts(admin);
    for (const user of ['manager', 'boh']) {
      const token = (await t.login(user)).token;
      const res = await t.call('PUT', factsPath(id), {
        token,
        body: { facts: { hours: 'Always open' } },
      });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await selfFacts(admin)).toEqual(before);
  });

  it("keeps another restaurant's facts out of reach of an Admin", async () => {
    const other = t.fx.restaurants.other.id;
    const saved = await t.call('PUT', factsPath(other), {
      token: otherAdmin,
      body: { facts: { patio: 'Heated patio, 30 seats, May to October.' } },
    });
    expect(saved.statusCode).toBe(200);

    const write = await t.call('PUT', factsPath(other), {
      token: admin,
      body: { facts: { patio: 'No patio.' } },
    });
    expect(write.statusCode).toBe(404);
    expect(JSON.stringify(await selfFacts(admin))).not.toContain('Heated patio');
    expect(await selfFacts(otherAdmin)).toEqual({
      patio: 'Heated patio, 30 seats, May to October.',
    });
    // The installation's operator reaches every restaurant.
    const all = (await t.call('GET', '/v1/restaurant', { token: superToken })).json().data;
    expect(all.find((r: { id: string }) => r.id === other).facts).toEqual({
      patio: 'Heated patio, 30 seats, May to October.',
    });
  });
});
