import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { LocationScope } from '../../auth/scope.ts';
import { namesNoOne } from '../../ai/analysis/catalogue-text.ts';
import { sightingPhrase } from '../../ai/analysis/catalogue-sightings.ts';
import type { Db } from '../../db/client.ts';
import type { menuItems } from '../../db/schema.ts';
import { aliasDecisions, catalogueSightings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { comparable, sightingsWhere, tableOf, type AliasKind } from './alias-suggestions.ts';
import {
  getStaffMember,
  restaurantScope,
  updateMenuItem,
  updateStaffMember,
  visible,
  type CatalogueDeps,
} from './catalogue-service.ts';

// The owner's answer to an alias suggestion: kept in `alias_decisions` so it never comes back.

async function decisionOf(db: Db, restaurantId: string, kind: AliasKind, phrase: string) {
  const [row] = await db
    .select()
    .from(aliasDecisions)
    .where(
      and(
        eq(aliasDecisions.restaurantId, restaurantId),
        eq(aliasDecisions.kind, kind),
        eq(aliasDecisions.phrase, phrase),
      ),
    );
  return row ?? null;
}

async function recordDecision(
  db: Db,
  actor: Actor,
  scope: LocationScope,
  decision: {
    kind: AliasKind;
    phrase: string;
    decision: 'confirmed' | 'dismissed';
    entryId: string | null;
  },
) {
  await db.transaction(async (tx) => {
    const row = {
      restaurantId: scope.restaurantId,
      kind: decision.kind,
      phrase: decision.phrase,
      decision: decision.decision,
      entryId: decision.entryId,
      decidedBy: actor.userId,
    };
    await tx
      .insert(aliasDecisions)
      .values(row)
      .onConflictDoUpdate({
        target: [aliasDecisions.restaurantId, aliasDecisions.kind, aliasDecisions.phrase],
        set: {
          decision: row.decision,
          entryId: row.entryId,
          decidedBy: row.decidedBy,
          decidedAt: sql`now()`,
        },
      });
    await writeAudit(tx, {
      restaurantId: scope.restaurantId,
      actorUserId: actor.userId,
      action: `alias.${decision.decision === 'confirmed' ? 'confirm' : 'dismiss'}`,
      entityType: decision.kind === 'menu' ? 'menu_item' : 'staff_member',
      entityId: decision.entryId,
      data: { phrase: decision.phrase },
    });
  });
}

/**
 * Adds the phrase as an alias of one of its candidates through the catalogue's own update, so the
 * targeted re-analysis starts; confirming it again for the same entry changes nothing.
 */
export async function confirmAlias(
  deps: CatalogueDeps,
  actor: Actor,
  kind: AliasKind,
  input: { phrase: string; entry_id: string },
): Promise<{ entry_id: string; aliases: string[] }> {
  const { db } = deps;
  const scope = await restaurantScope(db, actor);
  const phrase = sightingPhrase(input.phrase);
  if (namesNoOne(kind, phrase))
    throw new AppError('alias_not_candidate', 'Words for a role or a course are not an alias');
  const table = tableOf(kind);
  const [entry] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, input.entry_id), visible(table, scope)));
  if (!entry)
    throw new AppError(
      'not_found',
      kind === 'menu' ? 'Menu item not found' : 'Staff member not found',
    );
  const earlier = await decisionOf(db, scope.restaurantId, kind, phrase);
  if (earlier?.decision === 'confirmed') {
    if (earlier.entryId === entry.id) return { entry_id: entry.id, aliases: entry.aliases };
    throw new AppError(
      'alias_already_decided',
      'These words were already decided for another entry',
    );
  }
  const [seen] = await db
    .select({ id: catalogueSightings.id })
    .from(catalogueSightings)
    .where(
      and(
        sightingsWhere(kind, scope, [phrase]),
        sql`${catalogueSightings.candidateIds} @> ${JSON.stringify([entry.id])}::jsonb`,
      ),
    )
    .limit(1);
  if (!seen) throw new AppError('alias_not_candidate', 'These words were not read as that entry');
  const known = entry.aliases.some((a) => comparable(a) === comparable(phrase));
  const aliases = known ? entry.aliases : [...entry.aliases, phrase];
  if (aliases.length > 30)
    throw new AppError('validation_failed', 'An entry has at most 30 aliases');
  if (kind === 'menu') {
    const item = entry as typeof menuItems.$inferSelect;
    await updateMenuItem(deps, actor, item.id, {
      name: item.name,
      aliases,
      location_id: item.locationId,
    });
  } else {
    const person = await getStaffMember(db, actor, entry.id);
    await updateStaffMember(deps, actor, entry.id, {
      name: person.name,
      role: person.role,
      aliases,
      location_id: person.location_id,
    });
  }
  await recordDecision(db, actor, scope, {
    kind,
    phrase,
    decision: 'confirmed',
    entryId: entry.id,
  });
  return { entry_id: entry.id, aliases };
}

/** Hides a suggestion for good; an already confirmed phrase stays confirmed. */
export async function dismissAlias(
  db: Db,
  actor: Actor,
  kind: AliasKind,
  input: { phrase: string },
): Promise<void> {
  const scope = await restaurantScope(db, actor);
  const phrase = sightingPhrase(input.phrase);
  const earlier = await decisionOf(db, scope.restaurantId, kind, phrase);
  if (earlier?.decision === 'confirmed')
    throw new AppError('alias_already_decided', 'These words were already confirmed as an alias');
  if (earlier) return;
  await recordDecision(db, actor, scope, { kind, phrase, decision: 'dismissed', entryId: null });
}
