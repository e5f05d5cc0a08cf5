import type { TNewcomerSuggestion } from '@tableside/domain/schemas/insights';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { aliasDecisions, staffMembers } from '../../db/schema.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { comparable } from './alias-suggestions.ts';
import { restaurantScope, visible } from './catalogue-service.ts';
import { isoDate } from './filters.ts';
import { guessedRole } from './newcomer-role.ts';

// People guests name as staff who are not on the roster (docs/product/review-understanding.md#
// people-not-on-the-roster), offered to the owner to add in one click: "Priya was named as
// staff in 3 reviews at Plateau — add her to the team?". Dismissed names never come back
// (`alias_decisions`, kind `newcomer`).

const KIND = 'newcomer';
/** Named in fewer reviews is no suggestion yet: one guest's word is not a colleague. */
const MIN_REVIEWS = 2;
const MAX_SUGGESTIONS = 10;
const MAX_EXAMPLES = 3;

type Row = {
  name: string;
  key: string;
  location_id: string;
  location: string;
  count: number;
  examples: { review_id: string; snippet: string; review_date: string; rating: number }[];
};

/** Names guests gave people working at the user's locations, in two reviews or more. */
export async function listNewcomerSuggestions(
  db: Db,
  actor: Actor,
): Promise<TNewcomerSuggestion[]> {
  const scope = await restaurantScope(db, actor);
  if (scope.locationIds?.length === 0) return [];
  const locations = scope.locationIds
    ? sql`and a.location_id in (${sql.join(
        scope.locationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // One row per name (as compared) and location: two Priyas at two locations are two people.
  const rows = await sqlRows<Row>(
    db,
    sql`
    with named as (
      select lower(g->>'name') as key, g->>'name' as name, g->>'snippet' as snippet,
        a.review_id, a.location_id, a.review_date, r.rating
      from review_analyses a
        cross join lateral jsonb_array_elements(a.guest_named_staff) g
        join reviews r on r.id = a.review_id and r.deleted_at is null
      where a.restaurant_id = ${scope.restaurantId} ${locations}
        and jsonb_array_length(a.guest_named_staff) > 0
        and not exists (select from ${aliasDecisions} d where d.restaurant_id = a.restaurant_id
          and d.kind = ${KIND} and d.phrase = lower(g->>'name'))
    )
    select n.key, mode() within group (order by n.name) as name, n.location_id, l.name as location,
      count(distinct n.review_id)::int as count,
      (select json_agg(e) from (
        select distinct on (x.review_date, x.review_id) x.review_id, x.snippet, x.rating,
          x.review_date
        from named x where x.key = n.key and x.location_id = n.location_id
        order by x.review_date desc, x.review_id limit ${MAX_EXAMPLES}) e) as examples
    from named n join locations l on l.id = n.location_id
    group by n.key, n.location_id, l.name
    having count(distinct n.review_id) >= ${MIN_REVIEWS}
    order by count desc, n.key
    limit ${MAX_SUGGESTIONS * 3}`,
  );
  if (rows.length === 0) return [];
  const roster = await db
    .select({
      name: staffMembers.name,
      aliases: staffMembers.aliases,
      at: staffMembers.locationId,
      role: staffMembers.role,
    })
    .from(staffMembers)
    .where(visible(staffMembers, scope));
  // Added since (or under a full name, a nickname): no longer a stranger at that location.
  const known = (key: string, locationId: string) =>
    roster.some(
      (m) =>
        (m.at === null || m.at === locationId) &&
        [m.name, m.name.split(/\s+/)[0] ?? '', ...m.aliases].some((n) => comparable(n) === key),
    );
  const roles = [...new Set(roster.flatMap((m) => (m.role ? [m.role] : [])))];
  return rows
    .filter((r) => !known(comparable(r.key), r.location_id))
    .slice(0, MAX_SUGGESTIONS)
    .map((r) => ({
      name: r.name,
      role: guessedRole(
        r.name,
        r.examples.map((e) => e.snippet),
        roles,
      ),
      count: r.count,
      location: { id: r.location_id, name: r.location },
      examples: r.examples.map((e) => ({ ...e, review_date: isoDate(e.review_date) })),
    }));
}

/** "Not one of ours": the name is never suggested again, for any location. */
export async function dismissNewcomer(db: Db, actor: Actor, name: string): Promise<void> {
  const scope = await restaurantScope(db, actor);
  const phrase = name.trim().toLowerCase();
  if (!phrase) throw new AppError('validation_failed', 'A name is required');
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(aliasDecisions)
      .values({
        restaurantId: scope.restaurantId,
        kind: KIND,
        phrase,
        decision: 'dismissed',
        entryId: null,
        decidedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ phrase: aliasDecisions.phrase });
    if (inserted.length === 0) return;
    await writeAudit(tx, {
      restaurantId: scope.restaurantId,
      actorUserId: actor.userId,
      action: 'staff.newcomer.dismiss',
      entityType: 'staff_member',
      entityId: null,
      data: { name: name.trim() },
    });
  });
}
