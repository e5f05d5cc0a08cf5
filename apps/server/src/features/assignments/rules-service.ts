import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TRule, TRuleInput } from '@tableside/domain/schemas/workflow';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { assignmentRules, locations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { colleaguesAt } from './colleagues.ts';

const assigneeName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;

/** The restaurant's rules in their order (docs/product/team-workflow.md#assignment-rules). */
export async function listRules(db: Db, actor: Actor, restaurantId: string): Promise<TRule[]> {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await db
    .select({ rule: assignmentRules, assigneeName })
    .from(assignmentRules)
    .innerJoin(users, eq(users.id, assignmentRules.assigneeId))
    .where(eq(assignmentRules.restaurantId, restaurantId))
    .orderBy(asc(assignmentRules.position));
  return rows.map(({ rule: r, assigneeName }) => ({
    id: r.id,
    position: r.position,
    name: r.name,
    location_id: r.locationId,
    min_rating: r.minRating,
    max_rating: r.maxRating,
    source: r.source,
    language: r.language,
    incident: r.incident,
    assignee_id: r.assigneeId,
    assignee_name: assigneeName,
    enabled: r.enabled,
  }));
}

/**
 * Replaces the rules with this ordered list, in one transaction. A location of another
 * restaurant, or an assignee who may not take reviews there, refuses the whole list with 400.
 */
export async function saveRules(
  db: Db,
  actor: Actor,
  restaurantId: string,
  rules: TRuleInput[],
): Promise<TRule[]> {
  assertOwnRestaurant(actor, restaurantId);
  const locationIds = [...new Set(rules.flatMap((r) => (r.location_id ? [r.location_id] : [])))];
  const known =
    locationIds.length === 0
      ? []
      : await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(inArray(locations.id, locationIds), eq(locations.restaurantId, restaurantId)));
  const invalid = rules.findIndex(
    (r) => r.location_id !== null && !known.some((k) => k.id === r.location_id),
  );
  if (invalid >= 0)
    throw new AppError('validation_failed', 'Unknown location', {
      details: [{ field: `rules.${invalid}.location_id` }],
    });
  const tierLevel = actor.tierLevel;
  for (const [i, rule] of rules.entries()) {
    const colleagues = await colleaguesAt(db, restaurantId, tierLevel, rule.location_id);
    if (!colleagues.some((c) => c.id === rule.assignee_id && c.assignable))
      throw new AppError('assignee_not_allowed', undefined, {
        details: [{ field: `rules.${i}.assignee_id` }],
      });
  }
  await db.transaction(async (tx) => {
    await tx.delete(assignmentRules).where(eq(assignmentRules.restaurantId, restaurantId));
    if (rules.length > 0)
      await tx.insert(assignmentRules).values(
        rules.map((r, position) => ({
          restaurantId,
          position,
          name: r.name,
          locationId: r.location_id,
          minRating: r.min_rating,
          maxRating: r.max_rating,
          source: r.source,
          language: r.language,
          incident: r.incident,
          assigneeId: r.assignee_id,
          enabled: r.enabled,
        })),
      );
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'assignment_rules.saved',
      entityType: 'restaurant',
      entityId: restaurantId,
      data: { count: rules.length },
    });
  });
  return listRules(db, actor, restaurantId);
}
