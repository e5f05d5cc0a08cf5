import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { socialComments } from '../../db/schema.ts';
import { alerts, socialCommentEscalations } from '../../db/schema.ts';
import { createSocialComment } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { escalateOverdueReviews } from '../assignments/escalation.ts';

// A social comment's response-time target, its Overdue view and its escalation
// (docs/product/team-workflow.md#social-comments): the reviews' rule with one target, 24 hours
// unless the Admin sets another.

let t: TestApp;
const tokens: Record<string, string> = {};
let maison: string;
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

async function comment(
  location: string,
  externalId: string,
  hours: number,
  fields: Partial<typeof socialComments.$inferInsert> = {},
) {
  return (
    await createSocialComment(t, {
      location,
      platform: 'instagram',
      externalId,
      postId: 'media-1',
      text: 'Open on Monday?',
      commentedAt: hoursAgo(hours),
      createdAt: hoursAgo(hours),
      ...fields,
    })
  ).id;
}

type Listed = { id: string; response_due: { due_at: string; state: string } | null };
const list = async (restaurant: string, token: string, view = '') => {
  const res = await t.call(
    'GET',
    `/v1/restaurant/${restaurant}/social-comment${view && `?view=${view}`}`,
    { token },
  );
  return res;
};
const overdueTo = async (commentId: string) =>
  (await t.database.db.select().from(alerts).where(eq(alerts.socialCommentId, commentId)))
    .filter((a) => a.type === 'overdue')
    .map((a) => a.userId);

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  maison = t.fx.restaurants.maison.id;
});
afterAll(() => t.close());

describe('a social comment’s response time', () => {
  it('says where each comment stands and lists the late ones in the Overdue view', async () => {
    const late = await comment('Alpha', 'ig-late', 30);
    const soon = await comment('Alpha', 'ig-soon', 20);
    const fresh = await comment('Alpha', 'ig-fresh', 1);
    const answered = await comment('Alpha', 'ig-answered', 40, { status: 'posted' });
    // Older than 30 days when it arrived (a first sync): history, no due time.
    const history = await comment('Alpha', 'ig-history', 24 * 40, { createdAt: hoursAgo(1) });
    const res = await list(maison, tokens.admin as string);
    expect(res.statusCode).toBe(200);
    const states = new Map(
      (res.json().data as Listed[]).map((c) => [c.id, c.response_due?.state ?? null]),
    );
    expect(
      Object.fromEntries([late, soon, fresh, answered, history].map((id) => [id, states.get(id)])),
    ).toEqual({
      [late]: 'overdue',
      [soon]: 'due_soon',
      [fresh]: 'on_time',
      [answered]: 'answered',
      [history]: null,
    });
    const overdue = await list(maison, tokens.admin as string, 'overdue');
    expect((overdue.json().data as Listed[]).map((c) => c.id)).toEqual([late]);
    // Another restaurant's admin sees none of them, late or not.
    const other = await list(t.fx.restaurants.other.id, tokens.otheradmin as string, 'overdue');
    expect(other.json().data).toEqual([]);
  });

  it('is refused below Essential, with the rest of the socials screen', async () => {
    const growth = t.fx.restaurants.growth.id;
    for (const view of ['overdue', '']) {
      const res = await list(growth, tokens.growthadmin as string, view);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('plan_required');
    }
  });

  it('escalates an overdue comment to its assignee, then the Admins, each step once', async () => {
    // Due at 24 hours, step 2 at 48: 30 hours late is step 1 only.
    const assigned = await comment('Alpha', 'ig-assigned', 30, {
      assigneeId: t.fx.users.admin.id,
    });
    // Assigned to a manager by hand in the data: managers do not open the socials screen, so
    // the Admins are told instead.
    const stray = await comment('Alpha', 'ig-stray', 50, { assigneeId: t.fx.users.manager.id });
    await escalateOverdueReviews(t.database.db);
    await escalateOverdueReviews(t.database.db);
    expect(await overdueTo(assigned)).toEqual([t.fx.users.admin.id]);
    expect(await overdueTo(stray)).toEqual([t.fx.users.admin.id]);
    const steps = await t.database.db
      .select({ id: socialCommentEscalations.socialCommentId, step: socialCommentEscalations.step })
      .from(socialCommentEscalations);
    expect(steps.filter((s) => s.id === assigned).map((s) => s.step)).toEqual([1]);
    expect(
      steps
        .filter((s) => s.id === stray)
        .map((s) => s.step)
        .sort(),
    ).toEqual([1, 2]);
    expect(await overdueTo(await comment('Alpha', 'ig-new', 2))).toEqual([]);
  });
});
