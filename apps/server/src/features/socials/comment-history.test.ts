import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocialComment } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A social comment's history, like a review's (docs/product/team-workflow.md#social-comments):
// who assigned it, who wrote a note, each reply step with its text, and when.

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
      platform: 'facebook',
      externalId,
      postId: 'post-1',
      authorName: 'Guest',
      text: 'Is the terrace open on Sunday?',
      commentedAt: new Date(),
    })
  ).id;
}

async function ok(method: 'PUT' | 'POST', path: string, body?: unknown) {
  const res = await t.call(method, path, { token: tokens.admin, body });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  maisonId = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  alphaComment = await comment('Alpha', 'fb-history-alpha');
  bravoComment = await comment('Bravo', 'fb-history-bravo');
});
afterAll(() => t.close());

describe('a comment’s history', () => {
  it('lists assignment, notes and each reply step with who did it and the reply’s text, oldest first', async () => {
    const empty = await t.call('GET', url(alphaComment, 'history'), { token: tokens.admin });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);

    await ok('PUT', url(alphaComment, 'assignee'), { user_id: t.fx.users.admin.id });
    await ok('POST', url(alphaComment, 'note'), { body: 'I will answer this one.', mentions: [] });
    await ok('PUT', url(alphaComment, 'response'), { response: 'Yes, from noon, see you!' });
    await ok('PUT', url(alphaComment, 'response/approve'));
    await ok('POST', url(alphaComment, 'response/mark-posted'));
    await ok('PUT', url(alphaComment, 'assignee'), { user_id: null });
    // Another comment's doings stay in its own history.
    await ok('PUT', url(bravoComment, 'assignee'), { user_id: t.fx.users.admin.id });

    const res = await t.call('GET', url(alphaComment, 'history'), { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    const events = res.json().data as Record<string, unknown>[];
    expect(
      events.map(({ action, status, text, actor_name }) => ({ action, status, text, actor_name })),
    ).toEqual([
      {
        action: 'social_comment.assigned',
        status: null,
        text: null,
        actor_name: 'Admin Tester',
      },
      {
        action: 'social_comment.note_added',
        status: null,
        text: null,
        actor_name: 'Admin Tester',
      },
      {
        action: 'reply.edit',
        status: 'edited',
        text: 'Yes, from noon, see you!',
        actor_name: 'Admin Tester',
      },
      {
        action: 'reply.approve',
        status: 'approved',
        text: 'Yes, from noon, see you!',
        actor_name: 'Admin Tester',
      },
      {
        action: 'reply.mark_posted',
        status: 'posted',
        text: 'Yes, from noon, see you!',
        actor_name: 'Admin Tester',
      },
      {
        action: 'social_comment.unassigned',
        status: null,
        text: null,
        actor_name: 'Admin Tester',
      },
    ]);
    const times = events.map((e) => Date.parse(e.created_at as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('calls a comment’s first drafted reply a draft, and the next one a regeneration', async () => {
    await ok('POST', url(bravoComment, 'response/regenerate'), {});
    await ok('POST', url(bravoComment, 'response/regenerate'), {});
    const res = await t.call('GET', url(bravoComment, 'history'), { token: tokens.admin });
    const steps = (res.json().data as { action: string }[])
      .map((e) => e.action)
      .filter((a) => a.startsWith('reply.'));
    expect(steps).toEqual(['reply.draft', 'reply.regenerate']);
  });

  it('keeps another restaurant, a lower plan and roles that do not open the socials screen out', async () => {
    // Another restaurant's Admin, naming their own restaurant or this one: the comment looks absent or refused.
    const own = await t.call('GET', url(alphaComment, 'history', t.fx.restaurants.other.id), {
      token: tokens.otheradmin,
    });
    expect(own.statusCode).toBe(404);
    const theirs = await t.call('GET', url(alphaComment, 'history'), { token: tokens.otheradmin });
    expect([403, 404]).toContain(theirs.statusCode);
    expect(JSON.stringify(theirs.json())).not.toContain('Admin Tester');
    const manager = await t.call('GET', url(alphaComment, 'history'), { token: tokens.manager });
    expect(manager.statusCode).toBe(403);
    const growth = await t.call('GET', url(alphaComment, 'history', t.fx.restaurants.growth.id), {
      token: tokens.growthadmin,
    });
    expect(growth.json().code).toBe('plan_required');
    const bad = await t.call('GET', url('not-a-uuid', 'history'), { token: tokens.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});
