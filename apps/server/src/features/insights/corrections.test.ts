import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mentionCorrections, reviews, staffMentions } from '../../db/schema.ts';
import { analyseReviewPage, analyseStoredReview } from './analysis.ts';
import {
  admin,
  arrive,
  correct,
  item,
  menuScreen,
  mentionsOf,
  otherAdmin,
  person,
  rollup,
  t,
  useCorrectionsApp,
} from '../../test/corrections-setup.ts';

useCorrectionsApp();

describe('correcting a dish mention', () => {
  it('changes the polarity at once, on the screen and in the trends, and keeps it through re-analysis', async () => {
    // Another review of the same dish stays as the analysis read it.
    const untouched = await arrive('Bravo', 'A lemon tart to remember.', '2026-11-02T19:00:00Z', 5);
    const id = await arrive(
      'Alpha',
      'The lemon tart was delicious, a real treat.',
      '2026-11-03T19:00:00Z',
      5,
    );
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);
    const before = await menuScreen();
    expect(await rollup('menu', item['Lemon tart']!)).toMatchObject({ positive: 2, negative: 0 });

    const res = await correct(admin, 'menu', item['Lemon tart']!, id, {
      action: 'polarity',
      polarity: 'negative',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      action: 'polarity',
      polarity: 'positive',
      corrected_polarity: 'negative',
    });

    const after = await menuScreen();
    expect(after['Lemon tart']!.positive).toBe(before['Lemon tart']!.positive - 1);
    expect(after['Lemon tart']!.negative).toBe(before['Lemon tart']!.negative + 1);
    expect(after['Lemon tart']!.snippets.find((s) => s.review_id === id)).toMatchObject({
      polarity: 'negative',
      corrected: true,
    });
    expect(after['Lemon tart']!.snippets.find((s) => s.review_id === untouched)).toMatchObject({
      polarity: 'positive',
      corrected: false,
    });
    expect(await rollup('menu', item['Lemon tart']!)).toMatchObject({ positive: 1, negative: 1 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mention.polarity'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ actorUserId: t.fx.users.admin.id, entityType: 'menu_mention' });

    // A re-analysis rewrites the findings, as a run does, then applies the correction again.
    await analyseReviewPage(t.database.db, t.fx.restaurants.maison.id, null, 100);
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'negative' }]);
    expect(await mentionsOf(untouched)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);
    expect(await rollup('menu', item['Lemon tart']!)).toMatchObject({ positive: 1, negative: 1 });
  });

  it('reassigns to another dish of the location, and the trends follow', async () => {
    const id = await arrive('Alpha', 'Loved the lemon tart here.', '2026-11-05T19:00:00Z', 5);
    const tartBefore = await rollup('menu', item['Lemon tart']!);
    const res = await correct(admin, 'menu', item['Lemon tart']!, id, {
      action: 'reassign',
      entry_id: item['Onion soup'],
    });
    expect(res.statusCode).toBe(200);
    expect(await mentionsOf(id)).toEqual([{ item: 'Onion soup', polarity: 'positive' }]);
    expect(await rollup('menu', item['Lemon tart']!)).toMatchObject({
      mentions: tartBefore!.mentions - 1,
    });
    expect(await rollup('menu', item['Onion soup']!)).toMatchObject({ mentions: 1, positive: 1 });
    // Then its polarity, through the dish it now names: one correction, both changes.
    const again = await correct(admin, 'menu', item['Onion soup']!, id, {
      action: 'polarity',
      polarity: 'neutral',
    });
    expect(again.json().data).toMatchObject({
      action: 'reassign',
      entry_id: item['Lemon tart'],
      corrected_entry_id: item['Onion soup'],
      corrected_polarity: 'neutral',
    });
    expect((await menuScreen())['Onion soup']!.snippets[0]).toMatchObject({
      review_id: id,
      polarity: 'neutral',
      corrected: true,
    });

    await analyseStoredReview(t.database.db, id);
    expect(await mentionsOf(id)).toEqual([{ item: 'Onion soup', polarity: 'neutral' }]);
    const kept = await t.database.db
      .select()
      .from(mentionCorrections)
      .where(eq(mentionCorrections.reviewId, id));
    expect(kept).toHaveLength(1);
  });

  it('removes a mention for good, and a correction whose mention is gone waits for it to come back', async () => {
    const id = await arrive('Alpha', 'The lemon tart was lovely.', '2026-11-07T19:00:00Z', 5);
    const tart = await rollup('menu', item['Lemon tart']!);
    expect(
      (await correct(admin, 'menu', item['Lemon tart']!, id, { action: 'remove' })).statusCode,
    ).toBe(200);
    expect(await mentionsOf(id)).toEqual([]);
    expect(await rollup('menu', item['Lemon tart']!)).toMatchObject({
      mentions: tart!.mentions - 1,
    });
    await analyseStoredReview(t.database.db, id);
    expect(await mentionsOf(id)).toEqual([]);

    const other = await arrive('Alpha', 'The lemon tart was wonderful.', '2026-11-08T19:00:00Z', 5);
    await correct(admin, 'menu', item['Lemon tart']!, other, {
      action: 'polarity',
      polarity: 'negative',
    });
    await t.database.db.update(reviews).set({ text: 'Nice terrace.' }).where(eq(reviews.id, other));
    await analyseStoredReview(t.database.db, other);
    expect(await mentionsOf(other)).toEqual([]);
    await t.database.db
      .update(reviews)
      .set({ text: 'The lemon tart was wonderful.' })
      .where(eq(reviews.id, other));
    await analyseStoredReview(t.database.db, other);
    expect(await mentionsOf(other)).toEqual([{ item: 'Lemon tart', polarity: 'negative' }]);
  });

  it('refuses a dish the review already names, and changes nothing', async () => {
    const id = await arrive(
      'Alpha',
      'Lemon tart was great and the onion soup too.',
      '2026-11-09T19:00:00Z',
      5,
    );
    const before = await mentionsOf(id);
    expect(before).toHaveLength(2);
    const res = await correct(admin, 'menu', item['Lemon tart']!, id, {
      action: 'reassign',
      entry_id: item['Onion soup'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('already_mentioned');
    expect(await mentionsOf(id)).toEqual(before);
    expect(
      await t.database.db
        .select()
        .from(mentionCorrections)
        .where(eq(mentionCorrections.reviewId, id)),
    ).toEqual([]);
  });
});

describe('undoing a correction', () => {
  const undo = (entry: string, review: string) =>
    t.call('DELETE', `/v1/menu-item/${entry}/mention/${review}/correction`, { token: admin });

  it('brings the analysis’s reading back, for a changed or a removed mention', async () => {
    const id = await arrive(
      'Alpha',
      'What a lemon tart, simply superb.',
      '2026-11-11T19:00:00Z',
      5,
    );
    await correct(admin, 'menu', item['Lemon tart']!, id, {
      action: 'reassign',
      entry_id: item['Onion soup'],
    });
    await correct(admin, 'menu', item['Onion soup']!, id, {
      action: 'polarity',
      polarity: 'negative',
    });
    expect(await mentionsOf(id)).toEqual([{ item: 'Onion soup', polarity: 'negative' }]);
    expect((await undo(item['Onion soup']!, id)).statusCode).toBe(200);
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);

    await correct(admin, 'menu', item['Lemon tart']!, id, { action: 'remove' });
    expect(await mentionsOf(id)).toEqual([]);
    expect((await undo(item['Lemon tart']!, id)).statusCode).toBe(200);
    expect(await mentionsOf(id)).toEqual([{ item: 'Lemon tart', polarity: 'positive' }]);
    expect(
      await t.database.db
        .select()
        .from(mentionCorrections)
        .where(eq(mentionCorrections.reviewId, id)),
    ).toEqual([]);
    expect((await undo(item['Lemon tart']!, id)).statusCode).toBe(404);
    const res = await t.call(
      'DELETE',
      `/v1/menu-item/${item['Lemon tart']}/mention/${id}/correction`,
      { token: otherAdmin },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('correcting a staff mention', () => {
  it('removes and reassigns people, the profile figures follow', async () => {
    const id = await arrive('Alpha', 'Nadia was attentive and kind.', '2026-11-10T19:00:00Z', 5);
    const profile = async (who: string) =>
      (
        await t.call(
          'GET',
          `/v1/staff-member/${person[who]}/profile?startDate=2026-11-01&endDate=2026-11-30`,
          { token: admin },
        )
      ).json().data;
    expect((await profile('Nadia Perrin')).mentions).toBe(1);
    const res = await correct(admin, 'staff', person['Nadia Perrin']!, id, {
      action: 'reassign',
      entry_id: person['Hugo Blanc'],
    });
    expect(res.statusCode).toBe(200);
    expect((await profile('Nadia Perrin')).mentions).toBe(0);
    const hugo = await profile('Hugo Blanc');
    expect(hugo).toMatchObject({ mentions: 1, positive: 1 });
    expect(hugo.recent[0]).toMatchObject({ review_id: id, corrected: true });
    await analyseStoredReview(t.database.db, id);
    expect((await profile('Hugo Blanc')).mentions).toBe(1);
    expect(
      (await correct(admin, 'staff', person['Hugo Blanc']!, id, { action: 'remove' })).statusCode,
    ).toBe(200);
    expect((await profile('Hugo Blanc')).mentions).toBe(0);
    await analyseStoredReview(t.database.db, id);
    const left = await t.database.db
      .select()
      .from(staffMentions)
      .where(eq(staffMentions.reviewId, id));
    expect(left).toEqual([]);
  });
});
