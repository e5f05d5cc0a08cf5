import type { TMenuInsight } from '@tableside/domain/schemas/insights';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  menuItems,
  menuMentions,
  mentionCorrections,
  reviews,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseReviewPage, analyseStoredReview } from './analysis.ts';

let t: TestApp;
let admin: string;
let manager: string;
let boh: string;
let otherAdmin: string;
const item: Record<string, string> = {};
const person: Record<string, string> = {};

async function arrive(location: string, text: string, date: string, rating = 4) {
  const row = await createReview(t, { location, rating, text, reviewDate: new Date(date) });
  await analyseStoredReview(t.database.db, row.id);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  boh = (await t.login('boh')).token;
  otherAdmin = (await t.login('otheradmin')).token;
  const { maison, other } = t.fx.restaurants;
  const alpha = t.fx.loc('Alpha').id;
  const menu = await t.database.db
    .insert(menuItems)
    .values([
      { restaurantId: maison.id, name: 'Lemon tart' },
      { restaurantId: maison.id, name: 'Onion soup', locationId: alpha },
      { restaurantId: maison.id, name: 'Fish stew', locationId: t.fx.loc('Bravo').id },
      { restaurantId: other.id, name: 'Plum cake' },
    ])
    .returning();
  for (const m of menu) item[m.name] = m.id;
  const staff = await t.database.db
    .insert(staffMembers)
    .values([
      { restaurantId: maison.id, name: 'Nadia Perrin', locationId: alpha },
      { restaurantId: maison.id, name: 'Hugo Blanc' },
    ])
    .returning();
  for (const s of staff) person[s.name] = s.id;
});
afterAll(() => t.close());

const correct = (
  token: string,
  kind: 'menu' | 'staff',
  entry: string,
  review: string,
  body: unknown,
) =>
  t.call(
    'PUT',
    `/v1/${kind === 'menu' ? 'menu-item' : 'staff-member'}/${entry}/mention/${review}/correction`,
    {
      token,
      body,
    },
  );

/** What the menu screen reads for Alpha in November, per dish. */
async function menuScreen() {
  const res = await t.call(
    'GET',
    '/v1/location/all/menu/insights?startDate=2026-11-01&endDate=2026-11-30',
    { token: admin },
  );
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as TMenuInsight[]).map((r) => [r.item, r]));
}

/** The trends' rollup of one dish (or person) for the month. */
async function rollup(kind: 'menu' | 'staff', subject: string) {
  const { rows } = await t.database.execute(
    `select coalesce(sum(mentions), 0)::int as mentions, coalesce(sum(positive), 0)::int as positive,
       coalesce(sum(negative), 0)::int as negative
     from mention_monthly_stats where kind = $1 and subject = $2`,
    [kind, subject],
  );
  return rows[0] as { mentions: number; positive: number; negative: number };
}

const mentionsOf = (reviewId: string) =>
  t.database.db
    .select({ item: menuMentions.itemName, polarity: menuMentions.polarity })
    .from(menuMentions)
    .where(eq(menuMentions.reviewId, reviewId));

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
