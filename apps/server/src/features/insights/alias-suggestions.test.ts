import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aliasDecisions,
  analysisRuns,
  auditLog,
  catalogueSightings,
  menuItems,
  staffMembers,
} from '../../db/schema.ts';
import { arriveOn } from '../../test/analysed-review.ts';
import { analyseStoredReview } from './analysis.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Invented menu and team; reviews are analysed for real and the suggestions read through the API.
let t: TestApp;
let admin: string;
let boh: string;
let manager: string;
let otherAdmin: string;
const ids: Record<string, string> = {};

const arrive = (location: string, text: string, date: string, rating = 5) =>
  arriveOn(t, location, text, date, rating);
const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  t.call(method, `/v1${url}`, { token, body });
type Suggestion = {
  phrase: string;
  count: number;
  candidates: { id: string; name: string; location: string | null }[];
  examples: { review_id: string; snippet: string; review_date: string; rating: number }[];
};
async function suggestions(kind: 'menu-item' | 'staff-member', token = admin) {
  const res = await call('GET', `/${kind}/alias-suggestion`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Suggestion[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  boh = (await t.login('boh')).token;
  manager = (await t.login('manager')).token;
  otherAdmin = (await t.login('otheradmin')).token;
  const maison = t.fx.restaurants.maison.id;
  const other = t.fx.restaurants.other.id;
  const menu = await t.database.db
    .insert(menuItems)
    .values([
      { restaurantId: maison, name: 'Duck confit' },
      { restaurantId: maison, name: 'Smoked trout' },
      { restaurantId: maison, name: 'Grilled trout', locationId: t.fx.loc('Bravo').id },
      { restaurantId: maison, name: 'Tarte Tatin' },
      { restaurantId: other, name: 'Other duck confit' },
    ])
    .returning();
  for (const m of menu) ids[m.name] = m.id;
  const staff = await t.database.db
    .insert(staffMembers)
    .values([
      { restaurantId: maison, name: 'Katherine Blake' },
      { restaurantId: maison, name: 'Marc Aubry', role: 'server' },
      { restaurantId: maison, name: 'Marc Roy', role: 'bartender' },
    ])
    .returning();
  for (const s of staff) ids[s.name] = s.id;
  await arrive('Alpha', 'The duck was perfect. Kathy was lovely.', '2026-10-01T19:00:00Z');
  await arrive('Bravo', 'Loved the duck! Marc was fun. The trout too.', '2026-10-02T19:00:00Z');
  await arrive(
    'Alpha',
    'That duck again, and Kathy. Marc made great cocktails.',
    '2026-10-03T19:00:00Z',
    4,
  );
  await arrive('Charlie', 'The trout was a little dry.', '2026-10-04T19:00:00Z', 3);
  await arrive(
    'Alpha',
    'Tarte Tatin, as written on the menu. The tart, once.',
    '2026-10-05T19:00:00Z',
  );
  await arrive('Other One', 'The duck, the duck, Other secret duck.', '2026-10-05T19:00:00Z');
  await arrive('Other One', 'Other secret duck once more.', '2026-10-06T19:00:00Z');
});
afterAll(() => t.close());

describe('alias suggestions', () => {
  it('lists the words seen in two reviews or more, most frequent first, with candidates and examples', async () => {
    const menu = await suggestions('menu-item');
    expect(menu.map((s) => [s.phrase, s.count])).toEqual([
      ['duck', 3],
      ['trout', 2],
    ]);
    const [duck, trout] = menu;
    expect(duck!.candidates).toEqual([
      { id: ids['Duck confit'], name: 'Duck confit', location: null },
    ]);
    expect(duck!.examples.map((e) => e.review_date.slice(0, 10))).toEqual([
      '2026-10-03',
      '2026-10-02',
      '2026-10-01',
    ]);
    expect(duck!.examples[0]!.snippet).toContain('duck');
    expect(duck!.examples[0]!.rating).toBe(4);
    expect(trout!.candidates.map((c) => [c.name, c.location])).toEqual([
      ['Grilled trout', 'Bravo'],
      ['Smoked trout', null],
    ]);
    const staff = await suggestions('staff-member');
    expect(staff.map((s) => [s.phrase, s.count, s.candidates.map((c) => c.name)])).toEqual([
      ['kathy', 2, ['Katherine Blake']],
      ['marc', 2, ['Marc Aubry', 'Marc Roy']],
    ]);
    // The analysis keeps a sighting for one review; one review is no suggestion.
    const tatin = await t.database.db
      .select()
      .from(catalogueSightings)
      .where(eq(catalogueSightings.phrase, 'tart'));
    expect(tatin).toHaveLength(1);
  });

  it('is for whoever keeps the menu or the roster, and never shows another restaurant’s words', async () => {
    expect((await suggestions('menu-item', boh)).map((s) => s.phrase)).toEqual(['duck', 'trout']);
    expect((await call('GET', '/menu-item/alias-suggestion', manager)).statusCode).toBe(403);
    expect((await call('GET', '/staff-member/alias-suggestion', boh)).statusCode).toBe(403);
    const foreign = await suggestions('menu-item', otherAdmin);
    expect(foreign.map((s) => [s.phrase, s.count])).toEqual([['duck', 2]]);
    expect(foreign[0]!.candidates.map((c) => c.name)).toEqual(['Other duck confit']);
    expect(JSON.stringify(foreign)).not.toContain(ids['Duck confit']);
    // Another restaurant's entry looks absent, and nothing changes.
    const res = await call('POST', '/menu-item/alias-suggestion/confirm', otherAdmin, {
      phrase: 'duck',
      entry_id: ids['Duck confit'],
    });
    expect(res.statusCode).toBe(404);
    const [item] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, ids['Duck confit']!));
    expect(item!.aliases).toEqual([]);
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    for (const body of [
      {},
      { phrase: '', entry_id: ids['Duck confit'] },
      { phrase: 'duck', entry_id: 'not-a-uuid' },
      { phrase: 'x'.repeat(201), entry_id: ids['Duck confit'] },
    ]) {
      const res = await call('POST', '/menu-item/alias-suggestion/confirm', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const notCandidate = await call('POST', '/menu-item/alias-suggestion/confirm', admin, {
      phrase: 'duck',
      entry_id: ids['Tarte Tatin'],
    });
    expect(notCandidate.statusCode).toBe(400);
    expect(notCandidate.json().code).toBe('alias_not_candidate');
    // A staff member is no menu item.
    const wrongKind = await call('POST', '/menu-item/alias-suggestion/confirm', admin, {
      phrase: 'kathy',
      entry_id: ids['Katherine Blake'],
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(await t.database.db.select().from(aliasDecisions)).toEqual([]);
    expect((await suggestions('menu-item')).map((s) => s.phrase)).toEqual(['duck', 'trout']);
  });

  it('confirms: the alias is added, a re-analysis starts, the decision is audited, and twice is harmless', async () => {
    const body = { phrase: 'The Duck', entry_id: ids['Duck confit'] };
    const res = await call('POST', '/menu-item/alias-suggestion/confirm', boh, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ entry_id: ids['Duck confit'], aliases: ['duck'] });
    const [item] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, ids['Duck confit']!));
    expect(item!.aliases).toEqual(['duck']);
    const runs = await t.database.db.select().from(analysisRuns);
    expect(runs.some((r) => r.reason === 'menu' && r.total >= 3)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'alias.confirm'), eq(auditLog.entityId, ids['Duck confit']!)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toEqual({ phrase: 'duck' });
    expect((await suggestions('menu-item')).map((s) => s.phrase)).toEqual(['trout']);
    const again = await call('POST', '/menu-item/alias-suggestion/confirm', admin, body);
    expect(again.statusCode).toBe(200);
    const [still] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, ids['Duck confit']!));
    expect(still!.aliases).toEqual(['duck']);
    // Once re-analysed, the reviews read "duck" as the item's own word: no sighting is left.
    const ducks = () =>
      t.database.db
        .select()
        .from(catalogueSightings)
        .where(
          and(
            eq(catalogueSightings.phrase, 'duck'),
            eq(catalogueSightings.restaurantId, t.fx.restaurants.maison.id),
          ),
        );
    const seen = await ducks();
    expect(seen).toHaveLength(3);
    for (const s of seen) await analyseStoredReview(t.database.db, s.reviewId);
    expect(await ducks()).toEqual([]);
  });

  it('confirms one of several candidates, and refuses another entry for the same words afterwards', async () => {
    const res = await call('POST', '/staff-member/alias-suggestion/confirm', admin, {
      phrase: 'marc',
      entry_id: ids['Marc Roy'],
    });
    expect(res.statusCode).toBe(200);
    const [roy] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, ids['Marc Roy']!));
    expect(roy!.aliases).toEqual(['marc']);
    const other = await call('POST', '/staff-member/alias-suggestion/confirm', admin, {
      phrase: 'marc',
      entry_id: ids['Marc Aubry'],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('alias_already_decided');
    const dismissed = await call('POST', '/staff-member/alias-suggestion/dismiss', admin, {
      phrase: 'marc',
    });
    expect(dismissed.statusCode).toBe(400);
    expect(dismissed.json().code).toBe('alias_already_decided');
    expect((await suggestions('staff-member')).map((s) => s.phrase)).toEqual(['kathy']);
  });

  it('dismisses: the suggestion is gone for good and the catalogue unchanged', async () => {
    const res = await call('POST', '/staff-member/alias-suggestion/dismiss', admin, {
      phrase: 'Kathy',
    });
    expect(res.statusCode).toBe(200);
    expect(await suggestions('staff-member')).toEqual([]);
    await arrive('Bravo', 'Kathy was a star again.', '2026-10-07T19:00:00Z');
    expect(await suggestions('staff-member')).toEqual([]);
    const [kat] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, ids['Katherine Blake']!));
    expect(kat!.aliases).toEqual([]);
    const [decision] = await t.database.db
      .select()
      .from(aliasDecisions)
      .where(eq(aliasDecisions.phrase, 'kathy'));
    expect(decision).toMatchObject({ decision: 'dismissed', entryId: null, kind: 'staff' });
    const bad = await call('POST', '/staff-member/alias-suggestion/dismiss', admin, {
      phrase: '  ',
    });
    expect(bad.statusCode).toBe(400);
  });
});
