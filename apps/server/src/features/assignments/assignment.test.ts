import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { emailOutbox, reviewNotes } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { waitFor } from '../../test/wait.ts';
import { openWorkflowApp, type WorkflowApp } from '../../test/workflow-app.ts';

// Assigning reviews, the inbox's views, and who may (docs/product/team-workflow.md).

let w: WorkflowApp;
let t: TestApp;
beforeAll(async () => {
  w = await openWorkflowApp();
  t = w.t;
});
afterAll(() => t.close());

describe('assigning a review', () => {
  it('assigns to a colleague who may see the location, notifies them in-app and by e-mail, and audits it', async () => {
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow service' });
    const res = await w.assign('admin', w.alpha(), review.id, t.fx.users.manager.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      review_ids: [review.id],
      assignee_id: t.fx.users.manager.id,
    });
    const got = await t.call('GET', `/v1/location/${w.alpha()}/review/${review.id}`, {
      token: w.tokens.manager,
    });
    expect(got.json().data).toMatchObject({
      assignee_id: t.fx.users.manager.id,
      assignee_name: 'Manager Tester',
    });
    expect(await w.alertsOf('manager')).toContainEqual(
      expect.objectContaining({ type: 'assigned', reviewId: review.id, by: 'Admin Tester' }),
    );
    const mail = await waitFor(
      () =>
        t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, 'manager@maison.test')),
      (rows) => rows.some((r) => r.subject === 'A review at Alpha is assigned to you'),
      { timeoutMs: 10_000 },
    );
    expect(mail.find((r) => r.subject.includes('assigned'))?.textBody).toContain(review.id);
    const history = await t.call('GET', `/v1/location/${w.alpha()}/review/${review.id}/history`, {
      token: w.tokens.admin,
    });
    expect(history.json().data.map((e: { action: string }) => e.action)).toContain(
      'review.assigned',
    );
  });

  it('refuses, with a translated 400 and no change, a colleague who may not see the location or take reviews', async () => {
    const bravo = await createReview(t, { location: 'Bravo', rating: 3 });
    for (const outsider of [t.fx.users.manager, t.fx.users.boh, t.fx.users.otherAdmin]) {
      const res = await w.assign('admin', t.fx.loc('Bravo').id, bravo.id, outsider.id);
      expect(res.statusCode, outsider.username).toBe(400);
      expect(res.json().code).toBe('assignee_not_allowed');
    }
    expect(await w.assigneeOf(bravo.id)).toBeNull();
    // The manager cannot see Bravo: its review looks absent to them.
    const hidden = await w.assign('manager', t.fx.loc('Bravo').id, bravo.id, t.fx.users.admin.id);
    expect(hidden.statusCode).toBe(404);
    const bad = await t.call('PUT', `/v1/location/${w.alpha()}/review/${bravo.id}/assignee`, {
      token: w.tokens.admin,
      body: { user_id: 'nobody' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('filters the inbox by Mine and Unassigned, and assigns and unassigns in bulk', async () => {
    const a = await createReview(t, { location: 'Alpha', rating: 1 });
    const b = await createReview(t, { location: 'Charlie', rating: 4 });
    expect(await w.view('admin', 'all', 'unassigned')).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const bulk = await t.call('POST', '/v1/location/all/review/assignee', {
      token: w.tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: t.fx.users.admin.id },
    });
    expect(bulk.statusCode).toBe(200);
    const mine = await w.view('admin', 'all', 'mine');
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await w.view('admin', 'all', 'unassigned')).not.toContain(a.id);
    expect(await w.view('manager', w.alpha(), 'mine')).not.toContain(a.id);
    expect(await w.view('admin', 'all', 'all')).toEqual(expect.arrayContaining([a.id, b.id]));
    // Assigning to oneself notifies nobody.
    expect((await w.alertsOf('admin')).some((x) => x.reviewId === a.id)).toBe(false);
    // A manager limited to Alpha cannot take the Charlie review: nothing changes.
    const refused = await t.call('POST', '/v1/location/all/review/assignee', {
      token: w.tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: t.fx.users.manager.id },
    });
    expect(refused.json().code).toBe('assignee_not_allowed');
    expect(await w.assigneeOf(a.id)).toBe(t.fx.users.admin.id);
    const off = await t.call('POST', '/v1/location/all/review/assignee', {
      token: w.tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: null },
    });
    expect(off.statusCode).toBe(200);
    expect(await w.view('admin', 'all', 'unassigned')).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
  });

  it('lists the colleagues of a location, the kitchen among them but not assignable', async () => {
    const res = await t.call('GET', `/v1/location/${w.alpha()}/colleague`, {
      token: w.tokens.manager,
    });
    expect(res.statusCode).toBe(200);
    const people = res.json().data as { username: string; assignable: boolean }[];
    expect(people.map((p) => [p.username, p.assignable])).toEqual(
      expect.arrayContaining([
        ['admin', true],
        ['manager', true],
        ['boh', false],
      ]),
    );
    expect(people.map((p) => p.username)).not.toContain('norole');
    expect(people.map((p) => p.username)).not.toContain('otheradmin');
    const bravo = await t.call('GET', `/v1/location/${t.fx.loc('Bravo').id}/colleague`, {
      token: w.tokens.admin,
    });
    expect(bravo.json().data.map((p: { username: string }) => p.username)).not.toContain('manager');
  });
});

