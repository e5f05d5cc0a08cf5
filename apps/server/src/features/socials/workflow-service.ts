import { takesComments } from '@tableside/domain/access';
import { and, eq, sql } from 'drizzle-orm';
import type { TColleague, TNote, TNoteCreate } from '@tableside/domain/schemas/workflow';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import type { Actor } from '../../auth/actor.ts';
import { socialComments } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { raiseWorkflowAlerts } from '../alerts/public.ts';
import { afterAssigned, assertAssignable, type AssignmentDeps } from '../assignments/public.ts';
import { addNoteTo, notesOf, type NoteTarget } from '../review-notes/public.ts';
import { getComment, inScope, scopeOf, type SocialDeps } from './service.ts';

/**
 * A social comment takes an assignee and internal notes like a review
 * (docs/product/team-workflow.md): this file only finds the comment in the actor's scope and
 * hands it to the reviews' rules (assignments, review-notes, alerts).
 */

/** The socials' dependencies and the work inbox's notices (e-mail, escalation channels). */
export type CommentWorkflowDeps = SocialDeps & Omit<AssignmentDeps, 'db'>;

/** Only someone who opens the socials screen is given a comment or notified of one. */
const opensSocials = (c: TColleague) => takesComments(c.role);
async function noteTarget(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<NoteTarget> {
  const [row] = await deps.db
    .select({ id: socialComments.id, locationId: socialComments.locationId })
    .from(socialComments)
    .where(and(eq(socialComments.id, commentId), inScope(scopeOf(actor, restaurantId))));
  if (!row) throw notFound('Comment');
  return { kind: 'social_comment', id: row.id, restaurantId, locationId: row.locationId };
}

/**
 * Assigns a comment to a colleague who may see its location and take work there, or to nobody.
 * Assigning to the current assignee again changes nothing; each change is in the audit log.
 */
export async function assignComment(
  deps: CommentWorkflowDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  assigneeId: string | null,
): Promise<TSocialComment> {
  const target = await noteTarget(deps, actor, restaurantId, commentId);
  if (assigneeId) await assertAssignable(deps.db, actor, [target], assigneeId, opensSocials);
  const changed = await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(socialComments)
      .set({ assigneeId, assignedAt: assigneeId ? sql`now()` : null, updatedAt: sql`now()` })
      .where(
        and(
          eq(socialComments.id, target.id),
          sql`${socialComments.assigneeId} is distinct from ${assigneeId}`,
        ),
      )
      .returning({ id: socialComments.id });
    if (changed.length === 0) return false;
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: assigneeId ? 'social_comment.assigned' : 'social_comment.unassigned',
      entityType: 'social_comment',
      entityId: target.id,
      data: { assignee_id: assigneeId },
    });
    if (assigneeId)
      await raiseWorkflowAlerts(tx, {
        restaurantId,
        item: { kind: 'social_comment', id: target.id },
        userIds: [assigneeId],
        type: 'assigned',
        actorUserId: actor.userId,
      });
    return true;
  });
  if (assigneeId && changed)
    await afterAssigned(deps, actor.userId, assigneeId, [
      { kind: 'social_comment', id: target.id },
    ]);
  return getComment(deps, actor, restaurantId, commentId);
}

/** A comment's internal notes, oldest first; a comment out of scope looks absent. */
export async function listCommentNotes(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<TNote[]> {
  return notesOf(deps.db, await noteTarget(deps, actor, restaurantId, commentId));
}

/**
 * Adds a note to a comment, mentions checked like a review's; a mention must also open the
 * socials screen, where the comment is (400 `mention_not_allowed` otherwise).
 */
export async function addCommentNote(
  deps: CommentWorkflowDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  input: TNoteCreate,
): Promise<TNote> {
  const target = await noteTarget(deps, actor, restaurantId, commentId);
  return addNoteTo(deps, actor, target, input, opensSocials);
}
