import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertChannels,
  alertDeliveries,
  alertSettings,
  alerts,
  emailOutbox,
  userRoles,
  users,
} from '../../db/schema.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { createSocialComment } from '../../test/factory.ts';
import type { TestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/wait.ts';
import { openWorkflowApp, type WorkflowApp } from '../../test/workflow-app.ts';
import { JOBS } from '../../workers.ts';

// A social comment's assignment and mentions notify like a review's
// (docs/product/team-workflow.md#social-comments): an alert, e-mail in the reader's language, and
// the team's channels.

let w: WorkflowApp;
let t: TestApp;
let claire: string;
let alpha: string;

const url = (commentId: string, tail: string, restaurantId = w.maisonId) =>
  `/v1/restaurant/${restaurantId}/social-comment/${commentId}/${tail}`;

async function comment(location: string, externalId: string) {
  return (
    await createSocialComment(t, {
      location,
      platform: 'facebook',
      externalId,
      postId: 'post-1',
      authorName: 'Guest',
      text: 'Do you take bookings for twelve?',
      commentedAt: new Date(),
    })
  ).id;
}

const alertRows = (userId: string, commentId: string) =>
  t.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.socialCommentId, commentId)));

const mailTo = (address: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

beforeAll(async () => {
  w = await openWorkflowApp();
  t = w.t;
  await startJobWorkers(t.jobs, [JOBS.alertChannelRaise], { db: t.database.db });
  // A second Admin of the restaurant, who reads French and takes e-mail alerts at once.
  const [admin] = await t.database.db.select().from(users).where(eq(users.id, t.fx.users.admin.id));
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: 'claire',
      email: 'claire@test.dev',
      firstname: 'Claire',
      lastname: 'Tester',
      passwordHash: admin?.passwordHash ?? '',
      restaurantId: w.maisonId,
      locationId: t.fx.loc('Alpha').id,
      language: 'fr',
    })
    .returning();
  claire = (row as { id: string }).id;
  const adminRole = t.fx.roles.find((r) => r.name === 'Admin');
  await t.database.db.insert(userRoles).values({ userId: claire, roleId: adminRole?.id as string });
  await t.database.db.insert(alertSettings).values({
    userId: claire,
    restaurantId: w.maisonId,
    email: 'claire@maison.test',
    emailAlertsEnabled: true,
  });
  w.tokens.claire = (await t.login('claire')).token;
  await t.database.db.insert(alertChannels).values({
    restaurantId: w.maisonId,
    kind: 'slack',
    name: 'Floor',
    url: 'sealed',
    urlHint: 'hooks.slack.com…abcd',
    alertTypes: ['assignment'],
  });
  alpha = await comment('Alpha', 'fb-alpha');
});
afterAll(() => t.close());

describe('assigning a social comment notifies the assignee', () => {
  it('raises one alert, one e-mail in their language that opens the comment, and one channel message', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.call('PUT', url(alpha, 'assignee'), {
        token: w.tokens.admin,
        body: { user_id: claire },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await alertRows(claire, alpha)).toMatchObject([
      { type: 'assigned', reviewId: null, actorUserId: t.fx.users.admin.id },
    ]);
    const mail = await waitFor(
      () => mailTo('claire@maison.test'),
      (rows) => rows.length > 0,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Un commentaire à Alpha vous est attribué');
    expect(mail[0]?.textBody).toContain(`/fr/dashboard/socials/posts?comment=${alpha}`);
    expect(mail[0]?.textBody).toContain('Commentaire Facebook');
    const delivered = await waitFor(
      () =>
        t.database.db
          .select()
          .from(alertDeliveries)
          .where(eq(alertDeliveries.socialCommentId, alpha)),
      (rows) => rows.length > 0,
    );
    expect(delivered).toMatchObject([
      { type: 'assignment', eventKey: `assignment:comment:${alpha}:${claire}`, reviewId: null },
    ]);

    // The alerts list carries it only when asked, so older clients keep reading reviews.
    const list = (include: string) =>
      t.call('GET', `/v1/restaurant/${w.maisonId}/user-alert${include}`, {
        token: w.tokens.claire,
      });
    expect((await list('')).json().data).toEqual([]);
    const withComments = (await list('?include=comments')).json().data;
    expect(withComments).toEqual([
      expect.objectContaining({
        type: 'assigned',
        commentId: alpha,
        by: 'Admin Tester',
        seen: false,
        comment: expect.objectContaining({
          id: alpha,
          location_name: 'Alpha',
          platform: 'facebook',
        }),
      }),
    ]);
    const seen = await t.call('POST', `/v1/social-comment/${alpha}/alert/seen`, {
      token: w.tokens.claire,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ commentIds: [alpha], unseen: 0 });
  });

  it('notifies nobody of their own assignment, and never a user who cannot open the socials screen', async () => {
    const own = await comment('Alpha', 'fb-own');
    const res = await t.call('PUT', url(own, 'assignee'), {
      token: w.tokens.admin,
      body: { user_id: t.fx.users.admin.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await alertRows(t.fx.users.admin.id, own)).toEqual([]);
    for (const userId of [t.fx.users.manager.id, t.fx.users.boh.id]) {
      const refused = await t.call('PUT', url(own, 'assignee'), {
        token: w.tokens.admin,
        body: { user_id: userId },
      });
      expect(refused.json().code).toBe('assignee_not_allowed');
      const mention = await t.call('POST', url(own, 'note'), {
        token: w.tokens.admin,
        body: { body: 'Can you look?', mentions: [userId] },
      });
      expect(mention.statusCode).toBe(400);
      expect(mention.json().code).toBe('mention_not_allowed');
      expect(await alertRows(userId, own)).toEqual([]);
    }
    expect(await mailTo('manager@maison.test')).toEqual([]);
  });
});

describe('a mention in a comment’s notes', () => {
  it('alerts and e-mails the colleague once per mention, and comes back unseen when mentioned again', async () => {
    const mention = () =>
      t.call('POST', url(alpha, 'note'), {
        token: w.tokens.admin,
        body: { body: '@Claire a group of twelve', mentions: [claire] },
      });
    expect((await mention()).statusCode).toBe(200);
    await waitFor(
      () => mailTo('claire@maison.test'),
      (rows) => rows.length === 2,
    );
    await t.call('POST', `/v1/social-comment/${alpha}/alert/seen`, { token: w.tokens.claire });
    expect((await mention()).statusCode).toBe(200);
    const rows = await alertRows(claire, alpha);
    expect(rows.filter((a) => a.type === 'mention')).toMatchObject([{ seenAt: null }]);
    const mail = await waitFor(
      () => mailTo('claire@maison.test'),
      (r) => r.length === 3,
    );
    expect(mail.filter((m) => m.subject.startsWith('Admin Tester vous a mentionné'))).toHaveLength(
      2,
    );
  });

  it('keeps another restaurant’s admin away from the comment’s alerts', async () => {
    const res = await t.call('POST', `/v1/social-comment/${alpha}/alert/seen`, {
      token: w.tokens.otheradmin,
    });
    expect(res.statusCode).toBe(404);
    const none = await t.call('POST', `/v1/social-comment/${alpha}/alert/seen`, {
      token: w.tokens.admin,
    });
    expect(none.statusCode).toBe(404);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(eq(alerts.socialCommentId, alpha));
    expect(count?.n).toBe(2);
  });
});
