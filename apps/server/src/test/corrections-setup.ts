import type { TMenuInsight } from '@tableside/domain/schemas/insights';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { menuItems, menuMentions, staffMembers } from '../db/schema.ts';
import { createReview } from './factory.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { analyseStoredReview } from '../features/insights/analysis.ts';

// What the corrections tests share (corrections.test.ts, corrections-access.test.ts): an app of
// their own, sign-ins, an invented catalogue and the calls they make. Bindings are live: read
// them inside tests, after useCorrectionsApp's hooks ran.

export let t: TestApp;
export let admin: string;
export let manager: string;
export let boh: string;
export let otherAdmin: string;
export const item: Record<string, string> = {};
export const person: Record<string, string> = {};

export async function arrive(location: string, text: string, date: string, rating = 4) {
  const row = await createReview(t, { location, rating, text, reviewDate: new Date(date) });
  await analyseStoredReview(t.database.db, row.id);
  return row.id;
}

/** Registers the test file's app, sign-ins and catalogue (two locations' dishes, two people). */
export function useCorrectionsApp(): void {
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
}

export const correct = (
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
export async function menuScreen() {
  const res = await t.call(
    'GET',
    '/v1/location/all/menu/insights?startDate=2026-11-01&endDate=2026-11-30',
    { token: admin },
  );
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().data as TMenuInsight[]).map((r) => [r.item, r]));
}

/** The trends' rollup of one dish (or person) for the month. */
export async function rollup(kind: 'menu' | 'staff', subject: string) {
  const { rows } = await t.database.execute(
    `select coalesce(sum(mentions), 0)::int as mentions, coalesce(sum(positive), 0)::int as positive,
       coalesce(sum(negative), 0)::int as negative
     from mention_monthly_stats where kind = $1 and subject = $2`,
    [kind, subject],
  );
  return rows[0] as { mentions: number; positive: number; negative: number };
}

export const mentionsOf = (reviewId: string) =>
  t.database.db
    .select({ item: menuMentions.itemName, polarity: menuMentions.polarity })
    .from(menuMentions)
    .where(eq(menuMentions.reviewId, reviewId));
