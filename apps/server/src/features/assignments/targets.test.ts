import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseDue } from '@tableside/domain/response-targets';
import { auditLog, restaurants } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Response-time targets and the Overdue view (docs/product/team-workflow.md#response-time-targets).

let t: TestApp;
const tokens: Record<string, string> = {};
let maison: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'boh', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  maison = t.fx.restaurants.maison.id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const url = (restaurant: string) => `/v1/restaurant/${restaurant}/response-target`;
const save = (body: unknown, token = tokens.admin, restaurant = maison) =>
  t.call('PUT', url(restaurant), { token, body });
const stored = async (restaurant = maison) =>
  (await t.database.db.select().from(restaurants).where(eq(restaurants.id, restaurant)))[0];
type Listed = { id: string; response_due: { due_at: string; state: string } | null };
const list = async (query: string, token = tokens.admin, location = 'all') => {
  const res = await t.call('GET', `/v1/location/${location}/review?${query}&limit=500`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
};

describe('response-time targets', () => {
  it('start at 4, 12 and 24 hours; the Admin changes them, audited', async () => {
    const read = await t.call('GET', url(maison), { token: tokens.admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      negative_hours: 4,
      neutral_hours: 12,
      positive_hours: 24,
      comment_hours: 24,
    });
    const res = await save({ negative_hours: 2, neutral_hours: 8, positive_hours: 48 });
    expect(res.statusCode, res.body).toBe(200);
    // The comments' target, left out, stays as it was.
    expect(res.json().data).toEqual({
      negative_hours: 2,
      neutral_hours: 8,
      positive_hours: 48,
      comment_hours: 24,
    });
    expect((await t.call('GET', url(maison), { token: tokens.admin })).json().data).toEqual(
      res.json().data,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.restaurantId, maison), eq(auditLog.action, 'response_targets.saved')));
    expect(audit).toHaveLength(1);
    const again = await save({
      negative_hours: 4,
      neutral_hours: 12,
      positive_hours: 24,
      comment_hours: 6,
    });
    expect(again.json().data.comment_hours).toBe(6);
    expect((await stored())?.responseHoursComment).toBe(6);
    await save({ negative_hours: 4, neutral_hours: 12, positive_hours: 24, comment_hours: 24 });
  });

  it('refuses bad hours with a 400 naming the field, and changes nothing', async () => {
    const good = { negative_hours: 4, neutral_hours: 12, positive_hours: 24 };
    for (const [field, value] of [
      ['negative_hours', 0],
      ['neutral_hours', 721],
      ['positive_hours', 1.5],
      ['negative_hours', '4'],
      ['neutral_hours', null],
      ['comment_hours', 0],
      ['comment_hours', 'soon'],
    ] as const) {
      const res = await save({ ...good, negative_hours: 3, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const missing = await save({ negative_hours: 3 });
    expect(missing.statusCode).toBe(400);
    expect((await stored())?.responseHoursNegative).toBe(4);
  });

  it('are the Admin’s on Essential and up: Manager and kitchen 403, Growth plan_required', async () => {
    const body = { negative_hours: 1, neutral_hours: 1, positive_hours: 1 };
    for (const user of ['manager', 'boh']) {
      expect((await t.call('GET', url(maison), { token: tokens[user] })).json().code).toBe(
        'forbidden',
      );
      expect((await save(body, tokens[user])).statusCode).toBe(403);
    }
    const growth = t.fx.restaurants.growth.id;
    const refused = await save(body, tokens.growthadmin, growth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
    expect((await stored(growth))?.responseHoursNegative).toBe(4);
    expect((await stored())?.responseHoursNeutral).toBe(12);
  });

  it('of another restaurant look absent, and cannot be changed', async () => {
    expect((await t.call('GET', url(maison), { token: tokens.otheradmin })).statusCode).toBe(404);
    const res = await save(
      { negative_hours: 1, neutral_hours: 1, positive_hours: 1 },
      tokens.otheradmin,
    );
    expect(res.statusCode).toBe(404);
    expect((await stored())?.responseHoursPositive).toBe(24);
  });
});

describe('the Overdue view', () => {
  it('lists the unanswered reviews past their target, in SQL, and says where each stands', async () => {
    const late = await createReview(t, { location: 'Alpha', rating: 1, reviewDate: hoursAgo(5) });
    const lateThree = await createReview(t, {
      location: 'Charlie',
      rating: 3,
      reviewDate: hoursAgo(13),
      status: 'approved',
      response: 'Merci',
    });
    const answered = await createReview(t, {
      location: 'Alpha',
      rating: 1,
      reviewDate: hoursAgo(5),
      status: 'posted',
      response: 'Sorry',
    });
    const fiveStars = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      reviewDate: hoursAgo(5),
    });
    const soon = await createReview(t, { location: 'Alpha', rating: 2, reviewDate: hoursAgo(3.5) });
    const fresh = await createReview(t, { location: 'Alpha', rating: 1, reviewDate: hoursAgo(1) });
    // Two months old and received today (an import, a first sync): history, never due. The same
    // age, received when the guest posted it: long overdue.
    const history = await createReview(t, {
      location: 'Alpha',
      rating: 1,
      reviewDate: hoursAgo(24 * 60),
    });
    const neglected = await createReview(t, {
      location: 'Alpha',
      rating: 1,
      reviewDate: hoursAgo(24 * 60),
      createdAt: hoursAgo(24 * 60),
    });

    const overdue = (await list('view=overdue')).map((r) => r.id);
    expect(overdue).toEqual(expect.arrayContaining([late.id, lateThree.id, neglected.id]));
    expect(overdue).not.toContain(history.id);
    expect((await list('view=all')).find((r) => r.id === history.id)?.response_due).toBeNull();
    const historyOne = await t.call('GET', `/v1/location/all/review/${history.id}`, {
      token: tokens.admin,
    });
    expect(historyOne.json().data.response_due).toBeNull();
    for (const r of [answered, fiveStars, soon, fresh]) expect(overdue).not.toContain(r.id);
    // Other filters still apply beside the view.
    expect((await list('view=overdue&rating=3')).map((r) => r.id)).toContain(lateThree.id);
    expect((await list('view=overdue&rating=3')).map((r) => r.id)).not.toContain(late.id);

    // Every row's due time and state are the domain rule's, in the list and the detail alike.
    const all = await list('view=all');
    const targets = { negative: 4, neutral: 12, positive: 24 };
    for (const review of [late, lateThree, answered, fiveStars, soon, fresh]) {
      const row = all.find((r) => r.id === review.id);
      const due = responseDue(
        { rating: review.rating, reviewDate: review.reviewDate, status: review.status as 'new' },
        targets,
        new Date(),
      );
      expect(row?.response_due).toEqual({ due_at: due.dueAt.toISOString(), state: due.state });
      const one = await t.call('GET', `/v1/location/all/review/${review.id}`, {
        token: tokens.admin,
      });
      expect(one.json().data.response_due).toEqual(row?.response_due);
    }
    expect(all.find((r) => r.id === soon.id)?.response_due?.state).toBe('due_soon');
    expect(all.find((r) => r.id === answered.id)?.response_due?.state).toBe('answered');

    // A shorter target makes the fresh one-star overdue at once.
    await save({ negative_hours: 1, neutral_hours: 12, positive_hours: 24 });
    expect((await list('view=overdue')).map((r) => r.id)).toEqual(
      expect.arrayContaining([fresh.id, soon.id]),
    );
    await save({ negative_hours: 4, neutral_hours: 12, positive_hours: 24 });

    // A manager limited to Alpha sees Alpha's only.
    const alpha = (await list('view=overdue', tokens.manager, t.fx.loc('Alpha').id)).map(
      (r) => r.id,
    );
    expect(alpha).toContain(late.id);
    expect(alpha).not.toContain(lateThree.id);
  });

  it('is refused below Essential, where reviews carry no due time', async () => {
    await createReview(t, { location: 'Growth One', rating: 1, reviewDate: hoursAgo(30) });
    const refused = await t.call('GET', '/v1/location/all/review?view=overdue', {
      token: tokens.growthadmin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
    const rows = await list('view=all', tokens.growthadmin);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.response_due === null)).toBe(true);
  });

  it('never lists another restaurant’s late reviews', async () => {
    const foreign = await createReview(t, {
      location: 'Other One',
      rating: 1,
      reviewDate: hoursAgo(50),
    });
    expect((await list('view=overdue')).map((r) => r.id)).not.toContain(foreign.id);
    const theirs = (await list('view=overdue', tokens.otheradmin)).map((r) => r.id);
    expect(theirs).toContain(foreign.id);
    expect(theirs).not.toContain(t.fx.review('Cold fries').id);
  });
});
