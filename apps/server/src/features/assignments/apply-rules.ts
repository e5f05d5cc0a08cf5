import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentRules,
  restaurants,
  reviewAnalyses,
  reviews,
  subscriptionTiers,
} from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { raiseWorkflowAlerts } from '../alerts/public.ts';
import { colleaguesAt } from './colleagues.ts';
import { workflowAccess } from '@tableside/domain/access';

type Rule = typeof assignmentRules.$inferSelect;
type Arrived = {
  id: string;
  restaurantId: string;
  locationId: string;
  rating: number;
  source: string;
  language: string | null;
  incident: boolean;
};

/** Whether every condition the rule names holds for the review; absent conditions match. */
export function ruleMatches(rule: Rule, r: Arrived): boolean {
  return (
    rule.enabled &&
    (rule.locationId === null || rule.locationId === r.locationId) &&
    (rule.minRating === null || r.rating >= rule.minRating) &&
    (rule.maxRating === null || r.rating <= rule.maxRating) &&
    (rule.source === null || rule.source === r.source) &&
    (rule.language === null || rule.language === r.language) &&
    (!rule.incident || r.incident)
  );
}

/** Whether the restaurant has an enabled rule that needs the analysis (the incident flag). */
export const rulesNeedAnalysis = (restaurantId: SQLWrapper) =>
  sql`exists (select 1 from assignment_rules a where a.restaurant_id = ${restaurantId}
    and a.enabled and a.incident)`;

/**
 * Assigns arrived reviews by the restaurant's rules (docs/product/team-workflow.md#assignment-rules):
 * in order, the first enabled rule that matches and whose assignee may still take reviews of the
 * location wins. Reviews someone already assigned are left alone, so a retried job changes
 * nothing. Answers the assignments made, whose assignees are notified.
 */
export async function applyAssignmentRules(
  db: Db,
  reviewIds: readonly string[],
): Promise<{ reviewId: string; assigneeId: string }[]> {
  if (reviewIds.length === 0) return [];
  const arrived = await db
    .select({
      id: reviews.id,
      restaurantId: reviews.restaurantId,
      locationId: reviews.locationId,
      rating: reviews.rating,
      source: reviews.source,
      language: sql<
        string | null
      >`coalesce(nullif(${reviewAnalyses.language}, 'und'), ${reviews.language})`,
      incident: sql<boolean>`coalesce(jsonb_array_length(${reviewAnalyses.signals} -> 'incidents') > 0, false)`,
      tierLevel: subscriptionTiers.level,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .leftJoin(reviewAnalyses, eq(reviewAnalyses.reviewId, reviews.id))
    .where(
      and(
        inArray(reviews.id, [...reviewIds]),
        isNull(reviews.assigneeId),
        isNull(reviews.deletedAt),
      ),
    );
  const made: { reviewId: string; assigneeId: string }[] = [];
  const rulesOf = new Map<string, Rule[]>();
  for (const review of arrived) {
    // Below Essential the rules wait, kept, for an upgrade.
    if (workflowAccess('assign', 'Admin', review.tierLevel).kind !== 'allowed') continue;
    let rules = rulesOf.get(review.restaurantId);
    if (!rules) {
      rules = await db
        .select()
        .from(assignmentRules)
        .where(eq(assignmentRules.restaurantId, review.restaurantId))
        .orderBy(asc(assignmentRules.position));
      rulesOf.set(review.restaurantId, rules);
    }
    const candidates = rules.filter((rule) => ruleMatches(rule, review));
    if (candidates.length === 0) continue;
    const colleagues = await colleaguesAt(
      db,
      review.restaurantId,
      review.tierLevel,
      review.locationId,
    );
    const rule = candidates.find((c) =>
      colleagues.some((p) => p.id === c.assigneeId && p.assignable),
    );
    if (!rule) continue;
    const assigned = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({ assigneeId: rule.assigneeId, assignedAt: sql`now()` })
        .where(and(eq(reviews.id, review.id), isNull(reviews.assigneeId)))
        .returning({ id: reviews.id });
      if (!row) return false;
      await writeAudit(tx, {
        restaurantId: review.restaurantId,
        actorUserId: null,
        action: 'review.assigned',
        entityType: 'review',
        entityId: review.id,
        data: { assignee_id: rule.assigneeId, rule_id: rule.id, rule: rule.name },
      });
      await raiseWorkflowAlerts(tx, {
        restaurantId: review.restaurantId,
        item: { kind: 'review', id: review.id },
        userIds: [rule.assigneeId],
        type: 'assigned',
        actorUserId: null,
      });
      return true;
    });
    if (assigned) made.push({ reviewId: review.id, assigneeId: rule.assigneeId });
  }
  return made;
}
