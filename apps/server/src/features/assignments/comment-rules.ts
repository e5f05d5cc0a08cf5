import { takesComments, workflowAccess } from '@tableside/domain/access';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { detectLanguage } from '../../ai/builtin/language.ts';
import type { Db } from '../../db/client.ts';
import {
  assignmentRules,
  restaurants,
  socialComments,
  subscriptionTiers,
} from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { raiseWorkflowAlerts } from '../alerts/public.ts';
import { colleaguesAt } from './colleagues.ts';

type Rule = typeof assignmentRules.$inferSelect;
type ArrivedComment = { locationId: string; platform: string; text: string };

/**
 * Whether a rule holds for a guest's social comment: its location, its source (the comment's
 * platform) and its language (read from the text) apply as for a review. A comment has no
 * rating and no analysis, so a rule that names a rating band or incidents is about reviews and
 * never takes a comment.
 */
export function commentRuleMatches(rule: Rule, c: ArrivedComment): boolean {
  return (
    rule.enabled &&
    rule.minRating === null &&
    rule.maxRating === null &&
    !rule.incident &&
    (rule.locationId === null || rule.locationId === c.locationId) &&
    (rule.source === null || rule.source === c.platform) &&
    (rule.language === null || rule.language === detectLanguage(c.text))
  );
}

/**
 * Assigns newly synced social comments by the restaurant's rules
 * (docs/product/team-workflow.md#social-comments): the first enabled rule that holds and whose
 * assignee may take work at the location and opens the socials screen wins. A comment someone
 * already assigned is left alone, so a retried job changes nothing. Answers the assignments made.
 */
export async function applyCommentAssignmentRules(
  db: Db,
  commentIds: readonly string[],
): Promise<{ commentId: string; assigneeId: string }[]> {
  if (commentIds.length === 0) return [];
  const arrived = await db
    .select({
      id: socialComments.id,
      restaurantId: socialComments.restaurantId,
      locationId: socialComments.locationId,
      platform: socialComments.platform,
      text: socialComments.text,
      tierLevel: subscriptionTiers.level,
    })
    .from(socialComments)
    .innerJoin(restaurants, eq(restaurants.id, socialComments.restaurantId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(
      and(
        inArray(socialComments.id, [...commentIds]),
        isNull(socialComments.assigneeId),
        isNull(socialComments.deletedAt),
      ),
    );
  const made: { commentId: string; assigneeId: string }[] = [];
  const rulesOf = new Map<string, Rule[]>();
  for (const comment of arrived) {
    if (workflowAccess('assign', 'Admin', comment.tierLevel).kind !== 'allowed') continue;
    let rules = rulesOf.get(comment.restaurantId);
    if (!rules) {
      rules = await db
        .select()
        .from(assignmentRules)
        .where(eq(assignmentRules.restaurantId, comment.restaurantId))
        .orderBy(asc(assignmentRules.position));
      rulesOf.set(comment.restaurantId, rules);
    }
    const candidates = rules.filter((rule) => commentRuleMatches(rule, comment));
    if (candidates.length === 0) continue;
    const colleagues = await colleaguesAt(
      db,
      comment.restaurantId,
      comment.tierLevel,
      comment.locationId,
    );
    const rule = candidates.find((c) =>
      colleagues.some((p) => p.id === c.assigneeId && p.assignable && takesComments(p.role)),
    );
    if (!rule) continue;
    const assigned = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(socialComments)
        .set({ assigneeId: rule.assigneeId, assignedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(socialComments.id, comment.id), isNull(socialComments.assigneeId)))
        .returning({ id: socialComments.id });
      if (!row) return false;
      await writeAudit(tx, {
        restaurantId: comment.restaurantId,
        actorUserId: null,
        action: 'social_comment.assigned',
        entityType: 'social_comment',
        entityId: comment.id,
        data: { assignee_id: rule.assigneeId, rule_id: rule.id, rule: rule.name },
      });
      await raiseWorkflowAlerts(tx, {
        restaurantId: comment.restaurantId,
        item: { kind: 'social_comment', id: comment.id },
        userIds: [rule.assigneeId],
        type: 'assigned',
        actorUserId: null,
      });
      return true;
    });
    if (assigned) made.push({ commentId: comment.id, assigneeId: rule.assigneeId });
  }
  return made;
}
