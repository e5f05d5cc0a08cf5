import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reviews } from '../db/schema.ts';
import { startJobWorkers } from '../jobs/start-job-workers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { JOBS } from '../workers.ts';

/**
 * The work inbox's test app (docs/product/team-workflow.md): the fixture's users signed in, an
 * ingestion secret, the assignment and notification workers running, and the manager taking
 * e-mail alerts, so assignments and mentions reach the outbox.
 */
export async function openWorkflowApp() {
  const t: TestApp = await createTestApp();
  const maisonId = t.fx.restaurants.maison.id;
  const tokens: Record<string, string> = {};
  for (const user of ['admin', 'manager', 'boh', 'norole', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  const secret = (
    await t.call('POST', `/v1/restaurant/${maisonId}/ingest-secret`, { token: tokens.admin })
  ).json().data.secret as string;
  await startJobWorkers(t.jobs, [JOBS.assignmentApply, JOBS.alertNotify], {
    db: t.database.db,
    publicUrl: t.config.publicUrl,
  });
  const res = await t.call('PUT', '/v1/user-alert/config', {
    token: tokens.manager,
    body: { email: 'manager@maison.test', client_alerts_enabled: true, email_alerts_enabled: true },
  });
  expect(res.statusCode).toBe(200);

  type Alert = { type: string; reviewId: string; by: string | null; seen: boolean };
  return {
    t,
    tokens,
    maisonId,
    secret,
    alpha: () => t.fx.loc('Alpha').id,
    assign: (user: string, location: string, reviewId: string, userId: string | null) =>
      t.call('PUT', `/v1/location/${location}/review/${reviewId}/assignee`, {
        token: tokens[user],
        body: { user_id: userId },
      }),
    /** The ids of one view of the inbox. */
    view: async (user: string, location: string, v: string) => {
      const res = await t.call('GET', `/v1/location/${location}/review?view=${v}&limit=200`, {
        token: tokens[user],
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: string }[]).map((r) => r.id);
    },
    alertsOf: async (user: string) =>
      (await t.call('GET', `/v1/restaurant/${maisonId}/user-alert`, { token: tokens[user] })).json()
        .data as Alert[],
    assigneeOf: async (id: string) =>
      (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]?.assigneeId,
  };
}

export type WorkflowApp = Awaited<ReturnType<typeof openWorkflowApp>>;
