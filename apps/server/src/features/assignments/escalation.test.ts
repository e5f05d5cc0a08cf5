import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, emailOutbox, reviewEscalations, reviews } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/define-job.ts';
import { createReview } from '../../test/factory.ts';
import { analyseStoredReview } from '../insights/analysis.ts';
import type { TestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/wait.ts';
import { openWorkflowApp, type WorkflowApp } from '../../test/workflow-app.ts';
import { escalateOverdueReviews } from './escalation.ts';
import { escalationJob } from './jobs.ts';

// Escalation of overdue reviews (docs/product/team-workflow.md#escalation). Maison keeps the
// default targets: a 1–2★ review is due 4 hours after the guest posted it, escalated at 8.

let w: WorkflowApp;
let t: TestApp;
beforeAll(async () => {
  w = await openWorkflowApp();
  t = w.t;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
/** A review the guest posted this many hours ago, received as it was posted. */
const posted = (location: string, rating: number, hours: number, fields = {}) =>
  createReview(t, {
    location,
    rating,
    reviewDate: hoursAgo(hours),
    createdAt: hoursAgo(hours),
    ...fields,
  });
const overdueAlertsOn = (reviewId: string) =>
  t.database.db
    .select({ userId: alerts.userId, seenAt: alerts.seenAt })
    .from(alerts)
    .where(eq(alerts.reviewId, reviewId))
    .then((rows) => rows);
const overdueTo = async (reviewId: string) => {
  const rows = await t.database.db
    .select({ userId: alerts.userId, type: alerts.type })
    .from(alerts)
    .where(eq(alerts.reviewId, reviewId));
  return rows.filter((r) => r.type === 'overdue').map((r) => r.userId);
};
const stepsOf = async (reviewId: string) =>
  (
    await t.database.db
      .select({ step: reviewEscalations.step })
      .from(reviewEscalations)
      .where(eq(reviewEscalations.reviewId, reviewId))
  )
    .map((r) => r.step)
    .sort();
const runJob = () =>
  escalationJob.handler(null, { db: t.database.db }, { queue: t.jobs } as JobContext);

describe('escalating overdue reviews', () => {
  it('alerts the location’s managers when an unassigned review becomes overdue, then the Admins', async () => {
    const review = await posted('Alpha', 1, 5);
    await runJob();
    expect(await stepsOf(review.id)).toEqual([1]);
    expect(await overdueTo(review.id)).toEqual([t.fx.users.manager.id]);
    expect(await w.alertsOf('manager')).toContainEqual(
      expect.objectContaining({ type: 'overdue', reviewId: review.id, by: null, seen: false }),
    );
    // The manager takes e-mail alerts: the notice reaches the outbox.
    const mail = await waitFor(
      () =>
        t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, 'manager@maison.test')),
      (rows) => rows.some((r) => r.subject === 'A review at Alpha is overdue'),
      { timeoutMs: 10_000 },
    );
    expect(mail.find((r) => r.subject.includes('overdue'))?.textBody).toContain(review.id);

    // Still unanswered a further target later: the Admins.
    await t.database.db
      .update(reviews)
      .set({ reviewDate: hoursAgo(9), createdAt: hoursAgo(9) })
      .where(eq(reviews.id, review.id));
    await runJob();
    expect(await stepsOf(review.id)).toEqual([1, 2]);
    expect((await overdueTo(review.id)).sort()).toEqual(
      [t.fx.users.manager.id, t.fx.users.admin.id].sort(),
    );
    expect(await w.alertsOf('admin')).toContainEqual(
      expect.objectContaining({ type: 'overdue', reviewId: review.id }),
    );
  });

  it('alerts the assignee alone at step 1', async () => {
    const review = await posted('Alpha', 2, 5, { assigneeId: t.fx.users.admin.id });
    // The review escalated is named for the escalation channels too (one message per review).
    expect((await escalateOverdueReviews(t.database.db)).reviewIds).toEqual([review.id]);
    expect(await overdueTo(review.id)).toEqual([t.fx.users.admin.id]);
  });

  it('takes each step exactly once with two workers at a time and again after a restart', async () => {
    const review = await posted('Charlie', 1, 9);
    const runs = await Promise.all([
      escalateOverdueReviews(t.database.db),
      escalateOverdueReviews(t.database.db),
    ]);
    await escalateOverdueReviews(t.database.db);
    expect(await stepsOf(review.id)).toEqual([1, 2]);
    // Charlie has no manager: step 1 falls to the Admins, and step 2 brings nobody new.
    expect(await overdueTo(review.id)).toEqual([t.fx.users.admin.id]);
    const rows = await overdueAlertsOn(review.id);
    expect(rows).toHaveLength(1);
    expect(runs.map((r) => r.steps).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
  });

  it('leaves alone what is answered, has no due time, is not yet due, or is below Essential', async () => {
    const answered = await posted('Alpha', 1, 9, { status: 'posted', postedAt: hoursAgo(1) });
    // Imported 40 days after the guest posted it: history, never due.
    const history = await createReview(t, {
      location: 'Alpha',
      rating: 1,
      reviewDate: hoursAgo(40 * 24),
    });
    const early = await posted('Alpha', 1, 3);
    const positive = await posted('Alpha', 5, 20);
    const growth = await posted('Growth One', 1, 9);
    const gone = await posted('Alpha', 1, 9, { deletedAt: new Date() });
    // A week past its last step: too old to raise now.
    const old = await posted('Alpha', 1, 8 + 7 * 24 + 1);
    // Read as spam: no draft, so no clock.
    const spam = await posted('Alpha', 1, 9, {
      text: 'Wrong place, sorry! This was meant for the sushi bar next door, the nigiri were warm.',
    });
    await analyseStoredReview(t.database.db, spam.id);
    await escalateOverdueReviews(t.database.db);
    const ids = [answered, history, early, positive, growth, gone, old, spam].map((r) => r.id);
    expect(
      await t.database.db
        .select()
        .from(reviewEscalations)
        .where(inArray(reviewEscalations.reviewId, ids)),
    ).toEqual([]);
    expect(await t.database.db.select().from(alerts).where(inArray(alerts.reviewId, ids))).toEqual(
      [],
    );
  });
});
