// The console's Users screen at scale (bench/console-lists.ts): many users for the chain, and the
// screen's weight in Chromium.
import pg from 'pg';
import { chromium } from 'playwright-core';
import * as lib from './lib.mjs';

/**
 * Gives restaurant `name` `count` users named `bench-user-00001…` (Admins, Managers and BOH in
 * turn, their main location spread over its locations), without a password; those already there
 * stay. Answers how many users the database then holds.
 */
export async function addUsers(url: string, name: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `with chain as (select id from restaurants where name = $1),
         locs as (select l.id, row_number() over (order by l.id) - 1 as i, count(*) over () as n
                  from locations l join chain on l.restaurant_id = chain.id where l.name <> '')
       insert into users (username, email, firstname, lastname, restaurant_id, location_id)
       select format('bench-user-%s', lpad(g::text, 5, '0')), format('bench-user-%s@bench.test', g),
              'Bench', format('User %s', g), (select id from chain), locs.id
       from generate_series(1, $2::int) g join locs on locs.i = g % locs.n
       on conflict do nothing`,
      [name, count],
    );
    await client.query(
      `insert into user_roles (user_id, role_id, position)
       select u.id, r.id, 0 from users u
       join roles r on r.name = (array['Admin', 'Manager', 'BOH'])[1 + substring(u.username from 12)::int % 3]
       where u.username like 'bench-user-%'
         and not exists (select 1 from user_roles ur where ur.user_id = u.id)`,
    );
    await client.query('commit');
    const { rows } = await client.query('select count(*)::int as n from users');
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

/**
 * The console's Users screen in Chromium, signed in as `creds`, once its table shows rows: the
 * page's elements, the table's rows and the time until they showed.
 */
export async function usersScreenWeight(
  port: number,
  creds: { username: string; password: string },
  executablePath: string,
) {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    const base = `http://127.0.0.1:${port}`;
    const login = await page.request.post(`${base}/v1/auth/login`, { data: creds });
    if (login.status() !== 200) throw new Error(`login ${login.status()}`);
    const t0 = performance.now();
    await page.goto(`${base}/en/superadmin/users`);
    await page.locator('[data-testid="data-table-row"]').first().waitFor({ timeout: 180_000 });
    const visibleMs = performance.now() - t0;
    const counts = await lib.settledCounts(page, '[data-testid="data-table-row"]');
    lib.print(`Users screen on ${port}: ${counts.elements} elements, ${counts.rows} rows`);
    return { ...counts, visibleMs };
  } finally {
    await browser.close();
  }
}
