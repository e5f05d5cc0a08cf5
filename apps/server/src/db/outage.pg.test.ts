import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/fixture.ts';
import { postgresApp } from '../test/postgres-app.ts';
import type { Database } from './client.ts';

/**
 * A TCP proxy in front of PostgreSQL that can be cut and restored: the database "restarts"
 * for this test alone, without disturbing anyone else using the server.
 */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, cut, port: () => port };
}

const adminUrl = process.env.DATABASE_URL as string;
const name = `tableside_test_outage_${randomBytes(4).toString('hex')}`;
let database: Database;
let close: () => Promise<void>;
let app: FastifyInstance;
const proxy = startProxy({
  host: new URL(adminUrl).hostname,
  port: Number(new URL(adminUrl).port || 5432),
});

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  await proxy.open();
  const url = new URL(adminUrl);
  url.port = String(proxy.port());
  url.pathname = `/${name}`;
  ({ database, app, close } = await postgresApp(url.toString()));
});
afterAll(async () => {
  await close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('a database outage', () => {
  it('answers 503 while PostgreSQL is unreachable, and recovers without a restart', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    const list = () =>
      app.inject({
        method: 'GET',
        url: '/v1/location/all/review',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list()).statusCode).toBe(200);

    await proxy.cut();
    for (let i = 0; i < 3; i++) {
      const down = await list();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'error', code: 'service_unavailable' });
      expect(down.headers['retry-after']).toBe('5');
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await proxy.open();
    const back = await list();
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('survives a connection dropped in the middle of a transaction', async () => {
    // Checked out between two statements: without an error listener on every pooled
    // connection, the drop is an unhandled 'error' event that ends the whole process.
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      // drizzle keeps the checked-out connection on the transaction's session.
      const client = (t as unknown as { session: { client: pg.PoolClient } }).session.client;
      const ended = once(client, 'end');
      await proxy.cut();
      // The drop reaches the idle connection before its next statement, as in production.
      await ended;
      await t.execute(sql`select 1`);
    });
    await expect(tx).rejects.toThrow();
    await proxy.open();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