describe('who may use the work inbox', () => {
  it('refuses Growth with plan_required, and roles the map leaves out with 403', async () => {
    const growthLoc = t.fx.loc('Growth One').id;
    const growthReview = await createReview(t, { location: 'Growth One', rating: 2 });
    for (const [method, url] of [
      ['PUT', `/v1/location/${growthLoc}/review/${growthReview.id}/assignee`],
      ['GET', `/v1/location/${growthLoc}/review/${growthReview.id}/note`],
      ['GET', `/v1/restaurant/${t.fx.restaurants.growth.id}/assignment-rule`],
    ] as const) {
      const res = await t.call(method, url, {
        token: w.tokens.growthadmin,
        body: method === 'PUT' ? { user_id: null } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('plan_required');
    }
    const review = t.fx.review('Cold fries').id;
    expect((await w.assign('boh', w.alpha(), review, null)).json().code).toBe('forbidden');
    const rules = await t.call('GET', `/v1/restaurant/${w.maisonId}/assignment-rule`, {
      token: w.tokens.manager,
    });
    expect(rules.statusCode).toBe(403);
    const notes = await t.call('GET', `/v1/location/${w.alpha()}/review/${review}/note`, {
      token: w.tokens.norole,
    });
    expect(notes.statusCode).toBe(403);
  });
});

describe('another restaurant', () => {
  it('can neither assign, read nor annotate this restaurant’s reviews, nor be named in its rules', async () => {
    const review = t.fx.review('Cold fries');
    const base = `/v1/location/${w.alpha()}/review/${review.id}`;
    for (const [method, url, body] of [
      ['PUT', `${base}/assignee`, { user_id: t.fx.users.otherAdmin.id }],
      ['GET', `${base}/note`, undefined],
      ['POST', `${base}/note`, { body: 'Hello' }],
      ['GET', `/v1/location/${w.alpha()}/colleague`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: w.tokens.otheradmin, body });
      expect(res.statusCode, url).toBe(404);
    }
    const rules = await t.call('GET', `/v1/restaurant/${w.maisonId}/assignment-rule`, {
      token: w.tokens.otheradmin,
    });
    expect(rules.statusCode).toBe(404);
    const foreign = await t.call('PUT', `/v1/restaurant/${w.maisonId}/assignment-rule`, {
      token: w.tokens.admin,
      body: {
        rules: [
          { name: 'x', location_id: t.fx.loc('Other One').id, assignee_id: t.fx.users.admin.id },
        ],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(await w.assigneeOf(review.id)).toBeNull();
    expect(
      await t.database.db.select().from(reviewNotes).where(eq(reviewNotes.reviewId, review.id)),
    ).toEqual([]);
  });
});
