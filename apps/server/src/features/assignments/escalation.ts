import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { TColleague } from '@tableside/domain/schemas/workflow';
import { takesComments, WORKFLOW_ACCESS } from '@tableside/domain/access';
import {
  ESCALATION_STEPS,
  ESCALATION_WINDOW_HOURS,
  RESPONSE_TARGET_MAX_HOURS,
  type EscalationStep,
} from '@tableside/domain/response-targets';
import { tierLevel } from '@tableside/domain/tiers';
import type { Db } from '../../db/client.ts';
import {
  dueAtSql,
  isSpamSql,
  storedTargetHoursSql,
  unlessHistorySql,
} from '../../db/response-due-sql.ts';
import { reviews, socialComments } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { raiseWorkflowAlerts, type WorkItem } from '../alerts/public.ts';
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
  const hours = storedTargetHoursSql();
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
      and not ${isSpamSql(sql`r.id`)}
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

/**
 * The same for social comments: one target for every comment, the clock from the guest's comment,
 * answered once its reply is posted; keyed (comment, step) in `social_comment_escalations`.
 */
async function takeDueCommentSteps(tx: Pick<Db, 'execute'>) {
  const hours = unlessHistorySql(
    sql`rs.response_hours_comment`,
    sql`c.commented_at`,
    sql`c.created_at`,
  );
  const stepAt = dueAtSql(sql`c.commented_at`, sql`(${hours}) * s.step`);
  const window = sql`interval '${int(ESCALATION_WINDOW_HOURS)} hours'`;
  const oldest = sql`now() - interval '${int(ESCALATION_STEPS.length * RESPONSE_TARGET_MAX_HOURS + ESCALATION_WINDOW_HOURS)} hours'`;
  const rows = await sqlRows<{ social_comment_id: string; restaurant_id: string; step: number }>(
    tx,
    sql`
    insert into social_comment_escalations (social_comment_id, restaurant_id, step)
    select c.id, c.restaurant_id, s.step
    from social_comments c
    join restaurants rs on rs.id = c.restaurant_id
    left join subscription_tiers t on t.id = rs.subscription_tier_id
    cross join (values ${sql.join(
      ESCALATION_STEPS.map((step) => sql`(${int(step)})`),
      sql`, `,
    )}) as s(step)
    where c.status <> 'posted' and c.deleted_at is null and c.commented_at > ${oldest}
      and coalesce(t.level, 1) >= ${int(tierLevel(WORKFLOW_ACCESS.assign.tier))}
      and ${stepAt} <= now() and ${stepAt} > now() - ${window}
      and not exists (select from social_comment_escalations e
        where e.social_comment_id = c.id and e.step = s.step)
    order by c.commented_at
    limit ${int(BATCH)}
    on conflict do nothing
    returning social_comment_id, restaurant_id, step`,
  );
  return rows.map((row) => ({
    item: { kind: 'social_comment' as const, id: row.social_comment_id },
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
  kind: WorkItem['kind'] = 'review',
): Promise<string[]> {
  const people = await colleaguesAt(db, restaurant.id, restaurant.tierLevel, review.locationId);
  const admins = people.filter((p) => p.role === 'Admin').map((p) => p.id);
  if (step === 2) return admins;
  // A comment is worked on the socials screen, which the location's managers do not open.
  const takes = (p: TColleague) => p.assignable && (kind === 'review' || takesComments(p.role));
  const assignee = people.find((p) => p.id === review.assigneeId && takes(p));
  if (assignee) return [assignee.id];
  if (kind === 'social_comment') return admins;
  const managers = people.filter((p) => p.role === 'Manager').map((p) => p.id);
  return managers.length > 0 ? managers : admins;
}

/** The reviews and comments the steps name, with their location, assignee and plan. */
async function itemsOf(tx: Pick<Db, 'select'>, steps: readonly { item: WorkItem }[]) {
  const ids = (kind: WorkItem['kind']) =>
    steps.filter((s) => s.item.kind === kind).map((s) => s.item.id);
  const tier = (restaurantId: SQLWrapper) => sql<number | null>`(select t.level from restaurants rs
    left join subscription_tiers t on t.id = rs.subscription_tier_id where rs.id = ${restaurantId})`;
  const found = [];
  if (ids('review').length > 0)
    found.push(
      ...(await tx
        .select({
          id: reviews.id,
          locationId: reviews.locationId,
          assigneeId: reviews.assigneeId,
          tierLevel: tier(reviews.restaurantId),
        })
        .from(reviews)
        .where(inArray(reviews.id, ids('review')))),
    );
  if (ids('social_comment').length > 0)
    found.push(
      ...(await tx
        .select({
          id: socialComments.id,
          locationId: socialComments.locationId,
          assigneeId: socialComments.assigneeId,
          tierLevel: tier(socialComments.restaurantId),
        })
        .from(socialComments)
        .where(inArray(socialComments.id, ids('social_comment')))),
    );
  return new Map(found.map((r) => [r.id, r]));
}

/**
 * One run of the escalation job: takes the steps that are due, for reviews and social comments,
 * and raises an `overdue` alert to each step's people, in one transaction, so a step is recorded
 * only with its alerts. Answers the users alerted and those of them who want e-mail, for the push
 * and the e-mail after commit, and the items escalated at their first step, for the escalation
 * channels (one message per item).
 */
export async function escalateOverdueReviews(db: Db): Promise<{
  steps: number;
  alerted: string[];
  toEmail: string[];
  reviewIds: string[];
  commentIds: string[];
}> {
  return db.transaction(async (tx) => {
    const steps = [
      ...(await takeDueSteps(tx)).map((s) => ({
        item: { kind: 'review' as const, id: s.reviewId },
        restaurantId: s.restaurantId,
        step: s.step,
      })),
      ...(await takeDueCommentSteps(tx)),
    ];
    if (steps.length === 0)
      return { steps: 0, alerted: [], toEmail: [], reviewIds: [], commentIds: [] };
    const byId = await itemsOf(tx, steps);
    const alerted = new Set<string>();
    const toEmail = new Set<string>();
    for (const step of steps) {
      const found = byId.get(step.item.id);
      if (!found) continue;
      const restaurant = { id: step.restaurantId, tierLevel: found.tierLevel };
      const raised = await raiseWorkflowAlerts(tx, {
        restaurantId: step.restaurantId,
        item: step.item,
        userIds: await recipients(tx, restaurant, found, step.step, step.item.kind),
        type: 'overdue',
        actorUserId: null,
      });
      for (const alert of raised) {
        alerted.add(alert.userId);
        if (alert.emailWanted) toEmail.add(alert.userId);
      }
    }
    const idsOf = (kind: WorkItem['kind']) => [
      ...new Set(steps.filter((s) => s.item.kind === kind).map((s) => s.item.id)),
    ];
    return {
      steps: steps.length,
      alerted: [...alerted],
      toEmail: [...toEmail],
      reviewIds: idsOf('review'),
      commentIds: idsOf('social_comment'),
    };
  });
}
