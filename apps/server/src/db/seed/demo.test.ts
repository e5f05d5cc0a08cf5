import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { isEmpty, recentUnanswered, seedDemo } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(() => database.close());

const rows = async (q: string) => (await database.execute(q)).rows;

describe('demo data', () => {
  it('seeds an empty database with the demo group, users of every role and ~2,000 reviews', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db, new Date('2026-11-01T12:00:00Z'));
    const restaurants = await rows(
      `select r.name, t.name as tier, (select count(*)::int from locations l where l.restaurant_id = r.id) as locations
       from restaurants r join subscription_tiers t on t.id = r.subscription_tier_id order by r.name`,
    );
    expect(restaurants).toEqual([
      { name: 'Bistro Essai', tier: 'Pro', locations: 1 },
      { name: 'Café Échu', tier: 'Essential', locations: 1 },
      { name: 'Le Petit Growth', tier: 'Growth', locations: 1 },
      { name: 'Maison Tableside', tier: 'Pro', locations: 3 },
    ]);
    const users = await rows(
      `select u.email, r.name as role from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id order by u.email`,
    );
    expect(users.map((u) => `${u.email}:${u.role}`)).toEqual([
      'admin@echu.tableside.demo:Admin',
      'admin@essai.tableside.demo:Admin',
      'admin@growth.tableside.demo:Admin',
      'admin@tableside.demo:Admin',
      'boh@tableside.demo:BOH',
      'manager@echu.tableside.demo:Manager',
      'manager@tableside.demo:Manager',
      'superadmin@tableside.demo:SuperAdmin',
    ]);
    const [stats] = await rows(`select count(*)::int as n, count(distinct source)::int as sources,
      count(*) filter (where language = 'fr')::int as fr, count(*) filter (where status = 'posted')::int as posted,
      count(*) filter (where status in ('draft','edited','regenerated'))::int as pending,
      min(review_date) as first from reviews`);
    // The generated reviews, one held draft (demo-held-draft.ts) and nine in guests' own words
    // for dishes and people (demo-guest-words.ts), and the trial restaurants' two
    // (demo-trials.ts).
    expect(stats?.n).toBe(2012);
    expect(stats?.sources).toBe(3);
    expect(Number(stats?.fr)).toBeGreaterThan(300);
    expect(Number(stats?.posted)).toBeGreaterThan(100);
    expect(Number(stats?.pending)).toBeGreaterThan(0);
    expect(new Date(stats?.first as string).getTime()).toBeGreaterThan(
      new Date('2025-10-31T00:00:00Z').getTime(),
    );
  });

  it('credits the demo replies to the team: the manager at Plateau, the Admin, auto-approval', async () => {
    const byResponder = await rows(
      `select coalesce(u.email, 'automatic') as who, l.name as location, count(*)::int as n
       from reviews r join locations l on l.id = r.location_id
       left join users u on u.id = r.first_replied_by
       where r.status = 'posted' and l.name in ('Plateau', 'Vieux-Port')
       group by 1, 2 order by 2, 1`,
    );
    const at = (location: string) =>
      byResponder.filter((r) => r.location === location).map((r) => r.who);
    expect(at('Plateau')).toEqual(['admin@tableside.demo', 'automatic', 'manager@tableside.demo']);
    // The manager works at Plateau only: elsewhere the Admin or auto-approval replied.
    expect(at('Vieux-Port')).toEqual(['admin@tableside.demo', 'automatic']);
    for (const r of byResponder) expect(Number(r.n), `${r.location} ${r.who}`).toBeGreaterThan(5);
  });

  it('holds one draft for a person, with the checks it failed', async () => {
    const held = await rows(
      `select status, hold_reasons, draft_checks from reviews where jsonb_array_length(hold_reasons) > 0`,
    );
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      status: 'draft',
      hold_reasons: ['incident', 'question', 'failed-check'],
    });
    const checks = held[0]?.draft_checks as { passed: boolean }[];
    expect(checks.filter((c) => !c.passed)).toHaveLength(3);
  });

  it('lists the unanswered reviews whose drafts the demo queues at start', async () => {
    const [row] = await rows(`select count(*)::int as n from reviews where status = 'new'`);
    const all = await recentUnanswered(database.db, 3650);
    expect(all.length).toBe(row?.n);
    expect(all.length).toBeGreaterThan(0);
  });

  it('sends the Pro group’s review requests: a few hundred, a third clicked, a tenth converted into its own reviews', async () => {
    const [r] = await rows(`select count(*)::int as sent, count(clicked_at)::int as clicked,
      count(converted_review_id)::int as converted,
      count(*) filter (where rv.author_name <> rq.first_name || ' ' || rq.last_name)::int as strangers,
      count(*) filter (where rv.review_date < rq.sent_at)::int as before_asked,
      count(email)::int as addresses
      from review_requests rq join restaurants re on re.id = rq.restaurant_id
      left join reviews rv on rv.id = rq.converted_review_id
      where re.name = 'Maison Tableside' and rq.status = 'sent'`);
    const sent = Number(r?.sent);
    expect(sent).toBeGreaterThan(300);
    expect(sent).toBeLessThan(500);
    expect(Number(r?.clicked) / sent).toBeGreaterThan(0.3);
    expect(Number(r?.clicked) / sent).toBeLessThan(0.45);
    expect(Number(r?.converted) / sent).toBeGreaterThan(0.1);
    expect(Number(r?.converted) / sent).toBeLessThan(0.15);
    // A converted guest is the review's author, who wrote it after the e-mail; no address is kept.
    expect(r).toMatchObject({ strangers: 0, before_asked: 0, addresses: 0 });
    const [settings] = await rows(`select s.enabled, count(l.place_id)::int as places
      from review_request_settings s join locations l on l.restaurant_id = s.restaurant_id
      group by s.enabled`);
    expect(settings).toEqual({ enabled: true, places: 3 });
  });

  it('never seeds a database that already holds data', async () => {
    expect(await isEmpty(database.db)).toBe(false);
  });
});
