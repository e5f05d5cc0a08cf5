import { and, asc, eq, sql } from 'drizzle-orm';
import type { TReplyEvent } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import { auditLog, socialComments, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { inScope, scopeOf, type SocialDeps } from './service.ts';

/**
 * A comment's history, like a review's (docs/product/team-workflow.md#social-comments): its
 * audit entries, oldest first. A comment keeps no reply versions apart from the audit log, so
 * each reply step's entry carries the text and the status it left (replies/transition.ts).
 */
export async function commentHistory(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<TReplyEvent[]> {
  const [comment] = await deps.db
    .select({ id: socialComments.id })
    .from(socialComments)
    .where(and(eq(socialComments.id, commentId), inScope(scopeOf(actor, restaurantId))));
  if (!comment) throw notFound('Comment');
  const rows = await deps.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      data: auditLog.data,
      actor: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.restaurantId, restaurantId),
        eq(auditLog.entityType, 'social_comment'),
        eq(auditLog.entityId, comment.id),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((r) => {
    const data = (r.data ?? {}) as { from?: unknown; to?: unknown; text?: unknown };
    return {
      id: String(r.id),
      kind: 'audit' as const,
      // "Draft a reply" on a comment runs the regeneration step; its first one writes a draft.
      action: r.action === 'reply.regenerate' && data.from === 'new' ? 'reply.draft' : r.action,
      status: typeof data.to === 'string' ? data.to : null,
      text: typeof data.text === 'string' ? data.text : null,
      actor_name: r.actor,
      created_at: r.at.toISOString(),
    };
  });
}
