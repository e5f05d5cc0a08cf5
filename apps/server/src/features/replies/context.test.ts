import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { menuItems, restaurants, staffMembers } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { replyRequestFor } from './context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const at = t.fx.loc('Bravo');
  await t.database.db.insert(menuItems).values([
    {
      restaurantId: at.restaurantId,
      locationId: at.id,
      name: 'Tarte au sucre',
      aliases: ['Sugar pie'],
    },
    { restaurantId: at.restaurantId, locationId: null, name: 'Gravlax' },
  ]);
  await t.database.db.insert(staffMembers).values([
    {
      restaurantId: at.restaurantId,
      locationId: at.id,
      name: 'Rosalie Bernier',
      role: 'server',
      aliases: ['Rosie'],
    },
  ]);
  await t.database.db
    .update(restaurants)
    .set({ facts: { patio: 'Open May to September.', incidents: 'Ask for Hugo, the manager.' } })
    .where(eq(restaurants.id, at.restaurantId));
});
afterAll(() => t.close());

describe('the reply request', () => {
  it("carries the review's analysis read with the location's menu and staff, and the facts", async () => {
    const review = await createReview(t, {
      location: 'Bravo',
      rating: 5,
      authorName: 'Noah Pelletier',
      text: 'The sugar pie was wonderful and Rosie was so kind.',
    });
    const request = await replyRequestFor(t.database.db, review.id);
    expect(request.facts).toEqual({
      patio: 'Open May to September.',
      incidents: 'Ask for Hugo, the manager.',
    });
    expect(request.menu).toEqual(
      expect.arrayContaining(['Tarte au sucre', 'Sugar pie', 'Gravlax']),
    );
    expect(request.staff).toEqual(expect.arrayContaining(['Rosalie Bernier', 'Rosie']));
    expect(request.analysis?.menuItems.map((m) => [m.item, m.polarity])).toEqual([
      ['Tarte au sucre', 'positive'],
    ]);
    expect(request.analysis?.staff.map((s) => s.name)).toEqual(['Rosalie Bernier']);
  });
});
