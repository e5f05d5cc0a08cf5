import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { auditLog, reviewNotes } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { openWorkflowApp, type WorkflowApp } from '../../test/workflow-app.ts';

// Internal notes and their mentions (docs/product/team-workflow.md#internal-notes).

let w: WorkflowApp;
let t: TestApp;
beforeAll(async () => {
  w = await openWorkflowApp();
  t = w.t;
});
afterAll(() => t.close());

describe('internal notes', () => {
  it('keeps a thread with line breaks, notifies the mentioned colleague and writes the audit log', async () => {
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Burnt steak' });
    const url = `/v1/location/${w.alpha()}/review/${review.id}/note`;
    const res = await t.call('POST', url, {
      token: w.tokens.admin,
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
    expect(await w.alertsOf('boh')).toContainEqual(
      expect.objectContaining({ type: 'mention', reviewId: review.id, by: 'Admin Tester' }),
    );
    // The kitchen reads and answers in the thread.
    const reply = await t.call('POST', url, {
      token: w.tokens.boh,
      body: { body: 'Confirmed: the fryer was down.' },
    });
    expect(reply.statusCode).toBe(200);
    const thread = await t.call('GET', url, { token: w.tokens.manager });
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
      const res = await t.call('POST', url, { token: w.tokens.admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(
      await t.database.db.select().from(reviewNotes).where(eq(reviewNotes.reviewId, review.id)),
    ).toEqual([]);
  });
});
