import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../test/fixture.ts';
import { createScratchDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { users } from './schema.ts';
import { withTenant } from './tenant-context.ts';

/**
 * What the request role (`tableside_app`, migration 0018) may touch: a request that has gone
 * wrong (an injection, a forgotten check) still cannot read sign-in secrets or password hashes.
 */
let database: Database;
let fx: Fixture;
beforeAll(async () => {
  database = await createScratchDatabase();
  fx = await createFixture(database.db);
});
afterAll(() => database.close());

const asRequest = <T>(fn: () => PromiseLike<T>) => withTenant(fx.restaurants.maison.id, fn);
/** Runs a statement as a request: `allowed`, or the database's refusal (Drizzle wraps it). */
const scoped = (query: string) =>
  asRequest(() => database.db.execute(sql.raw(query))).then(
    () => 'allowed',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );

/** Tables only system code (sign-in, the guard, jobs, the console) touches. */
const SYSTEM_TABLES = [
  'sessions',
  'refresh_tokens',
  'password_tokens',
  'rate_limits',
  'leads',
  'onboarding_submissions',
];
const READ_ONLY_TABLES = ['roles', 'subscription_tiers'];

describe('the request role', () => {
  it('runs as tableside_app with row-level security', async () => {
    expect(database.rowSecurity).toBe(true);
    const rows = await asRequest(() => database.db.execute(sql`select current_user as who`));
    expect(JSON.stringify(rows)).toContain('tableside_app');
  });

  it.each(SYSTEM_TABLES)('cannot read or write %s at all', async (table) => {
    expect(await scoped(`select count(*) from ${table}`)).toMatch(/permission denied/);
    expect(await scoped(`delete from ${table}`)).toMatch(/permission denied/);
  });

  it.each(READ_ONLY_TABLES)('reads %s but cannot change it', async (table) => {
    expect(await scoped(`select count(*) from ${table}`)).toBe('allowed');
    expect(await scoped(`update ${table} set name = name`)).toMatch(/permission denied/);
    expect(await scoped(`delete from ${table}`)).toMatch(/permission denied/);
  });

  it('never reads, sets or changes a password hash', async () => {
    expect(await scoped('select password_hash from users')).toMatch(/permission denied/);
    expect(await scoped('select * from users')).toMatch(/permission denied/);
    expect(await scoped(`update users set password_hash = 'x'`)).toMatch(/permission denied/);
    expect(
      await scoped(`insert into users (restaurant_id, username, email, firstname, lastname, password_hash)
        values ('${fx.restaurants.maison.id}', 'planted', 'planted@x.ca', 'P', 'P', 'hash')`),
    ).toMatch(/may not set a password hash/);
    expect(await scoped('select id, username, email from users')).toBe('allowed');
  });

  it.each([
    ['restaurants', 'webhook_secret'],
    ['restaurants', 'ingest_secret'],
    ['source_accounts', 'credentials'],
    ['source_connections', 'credentials'],
    ['alert_channels', 'url'],
    ['alert_channels', 'signing_secret'],
  ])('never reads, sets or changes %s.%s, a sealed secret', async (table, column) => {
    expect(await scoped(`select ${column} from ${table}`)).toMatch(/permission denied/);
    expect(await scoped(`select * from ${table}`)).toMatch(/permission denied/);
    expect(await scoped(`update ${table} set ${column} = 'x'`)).toMatch(/permission denied/);
    expect(await scoped(`select count(*) from ${table} where ${column} is null`)).toMatch(
      /permission denied/,
    );
    // Everything else in the table stays the request's to read and change.
    expect(await scoped(`select id from ${table}`)).toBe('allowed');
    expect(await scoped(`update ${table} set updated_at = updated_at`)).toBe('allowed');
  });

  it('does not see the SuperAdmin, who belongs to no restaurant', async () => {
    const seen = await asRequest(() => database.db.select({ id: users.id }).from(users));
    const ids = seen;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.map((r) => r.id)).not.toContain(fx.users.super.id);
    expect(ids.map((r) => r.id)).toContain(fx.users.admin.id);
  });

  it('gets nothing on a table a later migration creates until that migration grants it', async () => {
    await database.execute('create table later_system_table (id serial primary key, secret text)');
    try {
      const { rows } = await database.execute(`
        select has_table_privilege('tableside_app', 'later_system_table', 'SELECT') as can_read,
          has_table_privilege('tableside_app', 'later_system_table', 'INSERT') as can_write,
          has_sequence_privilege('tableside_app', 'later_system_table_id_seq', 'USAGE') as can_count`);
      expect(rows[0]).toEqual({ can_read: false, can_write: false, can_count: false });
      expect(await scoped('select * from later_system_table')).toMatch(/permission denied/);
    } finally {
      await database.execute('drop table later_system_table');
    }
  });

  it('reaches no table without row-level security beyond the read-only ones', async () => {
    const { rows } = await database.execute(`
      select c.relname as name,
        has_table_privilege('tableside_app', c.oid, 'SELECT') as can_read,
        has_table_privilege('tableside_app', c.oid, 'INSERT, UPDATE, DELETE') as can_write
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
    const readable = rows.filter((r) => r.can_read).map((r) => r.name as string);
    const writable = rows.filter((r) => r.can_write).map((r) => r.name as string);
    expect(readable.sort(), 'tables without row-level security the request role reads').toEqual(
      [...READ_ONLY_TABLES].sort(),
    );
    expect(writable, 'tables without row-level security the request role writes').toEqual([]);
  });
});
