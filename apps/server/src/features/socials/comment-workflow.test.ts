import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewNotes, socialComments } from '../../db/schema.ts';
import { createSocialComment } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A social comment's assignee and internal notes (docs/product/team-workflow.md): the reviews'
// rules, on the socials' routes.

let t: TestApp;
const tokens: Record<string, string> = {};
let maisonId: string;
let alphaComment: string;
let bravoComment: string;
const url = (commentId: string, tail: string, restaurantId = maisonId) =>
  `/v1/restaurant/${restaurantId}/social-comment/${commentId}/${tail}`;

async function comment(location: string, externalId: string) {
  return (
    await createSocialComment(t, {
      location,
      platform: 'instagram',
      externalId,
      postId: 'media-1',
      authorName: 'Guest',
      text: 'Is the terrace open on Sunday?',
      commentedAt: new Date('2026-11-20T10:00:00Z'),
    })
  ).id;
}

beforeAll(async () => {
  t = await createTestApp();
  maisonId = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'boh', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  alphaComment = await comment('Alpha', 'ig-alpha');
  bravoComment = await comment('Bravo', 'ig-bravo');
});
afterAll(() => t.close());

describe('assigning a social comment', () => {
  it('assigns to a colleague of the location, lists it in Mine and out of Unassigned, and audits once', async () => {
    const res = await t.call('PUT', url(alphaComment, 'assignee'), {
      token: tokens.admin,
      body: { user_id: t.fx.users.admin.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      assignee_id: t.fx.users.admin.id,
      assignee_name: 'Admin Tester',
    });
    // Again: nothing changes, nothing more in the audit log.
    await t.call('PUT', url(alphaComment, 'assignee'), {
      token: tokens.admin,
      body: { user_id: t.fx.users.admin.id },
    });
    const ids = async (view: string) =>
      (
        (
          await t.call('GET', `/v1/restaurant/${maisonId}/social-comment?view=${view}`, {
            token: tokens.admin,
          })
        ).json().data as { id: string }[]
      ).map((c) => c.id);
    expect(await ids('mine')).toEqual([alphaComment]);
    expect(await ids('unassigned')).toEqual([bravoComment]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, alphaComment), eq(auditLog.action, 'social_comment.assigned')),
      );
    expect(audit).toHaveLength(1);
    // A manager of the location may unassign it, but cannot take it: comments are worked on the
    // socials screen, which only Admins open (packages/domain/src/access.ts).
    const taken = await t.call('PUT', url(alphaComment, 'assignee'), {
      token: tokens.manager,
      body: { user_id: t.fx.users.manager.id },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('assignee_not_allowed');
    const freed = await t.call('PUT', url(alphaComment, 'assignee'), {
      token: tokens.manager,
      body: { user_id: null },
    });
    expect(freed.json().data).toMatchObject({ assignee_id: null, assignee_name: null });
  });

  it('refuses the kitchen, a colleague who may not see the location and a stranger, changing nothing', async () => {
    for (const [commentId, userId] of [
      [alphaComment, t.fx.users.boh.id],
      [bravoComment, t.fx.users.manager.id],
      [alphaComment, t.fx.users.otherAdmin.id],
    ] as const) {
      const res = await t.call('PUT', url(commentId, 'assignee'), {
        token: tokens.admin,
        body: { user_id: userId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('assignee_not_allowed');
    }
    const rows = await t.database.db
      .select({ assigneeId: socialComments.assigneeId })
      .from(socialComments)
      .where(eq(socialComments.id, bravoComment));
    expect(rows[0]?.assigneeId).toBeNull();
  });

  it('hides another location’s comment from a manager, and another restaurant’s from its admin', async () => {
    const manager = await t.call('PUT', url(bravoComment, 'assignee'), {
      token: tokens.manager,
      body: { user_id: t.fx.users.manager.id },
    });
    expect(manager.statusCode).toBe(404);
    const other = t.fx.restaurants.other.id;
    const stranger = await t.call('GET', url(alphaComment, 'note', other), {
      token: tokens.otheradmin,
    });
    expect(stranger.statusCode).toBe(404);
    const growth = await t.call('GET', url(alphaComment, 'note'), { token: tokens.growthadmin });
    expect(growth.statusCode).toBe(403);
  });
});

describe('internal notes on a social comment', () => {
  it('keeps a thread the kitchen reads and answers, apart from the reviews’ notes, with an audit entry', async () => {
    const added = await t.call('POST', url(alphaComment, 'note'), {
      token: tokens.admin,
      body: {
        body: 'Terrace opens in May.\n@Admin to answer?',
        mentions: [t.fx.users.admin.id],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      review_id: null,
      social_comment_id: alphaComment,
      author_name: 'Admin Tester',
      mentions: [{ id: t.fx.users.admin.id, name: 'Admin Tester' }],
    });
    const reply = await t.call('POST', url(alphaComment, 'note'), {
      token: tokens.boh,
      body: { body: 'Sunday brunch is inside.' },
    });
    expect(reply.statusCode).toBe(200);
    const thread = await t.call('GET', url(alphaComment, 'note'), { token: tokens.manager });
    expect(thread.json().data.map((n: { body: string }) => n.body)).toEqual([
      'Terrace opens in May.\n@Admin to answer?',
      'Sunday brunch is inside.',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, alphaComment), eq(auditLog.action, 'social_comment.note_added')),
      );
    expect(audit).toHaveLength(2);
  });

  it('refuses a mention of someone who may not see the location, writing nothing', async () => {
    const res = await t.call('POST', url(bravoComment, 'note'), {
      token: tokens.admin,
      body: { body: 'Look', mentions: [t.fx.users.manager.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('mention_not_allowed');
    const rows = await t.database.db
      .select()
      .from(reviewNotes)
      .where(eq(reviewNotes.socialCommentId, bravoComment));
    expect(rows).toHaveLength(0);
  });
});
