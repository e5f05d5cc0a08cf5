import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../test/admin-query.ts';
import { PASSWORD } from '../test/fixture.ts';
import { postgresApp } from '../test/postgres-app.ts';
import { waitUntil } from '../test/wait.ts';

/**
 * A restaurant's deletion cascades over every row it owns; another transaction holding one of
 * them while it waits for the restaurant is a real deadlock, which PostgreSQL breaks by failing
 * one side. The deletion is then run again instead of answering 500.
 */
const adminUrl = process.env.DATABASE_URL as string;
const name = `tableside_test_deadlock_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let app: FastifyInstance;
let close: () => Promise<void>;
let other: { id: string; name: string };

beforeAll(async () => {
  await adminQuery(adminUrl, `create database ${name}`);
  ({
    app,
    close,
    fx: {
      restaurants: { other },
    },
  } = await postgresApp(url.toString()));
});
afterAll(async () => {
  await close();
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
});

describe("a restaurant's deletion", () => {
  it('is run again when it loses a deadlock, and succeeds', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'super', password: PASSWORD },
    });
    const token = login.json().access_token as string;

    // Another transaction locks one of the restaurant's locations. Its own deadlock check waits
    // a minute, so the deletion (one second, the default) is the side PostgreSQL fails.
    const holder = new pg.Client({ connectionString: url.toString() });
    const watcher = new pg.Client({ connectionString: url.toString() });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query(`set deadlock_timeout = '60s'`);
      await holder.query('begin');
      await holder.query('select id from locations where restaurant_id = $1 for update', [
        other.id,
      ]);
      const deletion = app.inject({
        method: 'DELETE',
        url: `/v1/restaurant/${other.id}?confirm_name=${encodeURIComponent(other.name)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      // The cascade is waiting for the locked location… (seen from outside the holder's
      // transaction, whose view of the server's activity is fixed when it began)
      await waitUntil('the deletion to wait for the location', async () => {
        const waiting = await watcher.query(
          `select 1 from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'
              and query ilike '%delete%restaurants%'`,
        );
        return waiting.rowCount === 1;
      });
      // …when the holder asks for the restaurant the deletion has: a cycle.
      await holder.query('update restaurants set name = name where id = $1', [other.id]);
      await holder.query('commit');

      const answer = await deletion;
      expect(answer.statusCode, answer.body).toBe(200);
      const left = await watcher.query('select 1 from restaurants where id = $1', [other.id]);
      expect(left.rowCount).toBe(0);
      const audited = await watcher.query(
        `select 1 from audit_log where action = 'restaurant.delete' and entity_id = $1`,
        [other.id],
      );
      expect(audited.rowCount).toBe(1);
    } finally {
      await Promise.all([holder.end(), watcher.end()]);
    }
  });
});
