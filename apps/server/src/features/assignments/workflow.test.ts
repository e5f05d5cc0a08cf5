import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, reviewNotes, reviews } from '../../db/schema.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/wait.ts';
import { JOBS } from '../../workers.ts';
import { signBody } from '../ingest/signature.ts';

// The shared work inbox (docs/product/team-workflow.md): assignment, views, rules and notes.

let t: TestApp;
const tokens: Record<string, string> = {};
let maisonId: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  maisonId = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'boh', 'norole', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  secret = (
    await t.call('POST', `/v1/restaurant/${maisonId}/ingest-secret`, { token: tokens.admin })
  ).json().data.secret;
  await startJobWorkers(t.jobs, [JOBS.assignmentApply, JOBS.alertNotify], {
    db: t.database.db,
    publicUrl: t.config.publicUrl,
  });
  // The manager wants e-mail: assignments and mentions reach them through the outbox too.
  const res = await t.call('PUT', '/v1/user-alert/config', {
    token: tokens.manager,
    body: { email: 'manager@maison.test', client_alerts_enabled: true, email_alerts_enabled: true },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const alpha = () => t.fx.loc('Alpha').id;
const assign = (user: string, location: string, reviewId: string, userId: string | null) =>
  t.call('PUT', `/v1/location/${location}/review/${reviewId}/assignee`, {
    token: tokens[user],
    body: { user_id: userId },
  });
const view = async (user: string, location: string, v: string) => {
  const res = await t.call('GET', `/v1/location/${location}/review?view=${v}&limit=200`, {
    token: tokens[user],
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string; assignee_id: string | null }[]).map((r) => r.id);
};
type Alert = { type: string; reviewId: string; by: string | null; seen: boolean };
const alertsOf = async (user: string) =>
  (await t.call('GET', `/v1/restaurant/${maisonId}/user-alert`, { token: tokens[user] })).json()
    .data as Alert[];
const assigneeOf = async (id: string) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]?.assigneeId;

describe('assigning a review', () => {
  it('assigns to a colleague who may see the location, notifies them in-app and by e-mail, and audits it', async () => {
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow service' });
    const res = await assign('admin', alpha(), review.id, t.fx.users.manager.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      review_ids: [review.id],
      assignee_id: t.fx.users.manager.id,
    });
    const got = await t.call('GET', `/v1/location/${alpha()}/review/${review.id}`, {
      token: tokens.manager,
    });
    expect(got.json().data).toMatchObject({
      assignee_id: t.fx.users.manager.id,
      assignee_name: 'Manager Tester',
    });
    expect(await alertsOf('manager')).toContainEqual(
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
    const history = await t.call('GET', `/v1/location/${alpha()}/review/${review.id}/history`, {
      token: tokens.admin,
    });
    expect(history.json().data.map((e: { action: string }) => e.action)).toContain(
      'review.assigned',
    );
  });

  it('refuses, with a translated 400 and no change, a colleague who may not see the location or take reviews', async () => {
    const bravo = await createReview(t, { location: 'Bravo', rating: 3 });
    for (const outsider of [t.fx.users.manager, t.fx.users.boh, t.fx.users.otherAdmin]) {
      const res = await assign('admin', t.fx.loc('Bravo').id, bravo.id, outsider.id);
      expect(res.statusCode, outsider.username).toBe(400);
      expect(res.json().code).toBe('assignee_not_allowed');
    }
    expect(await assigneeOf(bravo.id)).toBeNull();
    // The manager cannot see Bravo: its review looks absent to them.
    const hidden = await assign('manager', t.fx.loc('Bravo').id, bravo.id, t.fx.users.admin.id);
    expect(hidden.statusCode).toBe(404);
    const bad = await t.call('PUT', `/v1/location/${alpha()}/review/${bravo.id}/assignee`, {
      token: tokens.admin,
      body: { user_id: 'nobody' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('filters the inbox by Mine and Unassigned, and assigns and unassigns in bulk', async () => {
    const a = await createReview(t, { location: 'Alpha', rating: 1 });
    const b = await createReview(t, { location: 'Charlie', rating: 4 });
    expect(await view('admin', 'all', 'unassigned')).toEqual(expect.arrayContaining([a.id, b.id]));
    const bulk = await t.call('POST', '/v1/location/all/review/assignee', {
      token: tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: t.fx.users.admin.id },
    });
    expect(bulk.statusCode).toBe(200);
    const mine = await view('admin', 'all', 'mine');
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await view('admin', 'all', 'unassigned')).not.toContain(a.id);
    expect(await view('manager', alpha(), 'mine')).not.toContain(a.id);
    expect(await view('admin', 'all', 'all')).toEqual(expect.arrayContaining([a.id, b.id]));
    // Assigning to oneself notifies nobody.
    expect((await alertsOf('admin')).some((x) => x.reviewId === a.id)).toBe(false);
    // A manager limited to Alpha cannot take the Charlie review: nothing changes.
    const refused = await t.call('POST', '/v1/location/all/review/assignee', {
      token: tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: t.fx.users.manager.id },
    });
    expect(refused.json().code).toBe('assignee_not_allowed');
    expect(await assigneeOf(a.id)).toBe(t.fx.users.admin.id);
    const off = await t.call('POST', '/v1/location/all/review/assignee', {
      token: tokens.admin,
      body: { review_ids: [a.id, b.id], user_id: null },
    });
    expect(off.statusCode).toBe(200);
    expect(await view('admin', 'all', 'unassigned')).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('lists the colleagues of a location, the kitchen among them but not assignable', async () => {
    const res = await t.call('GET', `/v1/location/${alpha()}/colleague`, { token: tokens.manager });
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
      token: tokens.admin,
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
        token: tokens.growthadmin,
        body: method === 'PUT' ? { user_id: null } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('plan_required');
    }
    const review = t.fx.review('Cold fries').id;
    expect((await assign('boh', alpha(), review, null)).json().code).toBe('forbidden');
    const rules = await t.call('GET', `/v1/restaurant/${maisonId}/assignment-rule`, {
      token: tokens.manager,
    });
    expect(rules.statusCode).toBe(403);
    const notes = await t.call('GET', `/v1/location/${alpha()}/review/${review}/note`, {
      token: tokens.norole,
    });
    expect(notes.statusCode).toBe(403);
  });
});

describe('another restaurant', () => {
  it('can neither assign, read nor annotate this restaurant’s reviews, nor be named in its rules', async () => {
    const review = t.fx.review('Cold fries');
    const base = `/v1/location/${alpha()}/review/${review.id}`;
    for (const [method, url, body] of [
      ['PUT', `${base}/assignee`, { user_id: t.fx.users.otherAdmin.id }],
      ['GET', `${base}/note`, undefined],
      ['POST', `${base}/note`, { body: 'Hello' }],
      ['GET', `/v1/location/${alpha()}/colleague`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: tokens.otheradmin, body });
      expect(res.statusCode, url).toBe(404);
    }
    const rules = await t.call('GET', `/v1/restaurant/${maisonId}/assignment-rule`, {
      token: tokens.otheradmin,
    });
    expect(rules.statusCode).toBe(404);
    const foreign = await t.call('PUT', `/v1/restaurant/${maisonId}/assignment-rule`, {
      token: tokens.admin,
      body: {
        rules: [
          { name: 'x', location_id: t.fx.loc('Other One').id, assignee_id: t.fx.users.admin.id },
        ],
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(await assigneeOf(review.id)).toBeNull();
    expect(
      await t.database.db.select().from(reviewNotes).where(eq(reviewNotes.reviewId, review.id)),
    ).toEqual([]);
  });
});

describe('internal notes', () => {
  it('keeps a thread with line breaks, notifies the mentioned colleague and writes the audit log', async () => {
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Burnt steak' });
    const url = `/v1/location/${alpha()}/review/${review.id}/note`;
    const res = await t.call('POST', url, {
      token: tokens.admin,
      body: {
        body: 'Checked with the grill.\n@Boh can you confirm?',
        mentions: [t.fx.users.boh.id],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      body: 'Checked with the grill.\n@Boh can you confirm?',
      author_name: 'Admin Tester',
      mentions: [{ id: t.fx.users.boh.id, name: 'Boh Tester' }],
    });
    expect(await alertsOf('boh')).toContainEqual(
      expect.objectContaining({ type: 'mention', reviewId: review.id, by: 'Admin Tester' }),
    );
    // The kitchen reads and answers in the thread.
    const reply = await t.call('POST', url, {
      token: tokens.boh,
      body: { body: 'Confirmed: the fryer was down.' },
    });
    expect(reply.statusCode).toBe(200);
    const thread = await t.call('GET', url, { token: tokens.manager });
    expect(thread.json().data.map((n: { body: string }) => n.body)).toEqual([
      'Checked with the grill.\n@Boh can you confirm?',
      'Confirmed: the fryer was down.',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, review.id), eq(auditLog.action, 'review.note_added')));
    expect(audit).toHaveLength(2);
  });

  it('refuses a mention of someone who may not see the location, and an empty note, writing nothing', async () => {
    const review = await createReview(t, { location: 'Bravo', rating: 2 });
    const url = `/v1/location/${t.fx.loc('Bravo').id}/review/${review.id}/note`;
    for (const [body, code] of [
      [{ body: 'Look', mentions: [t.fx.users.manager.id] }, 'mention_not_allowed'],
      [{ body: 'Look', mentions: [t.fx.users.otherAdmin.id] }, 'mention_not_allowed'],
      [{ body: '   ' }, 'validation_failed'],
    ] as const) {
      const res = await t.call('POST', url, { token: tokens.admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(
      await t.database.db.select().from(reviewNotes).where(eq(reviewNotes.reviewId, review.id)),
    ).toEqual([]);
  });
});

describe('assignment rules', () => {
  let seq = 0;
  async function arrive(location: string, rating: number, text: string) {
    const externalId = `rule-${++seq}`;
    const raw = JSON.stringify({
      reviews: [
        {
          location_id: t.fx.loc(location).id,
          source: 'google',
          external_id: externalId,
          author_name: 'Maya',
          rating,
          text,
          review_date: new Date().toISOString(),
        },
      ],
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await t.call('POST', '/v1/ingest/reviews', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-tableside-restaurant': maisonId,
        'x-tableside-timestamp': ts,
        'x-tableside-signature': signBody(secret, ts, raw),
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.externalId, externalId));
    return row!.id;
  }
  const applied = (id: string) =>
    waitFor(
      () =>
        t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'review.assigned'))),
      (rows) => rows.length > 0,
      { timeoutMs: 15_000 },
    );

  it('saves an ordered list for Admins and refuses an assignee who may not take reviews there', async () => {
    const url = `/v1/restaurant/${maisonId}/assignment-rule`;
    const refused = await t.call('PUT', url, {
      token: tokens.admin,
      body: {
        rules: [
          {
            name: 'Bravo to manager',
            location_id: t.fx.loc('Bravo').id,
            assignee_id: t.fx.users.manager.id,
          },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('assignee_not_allowed');
    const band = await t.call('PUT', url, {
      token: tokens.admin,
      body: {
        rules: [{ name: 'x', min_rating: 4, max_rating: 2, assignee_id: t.fx.users.admin.id }],
      },
    });
    expect(band.statusCode).toBe(400);
    const saved = await t.call('PUT', url, {
      token: tokens.admin,
      body: {
        rules: [
          { name: 'Incidents to the owner', incident: true, assignee_id: t.fx.users.admin.id },
          {
            name: 'Alpha one star',
            location_id: alpha(),
            max_rating: 1,
            assignee_id: t.fx.users.manager.id,
          },
          {
            name: 'French reviews',
            language: 'fr',
            assignee_id: t.fx.users.admin.id,
            enabled: false,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.map((r: { name: string; position: number }) => [r.position, r.name]),
    ).toEqual([
      [0, 'Incidents to the owner'],
      [1, 'Alpha one star'],
      [2, 'French reviews'],
    ]);
  });

  it('assigns an arriving review by the first rule that matches, and notifies the assignee', async () => {
    const oneStar = await arrive('Alpha', 1, 'Cold soup and nobody came back to our table.');
    await applied(oneStar);
    expect(await assigneeOf(oneStar)).toBe(t.fx.users.manager.id);
    expect(await alertsOf('manager')).toContainEqual(
      expect.objectContaining({ type: 'assigned', reviewId: oneStar, by: null }),
    );
    // An incident matches the first rule, before the Alpha one-star rule.
    const sick = await arrive(
      'Alpha',
      1,
      'We both got food poisoning after the oysters and were sick all night.',
    );
    await applied(sick);
    expect(await assigneeOf(sick)).toBe(t.fx.users.admin.id);
  });

  it('leaves a review no enabled rule matches unassigned', async () => {
    const five = await arrive('Alpha', 5, 'Lovely evening.');
    const french = await arrive('Bravo', 4, 'Très bon repas, merci.');
    // A later review's assignment means the earlier jobs ran too (one queue, in order).
    const marker = await arrive('Alpha', 1, 'The fries were cold again.');
    await applied(marker);
    expect(await assigneeOf(five)).toBeNull();
    expect(await assigneeOf(french)).toBeNull();
  });
});
