import { inArray, sql } from 'drizzle-orm';
import { WORKFLOW_ACCESS } from '@tableside/domain/access';
import {
  ESCALATION_STEPS,
  ESCALATION_WINDOW_HOURS,
  RESPONSE_TARGET_MAX_HOURS,
  type EscalationStep,
} from '@tableside/domain/response-targets';
import { tierLevel } from '@tableside/domain/tiers';
import type { Db } from '../../db/client.ts';
import { dueAtSql, targetHoursSql, unlessHistorySql } from '../../db/response-due-sql.ts';
import { reviews } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { raiseWorkflowAlerts } from '../alerts/public.ts';
import { colleaguesAt } from './colleagues.ts';

/** Steps taken in one run at most; the next run takes the rest. */
const BATCH = 500;

const int = (n: number) => sql.raw(String(n));

/**
 * Records each escalation step whose time has come (`escalationStepsDue` of
 * `packages/domain/src/response-targets.ts`, in SQL): reviews of Essential restaurants and up,
 * with a due time, still unanswered. The key (review, step) keeps each step to one row whatever
 * the workers: a second worker's insert waits for the first and then adds nothing.
 */
async function takeDueSteps(tx: Pick<Db, 'execute'>) {
  const hours = unlessHistorySql(
    targetHoursSql(sql`r.rating`, {
      negative: sql`rs.response_hours_negative`,
      neutral: sql`rs.response_hours_neutral`,
      positive: sql`rs.response_hours_positive`,
    }),
    sql`r.review_date`,
    sql`r.created_at`,
  );
  const stepAt = dueAtSql(sql`r.review_date`, sql`(${hours}) * s.step`);
  const window = sql`interval '${int(ESCALATION_WINDOW_HOURS)} hours'`;
  // The oldest review a step can still come for: both targets at their longest, and the window.
  const oldest = sql`now() - interval '${int(ESCALATION_STEPS.length * RESPONSE_TARGET_MAX_HOURS + ESCALATION_WINDOW_HOURS)} hours'`;
  const rows = await sqlRows<{ review_id: string; restaurant_id: string; step: number }>(
    tx,
    sql`
    insert into review_escalations (review_id, restaurant_id, step)
    select r.id, r.restaurant_id, s.step
    from reviews r
    join restaurants rs on rs.id = r.restaurant_id
    left join subscription_tiers t on t.id = rs.subscription_tier_id
    cross join (values ${sql.join(
      ESCALATION_STEPS.map((step) => sql`(${int(step)})`),
      sql`, `,
    )}) as s(step)
    where r.status <> 'posted' and r.deleted_at is null and r.review_date > ${oldest}
      and coalesce(t.level, 1) >= ${int(tierLevel(WORKFLOW_ACCESS.assign.tier))}
      and ${stepAt} <= now() and ${stepAt} > now() - ${window}
      and not exists (select from review_escalations e where e.review_id = r.id and e.step = s.step)
    order by r.review_date
    limit ${int(BATCH)}
    on conflict do nothing
    returning review_id, restaurant_id, step`,
  );
  return rows.map((row) => ({
    reviewId: row.review_id,
    restaurantId: row.restaurant_id,
    step: row.step as EscalationStep,
  }));
}

type Review = { id: string; locationId: string; assigneeId: string | null };

/**
 * Who a step reaches (docs/product/team-workflow.md#escalation): step 1 the assignee if they may
 * still take the review, else the location's managers; step 2, or a step 1 that finds nobody,
 * the restaurant's Admins who may see the location.
 */
async function recipients(
  db: Pick<Db, 'select'>,
  restaurant: { id: string; tierLevel: number | null },
  review: Review,
  step: EscalationStep,
): Promise<string[]> {
  const people = await colleaguesAt(db, restaurant.id, restaurant.tierLevel, review.locationId);
  const admins = people.filter((p) => p.role === 'Admin').map((p) => p.id);
  if (step === 2) return admins;
  const assignee = people.find((p) => p.id === review.assigneeId && p.assignable);
  if (assignee) return [assignee.id];
  const managers = people.filter((p) => p.role === 'Manager').map((p) => p.id);
  return managers.length > 0 ? managers : admins;
}

/**
 * One run of the escalation job: takes the steps that are due and raises an `overdue` alert to
 * each step's people, in one transaction, so a step is recorded only with its alerts. Answers the
 * users alerted and those of them who want e-mail, for the push and the e-mail after commit, and
 * the reviews escalated, for the escalation channels (one message per review, at its first step).
 */
export async function escalateOverdueReviews(
  db: Db,
): Promise<{ steps: number; alerted: string[]; toEmail: string[]; reviewIds: string[] }> {
  return db.transaction(async (tx) => {
    const steps = await takeDueSteps(tx);
    if (steps.length === 0) return { steps: 0, alerted: [], toEmail: [], reviewIds: [] };
    const found = await tx
      .select({
        id: reviews.id,
        locationId: reviews.locationId,
        assigneeId: reviews.assigneeId,
        tierLevel: sql<number | null>`(select t.level from restaurants rs
          left join subscription_tiers t on t.id = rs.subscription_tier_id
          where rs.id = ${reviews.restaurantId})`,
      })
      .from(reviews)
      .where(
        inArray(
          reviews.id,
          steps.map((s) => s.reviewId),
        ),
      );
    const byId = new Map(found.map((r) => [r.id, r]));
    const alerted = new Set<string>();
    const toEmail = new Set<string>();
    for (const step of steps) {
      const review = byId.get(step.reviewId);
      if (!review) continue;
      const restaurant = { id: step.restaurantId, tierLevel: review.tierLevel };
      const raised = await raiseWorkflowAlerts(tx, {
        restaurantId: step.restaurantId,
        reviewId: step.reviewId,
        userIds: await recipients(tx, restaurant, review, step.step),
        type: 'overdue',
        actorUserId: null,
      });
      for (const alert of raised) {
        alerted.add(alert.userId);
        if (alert.emailWanted) toEmail.add(alert.userId);
      }
    }
    const reviewIds = [...new Set(steps.map((s) => s.reviewId))];
    return { steps: steps.length, alerted: [...alerted], toEmail: [...toEmail], reviewIds };
  });
}
