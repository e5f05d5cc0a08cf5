import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mentionCorrections } from '../../db/schema.ts';
import {
  admin,
  arrive,
  boh,
  correct,
  item,
  manager,
  mentionsOf,
  otherAdmin,
  person,
  t,
  useCorrectionsApp,
} from '../../test/corrections-setup.ts';

useCorrectionsApp();

describe('who may correct what', () => {
  let id: string;
  beforeAll(async () => {
    id = await arrive(
      'Alpha',
      'Lemon tart was nice and Nadia was friendly.',
      '2026-11-12T19:00:00Z',
      5,
    );
  });

  it('follows the roles of the screens', async () => {
    expect(
      (await correct(manager, 'menu', item['Lemon tart']!, id, { action: 'remove' })).statusCode,
    ).toBe(403);
    expect(
      (await correct(boh, 'staff', person['Nadia Perrin']!, id, { action: 'remove' })).statusCode,
    ).toBe(403);
    expect(await mentionsOf(id)).toHaveLength(1);
  });

  it('finds nothing of another restaurant, nor a dish of another location', async () => {
    const notFound = async (res: Awaited<ReturnType<typeof correct>>) => {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Plum cake');
    };
    await notFound(
      await correct(otherAdmin, 'menu', item['Lemon tart']!, id, { action: 'remove' }),
    );
    await notFound(await correct(otherAdmin, 'menu', item['Plum cake']!, id, { action: 'remove' }));
    await notFound(
      await correct(admin, 'menu', item['Lemon tart']!, id, {
        action: 'reassign',
        entry_id: item['Plum cake'],
      }),
    );
    await notFound(
      await correct(admin, 'menu', item['Lemon tart']!, id, {
        action: 'reassign',
        entry_id: item['Fish stew'],
      }),
    );
    await notFound(await correct(admin, 'menu', item['Onion soup']!, id, { action: 'remove' }));
    await notFound(
      await correct(admin, 'menu', item['Lemon tart']!, t.fx.review('Other secret').id, {
        action: 'remove',
      }),
    );
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);
  });

  it('answers a translated 400 to bad input and changes nothing', async () => {
    for (const body of [
      { action: 'polarity', polarity: 'conflict' },
      { action: 'polarity' },
      { action: 'reassign', entry_id: 'soup' },
      { action: 'reassign', entry_id: item['Lemon tart'] },
      { action: 'forget' },
      { action: 'remove', extra: 1 },
      ['remove'],
    ]) {
      const res = await correct(admin, 'menu', item['Lemon tart']!, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await correct(admin, 'menu', 'not-an-id', id, { action: 'remove' })).statusCode).toBe(
      400,
    );
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);
    expect(
      await t.database.db
        .select()
        .from(mentionCorrections)
        .where(eq(mentionCorrections.reviewId, id)),
    ).toEqual([]);
  });
});
