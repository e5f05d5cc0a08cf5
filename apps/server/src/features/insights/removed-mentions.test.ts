import type { TRemovedMention } from '@tableside/domain/schemas/mention-corrections';
import { describe, expect, it } from 'vitest';
import {
  admin,
  arrive,
  boh,
  correct,
  item,
  manager,
  menuScreen,
  otherAdmin,
  person,
  t,
  useCorrectionsApp,
} from '../../test/corrections-setup.ts';

useCorrectionsApp();

const NOVEMBER = 'startDate=2026-11-01&endDate=2026-11-30';
async function removed(kind: 'menu' | 'staff', query = NOVEMBER, token = admin, at = 'all') {
  const res = await t.call('GET', `/v1/location/${at}/${kind}/removed-mentions?${query}`, {
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TRemovedMention[];
}
const undo = (kind: 'menu' | 'staff', entry: string, review: string, token = admin) =>
  t.call(
    'DELETE',
    `/v1/${kind === 'menu' ? 'menu-item' : 'staff-member'}/${entry}/mention/${review}/correction`,
    { token },
  );

// Mentions taken off a list (docs/product/review-understanding.md#teaching-the-analysis): the
// screens list them under the list they left, and restoring one is undoing its correction.
describe('mentions taken off the lists', () => {
  it('lists removed and moved mentions with who and when, and restoring brings the figures back', async () => {
    const gone = await arrive('Alpha', 'The lemon tart was superb.', '2026-11-20T19:00:00Z', 5);
    const moved = await arrive('Alpha', 'A lemon tart, lovely.', '2026-11-21T19:00:00Z', 5);
    const kept = await arrive('Alpha', 'Lemon tart again, lovely.', '2026-11-22T19:00:00Z', 5);
    expect(await removed('menu')).toEqual([]);
    const before = (await menuScreen())['Lemon tart']!.mentions;

    expect(
      (await correct(admin, 'menu', item['Lemon tart']!, gone, { action: 'remove' })).statusCode,
    ).toBe(200);
    expect(
      (
        await correct(admin, 'menu', item['Lemon tart']!, moved, {
          action: 'reassign',
          entry_id: item['Onion soup'],
        })
      ).statusCode,
    ).toBe(200);
    // A polarity change leaves the mention on its list: not taken off.
    await correct(admin, 'menu', item['Lemon tart']!, kept, {
      action: 'polarity',
      polarity: 'neutral',
    });

    const list = await removed('menu');
    expect(list.map((m) => [m.review_id, m.action, m.entry_name, m.moved_to])).toEqual([
      [moved, 'reassign', 'Lemon tart', 'Onion soup'],
      [gone, 'remove', 'Lemon tart', null],
    ]);
    expect(list[1]).toMatchObject({
      kind: 'menu',
      entry_id: item['Lemon tart'],
      location_id: t.fx.loc('Alpha').id,
      snippet: 'The lemon tart was superb.',
      polarity: 'positive',
      corrected_by: `${t.fx.users.admin.firstname} ${t.fx.users.admin.lastname}`,
    });
    expect(Date.parse(list[1]!.corrected_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await menuScreen())['Lemon tart']!.mentions).toBe(before - 2);
    // One entry's, one location's, one period's.
    expect((await removed('menu', NOVEMBER, admin, t.fx.loc('Bravo').id)).length).toBe(0);
    expect(await removed('menu', 'startDate=2026-12-01&endDate=2026-12-31')).toEqual([]);

    // Restoring is undoing the correction under the entry the analysis named.
    expect((await undo('menu', item['Lemon tart']!, gone)).statusCode).toBe(200);
    expect((await undo('menu', item['Lemon tart']!, moved)).statusCode).toBe(200);
    expect(await removed('menu')).toEqual([]);
    expect((await menuScreen())['Lemon tart']!.mentions).toBe(before);
  });

  it('follows the correcting roles and never shows another restaurant’s', async () => {
    const id = await arrive('Alpha', 'Nadia was so kind to us.', '2026-11-23T19:00:00Z', 5);
    await correct(admin, 'staff', person['Nadia Perrin']!, id, { action: 'remove' });
    const profile = (token: string, who = person['Nadia Perrin']) =>
      t.call('GET', `/v1/staff-member/${who}/removed-mentions?${NOVEMBER}`, { token });
    const mine = (await profile(manager)).json().data as TRemovedMention[];
    expect(mine.map((m) => [m.review_id, m.entry_name])).toEqual([[id, 'Nadia Perrin']]);
    expect((await profile(admin, person['Hugo Blanc'])).json().data).toEqual([]);
    expect(await removed('staff', NOVEMBER, manager, t.fx.loc('Alpha').id)).toHaveLength(1);
    expect(await removed('staff', NOVEMBER, otherAdmin)).toEqual([]);
    expect((await profile(otherAdmin)).statusCode).toBe(404);
    const foreign = await t.call(
      'GET',
      `/v1/location/${t.fx.loc('Alpha').id}/staff/removed-mentions?${NOVEMBER}`,
      { token: otherAdmin },
    );
    expect(foreign.statusCode).toBe(404);
    for (const [kind, token] of [
      ['staff', boh],
      ['menu', manager],
    ] as const) {
      const res = await t.call('GET', `/v1/location/all/${kind}/removed-mentions`, { token });
      expect(res.statusCode).toBe(403);
    }
    for (const query of ['startDate=nope', 'startDate=2026-11-30&endDate=2026-11-01', 'limit=0']) {
      const res = await t.call('GET', `/v1/location/all/staff/removed-mentions?${query}`, {
        token: admin,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});
