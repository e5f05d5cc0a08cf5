import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../test/fixture.ts';
import { createScratchDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { locations, reviews, users } from './schema.ts';
import { withTenant } from './tenant-context.ts';

/**
 * Row-level security as the last line: these queries deliberately forget their
 * `where restaurant_id`, as a bug would, and the database still keeps each restaurant apart.
 */
let database: Database;
let fx: Fixture;
beforeAll(async () => {
  database = await createScratchDatabase();
  fx = await createFixture(database.db);
});
afterAll(() => database.close());

const maison = () => fx.restaurants.maison.id;
const other = () => fx.restaurants.other.id;

describe('row-level security', () => {
  it('is on for this database', () => {
    expect(database.rowSecurity).toBe(true);
  });

  it('hides other restaurants’ rows from a query that forgot its where', async () => {
    const all = await database.db.select().from(reviews);
    const scoped = await withTenant(maison(), () => database.db.select().from(reviews));
    expect(all.some((r) => r.restaurantId === other())).toBe(true);
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((r) => r.restaurantId === maison())).toBe(true);
    expect(scoped.map((r) => r.text)).not.toContain('Other secret review text.');
    expect(scoped).toHaveLength(all.filter((r) => r.restaurantId === maison()).length);
    const places = await withTenant(maison(), () => database.db.select().from(locations));
    expect(new Set(places.map((l) => l.restaurantId))).toEqual(new Set([maison()]));
  });

  it('changes nothing of another restaurant, even when asked by id', async () => {
    const secret = fx.review('Other secret').id;
    const changed = await withTenant(maison(), () =>
      database.db
        .update(reviews)
        .set({ text: 'overwritten' })
        .where(eq(reviews.id, secret))
        .returning(),
    );
    expect(changed).toHaveLength(0);
    const removed = await withTenant(maison(), () =>
      database.db.delete(reviews).where(eq(reviews.id, secret)).returning(),
    );
    expect(removed).toHaveLength(0);
    const [still] = await database.db.select().from(reviews).where(eq(reviews.id, secret));
    expect(still?.text).toBe('Other secret review text.');
  });

  it('refuses to write a row into another restaurant', async () => {
    const otherLocation = fx.loc('Other One');
    await expect(
      withTenant(maison(), () =>
        database.db.insert(reviews).values({
          restaurantId: other(),
          locationId: otherLocation.id,
          source: 'google',
          externalId: 'planted',
          rating: 5,
          text: 'Planted by another restaurant',
          reviewDate: new Date(),
        }),
      ),
    ).rejects.toThrow();
    const planted = await database.db
      .select()
      .from(reviews)
      .where(eq(reviews.externalId, 'planted'));
    expect(planted).toHaveLength(0);
  });

  it('keeps transactions scoped too', async () => {
    const seen = await withTenant(other(), () =>
      database.db.transaction(async (tx) =>
        tx.select({ id: users.id, r: users.restaurantId }).from(users),
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const row of seen) expect([other(), null]).toContain(row.r);
  });

  it('covers every table that holds a restaurant’s rows', async () => {
    const { rows } = await database.execute(`
      select c.relname as name, c.relrowsecurity as secured,
        (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col where col.table_schema = 'public'
          and col.table_name = c.relname and col.column_name = 'restaurant_id')`);
    expect(rows.length).toBeGreaterThan(5);
    const unsecured = rows
      .filter((r) => !r.secured || (r.policies as number) < 1)
      .map((r) => r.name);
    expect(unsecured, 'tables with restaurant_id but no row-level security').toEqual([]);
  });

  it('leaves system work (jobs, sign-in) unrestricted', async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(distinct restaurant_id)::int` })
      .from(reviews);
    expect(row?.n).toBeGreaterThan(1);
  });
});
