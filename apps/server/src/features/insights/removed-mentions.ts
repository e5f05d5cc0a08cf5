import type { MentionKind } from '@tableside/domain/mention-corrections';
import type { TInsightQuery } from '@tableside/domain/schemas/insights';
import type { TRemovedMention } from '@tableside/domain/schemas/mention-corrections';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope, type LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { mentionCorrections, menuItems, reviews, staffMembers, users } from '../../db/schema.ts';
import { getStaffMember, restaurantScope } from './catalogue-service.ts';
import { isoDate, scopeWhere } from './filters.ts';

/**
 * The mentions people took off the lists over a period: removed as not about the entry, or moved
 * to another one (docs/product/review-understanding.md#teaching-the-analysis). The corrected
 * mention row is gone or elsewhere, so they are read from the corrections; an entry deleted since
 * has nothing left to restore and is left out. Newest reviews first.
 */
async function removedMentions(
  db: Db,
  scope: LocationScope,
  kind: MentionKind,
  q: TInsightQuery,
  entryId?: string,
): Promise<TRemovedMention[]> {
  const entries = kind === 'menu' ? menuItems : staffMembers;
  const movedTo = alias(entries, 'moved_to');
  const c = mentionCorrections;
  const rows = await db
    .select({
      review_id: c.reviewId,
      entry_id: c.entryId,
      entry_name: entries.name,
      location_id: c.locationId,
      review_date: reviews.reviewDate,
      snippet: c.snippet,
      polarity: c.polarity,
      action: c.action,
      moved_to: movedTo.name,
      corrected_by: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
      corrected_at: c.createdAt,
    })
    .from(c)
    .innerJoin(reviews, eq(reviews.id, c.reviewId))
    .innerJoin(entries, eq(entries.id, c.entryId))
    .leftJoin(movedTo, eq(movedTo.id, c.correctedEntryId))
    .leftJoin(users, eq(users.id, c.correctedBy))
    .where(
      and(
        scopeWhere(reviews, scope, q),
        eq(c.restaurantId, scope.restaurantId),
        eq(c.kind, kind),
        inArray(c.action, ['remove', 'reassign']),
        entryId ? eq(c.entryId, entryId) : undefined,
      ),
    )
    .orderBy(desc(reviews.reviewDate), c.id)
    .offset(q.offset)
    .limit(q.limit);
  return rows.map((r) => ({
    ...r,
    kind,
    action: r.action as TRemovedMention['action'],
    moved_to: r.action === 'reassign' ? r.moved_to : null,
    review_date: isoDate(r.review_date),
    corrected_at: isoDate(r.corrected_at),
  }));
}

/** A location's (or `all`) dish or staff mentions taken off the lists. */
export async function listRemovedMentions(
  db: Db,
  actor: Actor,
  kind: MentionKind,
  locationId: string,
  q: TInsightQuery,
): Promise<TRemovedMention[]> {
  return removedMentions(db, await resolveLocationScope(db, actor, locationId), kind, q);
}

/** One person's mentions taken off their profile, at the locations the user may see. */
export async function listRemovedStaffMentions(
  db: Db,
  actor: Actor,
  memberId: string,
  q: TInsightQuery,
): Promise<TRemovedMention[]> {
  await getStaffMember(db, actor, memberId);
  return removedMentions(db, await restaurantScope(db, actor), 'staff', q, memberId);
}
