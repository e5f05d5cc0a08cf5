import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview, mentionsNow } from './analysis.ts';
import { agreesWith, correctionGoldCases, type GoldCase } from './correction-gold.ts';

let t: TestApp;
let admin: string;
const item: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const { maison, other } = t.fx.restaurants;
  const rows = await t.database.db
    .insert(menuItems)
    .values([
      { restaurantId: maison.id, name: 'Pear crumble' },
      { restaurantId: maison.id, name: 'Leek quiche' },
      { restaurantId: other.id, name: 'Pear crumble' },
    ])
    .returning();
  for (const r of rows) item[`${r.restaurantId === maison.id ? '' : 'other '}${r.name}`] = r.id;
});
afterAll(() => t.close());

async function corrected(text: string, rating: number, body: unknown) {
  const row = await createReview(t, { location: 'Alpha', rating, text });
  await analyseStoredReview(t.database.db, row.id);
  const res = await t.call(
    'PUT',
    `/v1/menu-item/${item['Pear crumble']}/mention/${row.id}/correction`,
    { token: admin, body },
  );
  expect(res.statusCode).toBe(200);
  return row.id;
}

describe('corrections as gold cases', () => {
  it('turns each correction into the review, its stars and the expected reading', async () => {
    const praised = await corrected('The pear crumble was superb.', 5, {
      action: 'polarity',
      polarity: 'negative',
    });
    const moved = await corrected('A fine pear crumble to finish.', 4, {
      action: 'reassign',
      entry_id: item['Leek quiche'],
    });
    const removed = await corrected('Pear crumble weather outside, cosy inside.', 4, {
      action: 'remove',
    });
    const cases = await correctionGoldCases(t.database.db, t.fx.restaurants.maison.id);
    expect(cases).toEqual([
      expect.objectContaining({
        reviewId: praised,
        kind: 'menu',
        text: 'The pear crumble was superb.',
        rating: 5,
        analysedEntryId: item['Pear crumble'],
        expected: { entryId: item['Pear crumble'], polarity: 'negative' },
      }),
      expect.objectContaining({
        reviewId: moved,
        expected: { entryId: item['Leek quiche'], polarity: 'positive' },
      }),
      expect.objectContaining({ reviewId: removed, expected: null }),
    ]);
    expect(cases[0]!.snippet).toContain('pear crumble');
    expect(await correctionGoldCases(t.database.db, t.fx.restaurants.other.id)).toEqual([]);

    // The current analysis still reads all three as it did: none is right yet.
    const found = await mentionsNow(t.database.db, t.fx.restaurants.maison.id, [
      praised,
      moved,
      removed,
    ]);
    expect(found.get(praised)).toEqual([
      { kind: 'menu', entryId: item['Pear crumble'], polarity: 'positive' },
    ]);
    expect(cases.map((c) => agreesWith(c, found.get(c.reviewId) ?? []))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('judges an analysis right only with the chosen entry and polarity, and without the wrong one', () => {
    const gold: GoldCase = {
      reviewId: 'r',
      kind: 'staff',
      text: '',
      rating: 5,
      snippet: '',
      analysedEntryId: 'a',
      expected: { entryId: 'b', polarity: 'positive' },
    };
    const at = (entryId: string, polarity = 'positive') => ({
      kind: 'staff' as const,
      entryId,
      polarity,
    });
    expect(agreesWith(gold, [at('b')])).toBe(true);
    expect(agreesWith(gold, [at('b', 'neutral')])).toBe(false);
    expect(agreesWith(gold, [at('b'), at('a')])).toBe(false);
    expect(agreesWith(gold, [{ ...at('b'), kind: 'menu' }])).toBe(false);
    expect(agreesWith({ ...gold, expected: null }, [at('b')])).toBe(true);
    expect(agreesWith({ ...gold, expected: null }, [at('a')])).toBe(false);
    expect(
      agreesWith({ ...gold, expected: { entryId: 'a', polarity: 'negative' } }, [
        at('a', 'negative'),
      ]),
    ).toBe(true);
  });
});
