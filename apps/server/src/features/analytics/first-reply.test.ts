import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstReplyFigures } from '@tableside/domain/first-reply';
import { DEFAULT_RESPONSE_TARGETS } from '@tableside/domain/response-targets';
import type { TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { ZFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { reviewAnalyses, reviews } from '../../db/schema.ts';
import { SPAM_TEXT } from '../../test/analysed-review.ts';
import { analyseStoredReview } from '../insights/analysis.ts';
import { createReview, seededRandom } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Time to first reply and the share within target (docs/product/analytics.md#time-to-first-reply),
// checked against the domain's `firstReplyFigures` over the same reviews.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'boh', 'growthadmin']) {
    tokens[user] = (await t.login(user)).token;
  }
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A day of the fixture's (UTC) calendar, far from the fixture's own October reviews.
const base = Date.parse('2026-09-10T00:00:00Z');
const range = 'startDate=2026-09-01&endDate=2026-09-30';
const url = (location: string) => `/v1/location/${location}/review/metrics/first-reply?${range}`;

const read = async (location: string, token = tokens.admin) => {
  const res = await t.call('GET', url(location), { token });
  expect(res.statusCode, res.body).toBe(200);
  return ZFirstReplyMetrics.parse(res.json().data) as TFirstReplyMetrics;
};

/** The September reviews, each with `spam` as its stored analysis reads it. */
const inSeptember = async (locationIds: string[]) => {
  const spam = new Set(
    (
      await t.database.db
        .select({ id: reviewAnalyses.reviewId })
        .from(reviewAnalyses)
        .where(isNotNull(sql`${reviewAnalyses.signals}->>'spam'`))
    ).map((a) => a.id),
  );
  return (
    await t.database.db.select().from(reviews).where(inArray(reviews.locationId, locationIds))
  )
    .filter(
      (r) => r.reviewDate.getTime() >= base - 9 * DAY && r.reviewDate.getTime() < base + 21 * DAY,
    )
    .map((r) => ({ ...r, spam: spam.has(r.id) }));
};

describe('time to first reply', () => {
  beforeAll(async () => {
    const random = seededRandom(37);
    const people = [t.fx.users.admin.id, t.fx.users.manager.id, null];
    for (let i = 0; i < 60; i++) {
      const location = ['Alpha', 'Bravo', 'Charlie'][i % 3] as string;
      const reviewDate = new Date(base + Math.floor(random() * 15 * DAY));
      const answered = random() < 0.75;
      const by = people[i % 3] ?? null;
      // Every fifth arrived as history (an import, 40 days late): no due time.
      const createdAt = new Date(reviewDate.getTime() + (i % 5 === 0 ? 40 * DAY : 0));
      const row = await createReview(t, {
        location,
        rating: 1 + (i % 5),
        reviewDate,
        createdAt,
        ...(answered && {
          status: 'posted' as const,
          postedAt: new Date(reviewDate.getTime() + random() * 40 * HOUR),
          postedBy: by,
        }),
        // Every sixth, from the second, is spam: no reply due, answered or not.
        ...(i % 6 === 1 && { text: SPAM_TEXT }),
      });
      if (i % 6 === 1) await analyseStoredReview(t.database.db, row.id);
    }
  });

  it('matches the domain’s figures overall, per location and per person', async () => {
    const ids = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
    const rows = await inSeptember(ids);
    const now = new Date();
    const figures = (of: typeof rows) => firstReplyFigures(of, DEFAULT_RESPONSE_TARGETS, now);
    const data = await read('all');
    expect(data.overall).toEqual(figures(rows));
    expect(data.overall.answered).toBeGreaterThan(20);
    expect(data.overall.due).toBeLessThan(rows.length);
    // Spam is left out of what was due, not out of the replies' times.
    expect(rows.filter((r) => r.spam)).toHaveLength(10);
    const asGuests = figures(rows.map((r) => ({ ...r, spam: false })));
    expect(data.overall.due).toBeLessThan(asGuests.due);
    expect(data.overall.answered).toBe(asGuests.answered);
    for (const id of ids) {
      const one = data.byLocation.find((l) => l.locationId === id);
      expect(one).toMatchObject(figures(rows.filter((r) => r.locationId === id)));
    }
    for (const person of [t.fx.users.admin, t.fx.users.manager]) {
      const theirs = rows.filter((r) => r.firstRepliedBy === person.id);
      // All answered: their due are the ones they answered with a due time.
      expect(data.byPerson.find((p) => p.userId === person.id)).toEqual({
        userId: person.id,
        name: `${person.firstname} Tester`,
        ...figures(theirs),
      });
    }
    // Automatic replies, or replies found on the platform: nobody's.
    expect(data.byPerson.some((p) => p.userId === null)).toBe(true);
  });

  it('keeps the first reply’s time and author when a posted reply is edited and posted again', async () => {
    const review = await createReview(t, {
      location: 'Alpha',
      rating: 2,
      reviewDate: new Date(Date.now() - 2 * HOUR),
      response: 'Thank you',
      status: 'approved',
    });
    const at = `/v1/location/${t.fx.loc('Alpha').id}/review/${review.id}/response`;
    const step = (method: 'PUT' | 'POST', path: string, body?: unknown) =>
      t.call(method, `${at}${path}`, { token: tokens.manager, body });
    expect((await step('POST', '/mark-posted')).statusCode).toBe(200);
    const [first] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(first?.firstRepliedBy).toBe(t.fx.users.manager.id);
    expect(first?.firstRepliedAt).toEqual(first?.postedAt);
    expect((await step('PUT', '', { response: 'Thank you again' })).statusCode).toBe(200);
    const approve = await t.call('PUT', `${at}/approve`, { token: tokens.admin });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await t.call('POST', `${at}/mark-posted`, { token: tokens.admin })).statusCode).toBe(
      200,
    );
    const [again] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(again?.postedBy).toBe(t.fx.users.admin.id);
    expect(again?.firstRepliedBy).toBe(t.fx.users.manager.id);
    expect(again?.firstRepliedAt).toEqual(first?.firstRepliedAt);
  });

  it('keeps a manager to their location, and is for Essential and up', async () => {
    const data = await read(t.fx.loc('Alpha').id, tokens.manager);
    expect(data.byLocation.map((l) => l.locationId)).toEqual([t.fx.loc('Alpha').id]);
    const growth = await t.call('GET', url('all'), { token: tokens.growthadmin });
    expect(growth.statusCode).toBe(403);
    expect(growth.json().code).toBe('plan_required');
    const bad = await t.call('GET', `/v1/location/all/review/metrics/first-reply?startDate=nope`, {
      token: tokens.admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  describe('paged per location and per person', () => {
    type Row = TFirstReplyMetrics['byLocation'][number] | TFirstReplyMetrics['byPerson'][number];
    const page = async (kind: string, extra: string, token = tokens.admin, id = 'all') => {
      const res = await t.call(
        'GET',
        `/v1/location/${id}/review/metrics/first-reply/${kind}?${range}${extra}`,
        { token },
      );
      return { status: res.statusCode, body: res.json() };
    };
    const keyOf = (r: Row, sort: string) =>
      ({
        answered: r.answered,
        median: r.medianHours,
        withinTarget: r.due === 0 ? null : r.withinTarget / r.due,
      })[sort] ?? null;
    const idOf = (r: Row) => ('locationId' in r ? r.locationId : (r.userId ?? ''));
    const nameOf = (r: Row) => ('locationName' in r ? r.locationName : r.name);

    it('pages every row of the full answer in the chosen order, empty figures last', async () => {
      const full = await read('all');
      for (const [kind, all] of [
        ['locations', full.byLocation],
        ['people', full.byPerson],
      ] as const) {
        for (const sort of ['name', 'answered', 'median', 'withinTarget']) {
          for (const order of ['asc', 'desc'] as const) {
            const items: Row[] = [];
            for (let offset = 0; offset < all.length; offset += 2) {
              const res = await page(kind, `&sort=${sort}&order=${order}&limit=2&offset=${offset}`);
              expect(res.status, JSON.stringify(res.body)).toBe(200);
              expect(res.body.data.total).toBe(all.length);
              items.push(...res.body.data.items);
            }
            const byId = (r: Row[]) => [...r].sort((a, b) => idOf(a).localeCompare(idOf(b)));
            expect(byId(items)).toEqual(byId(all));
            const sign = order === 'asc' ? 1 : -1;
            for (let i = 1; i < items.length; i++) {
              const [a, b] = [items[i - 1]!, items[i]!];
              if (sort === 'name') {
                if (nameOf(a) !== null && nameOf(b) !== null)
                  expect(sign * nameOf(a)!.localeCompare(nameOf(b)!)).toBeLessThanOrEqual(0);
                continue;
              }
              const [x, y] = [keyOf(a, sort), keyOf(b, sort)];
              if (x === null) expect(y, `${kind} ${sort} ${order}`).toBeNull();
              else if (y !== null) expect(sign * (x - y)).toBeLessThanOrEqual(0);
            }
          }
        }
      }
    });

    it('leaves the rows out on request, searches names and keeps a manager to their location', async () => {
      const full = await read('all');
      const lean = await t.call('GET', `${url('all')}&locations=none&people=none`, {
        token: tokens.admin,
      });
      expect(lean.statusCode, lean.body).toBe(200);
      expect(lean.json().data).toEqual({ ...full, byLocation: [], byPerson: [] });
      const bravo = await page('locations', '&search=RAV');
      expect(bravo.body.data.items.map((l: Row) => nameOf(l))).toEqual(['Bravo']);
      expect((await page('locations', '&search=%25')).body.data).toEqual({ total: 0, items: [] });
      const admin = t.fx.users.admin;
      const person = await page('people', `&search=${admin.firstname.toUpperCase()}`);
      expect(person.body.data.items).toEqual(full.byPerson.filter((p) => p.userId === admin.id));
      const alpha = t.fx.loc('Alpha').id;
      const own = await page('locations', '', tokens.manager, alpha);
      expect(own.body.data.items.map((l: Row) => 'locationId' in l && l.locationId)).toEqual([
        alpha,
      ]);
      const theirs = await read(alpha, tokens.manager);
      expect((await page('people', '&sort=name', tokens.manager, alpha)).body.data).toEqual({
        total: theirs.byPerson.length,
        items: [...theirs.byPerson].sort((a, b) =>
          a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name),
        ),
      });
      expect((await page('locations', '', tokens.manager)).status).toBe(403);
      expect((await page('people', '', tokens.manager, t.fx.loc('Bravo').id)).status).toBe(404);
      expect((await page('people', '', tokens.growthadmin)).status).toBe(403);
      for (const bad of ['&limit=0', '&limit=101', '&offset=-1', '&sort=stars', '&order=up']) {
        const res = await page('locations', bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.code, bad).toBe('validation_failed');
      }
      expect(
        (await t.call('GET', `${url('all')}&people=some`, { token: tokens.admin })).statusCode,
      ).toBe(400);
    });
  });
});
