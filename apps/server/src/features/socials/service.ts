import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { workflowAccess } from '@tableside/domain/access';
import type { DraftCheck } from '@tableside/domain/draft-checks';
import { commentResponseDue } from '@tableside/domain/response-targets';
import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import type { ReplyEngine } from '../../ai/engine.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, socialComments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  isOverdueSql,
  restaurantCommentHoursSql,
  unlessHistorySql,
} from '../../db/response-due-sql.ts';
import { writeAudit } from '../../lib/audit.ts';
import {
  commentChannelSql,
  checkedText,
  commentTarget,
  type CommentRow,
  applyInScope,
  lockInScope,
  regeneratedText,
  requestReplyPost,
  type ReplyScope,
} from '../replies/public.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';

export type SocialDeps = {
  db: Db;
  engine: ReplyEngine;
  /** Hands a reply post to the workers (the reviews' exactly-once posting); safe to call twice. */
  enqueuePost: (postId: string) => Promise<void>;
};

type Query = {
  offset: number;
  limit: number;
  platform?: string;
  status?: string;
  view?: 'mine' | 'unassigned' | 'overdue';
};

/** The restaurant's comments the actor may touch: its own restaurant, and its locations. */
export function scopeOf(actor: Actor, restaurantId: string): ReplyScope {
  assertOwnRestaurant(actor, restaurantId);
  return {
    restaurantId,
    locationIds: actor.role !== 'SuperAdmin' && actor.locationIds ? actor.locationIds : null,
  };
}

export const inScope = (scope: ReplyScope) =>
  and(
    eq(socialComments.restaurantId, scope.restaurantId),
    isNull(socialComments.deletedAt),
    scope.locationIds ? inArray(socialComments.locationId, scope.locationIds) : undefined,
  );

const postingSql = sql<{ state: string; error: string | null } | null>`(select json_build_object(
  'state', p.state, 'error', p.last_error) from reply_posts p
  where p.social_comment_id = social_comments.id order by p.created_at desc limit 1)`;

const assigneeNameSql = sql<string | null>`(select coalesce(nullif(trim(u.firstname || ' ' ||
  u.lastname), ''), u.username) from users u where u.id = social_comments.assignee_id)`;

/** The restaurant's hours to answer a comment, or null (no due time): below Essential, or history. */
const commentHoursSql = unlessHistorySql(
  restaurantCommentHoursSql(socialComments.restaurantId),
  socialComments.commentedAt,
  socialComments.createdAt,
);

const select = (db: Db) =>
  db
    .select({
      c: socialComments,
      locationName: locations.name,
      channel: commentChannelSql,
      posting: postingSql,
      assigneeName: assigneeNameSql,
      targetHours: sql<number | null>`${commentHoursSql}`,
    })
    .from(socialComments)
    .innerJoin(locations, eq(locations.id, socialComments.locationId));

type Row = {
  c: CommentRow;
  locationName: string;
  channel: 'platform' | 'manual';
  posting: { state: string; error: string | null } | null;
  assigneeName: string | null;
  targetHours: number | null;
};

function toDto({
  c,
  locationName,
  channel,
  posting,
  assigneeName,
  targetHours,
}: Row): TSocialComment {
  const status = c.status as TSocialComment['status'];
  const due =
    targetHours === null
      ? null
      : commentResponseDue({ commentedAt: c.commentedAt, status }, targetHours, new Date());
  return {
    id: c.id,
    location_id: c.locationId,
    location_name: locationName,
    platform: c.platform as TSocialComment['platform'],
    external_id: c.externalId,
    author_name: c.authorName,
    text: c.text,
    commented_at: c.commentedAt.toISOString(),
    post_caption: c.postCaption,
    post_url: c.postUrl,
    response: c.response,
    draft_checks: c.draftChecks ?? null,
    status: c.status as TSocialComment['status'],
    approved_date: c.approvedAt?.toISOString() ?? null,
    posted_date: c.postedAt?.toISOString() ?? null,
    reply_channel: channel,
    posting: posting ?? null,
    assignee_id: c.assigneeId,
    assignee_name: c.assigneeId ? assigneeName : null,
    response_due: due && { due_at: due.dueAt.toISOString(), state: due.state },
  };
}

/**
 * The restaurant's social comments, newest first, 50 a page by default; the Overdue view lists
 * those past their response-time target (docs/product/team-workflow.md#social-comments).
 */
export async function listComments(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  query: Query,
): Promise<TSocialComment[]> {
  const scope = scopeOf(actor, restaurantId);
  const overdue = workflowAccess('assign', actor.role, actor.tierLevel);
  if (query.view === 'overdue' && overdue.kind === 'locked')
    throw new AppError('plan_required', undefined, {
      details: { requiredTier: overdue.requiredTier },
    });
  const rows = await select(deps.db)
    .where(
      and(
        inScope(scope),
        query.platform ? eq(socialComments.platform, query.platform) : undefined,
        query.status ? eq(socialComments.status, query.status) : undefined,
        query.view === 'mine' ? eq(socialComments.assigneeId, actor.userId) : undefined,
        query.view === 'unassigned' ? isNull(socialComments.assigneeId) : undefined,
        query.view === 'overdue'
          ? isOverdueSql(
              socialComments.status,
              socialComments.commentedAt,
              commentHoursSql,
              sql`now()`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(socialComments.commentedAt), desc(socialComments.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toDto);
}

export async function getComment(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<TSocialComment> {
  const scope = scopeOf(actor, restaurantId);
  const [row] = await select(deps.db).where(and(eq(socialComments.id, commentId), inScope(scope)));
  if (!row) throw notFound('Comment');
  return toDto(row);
}

/** One reply step on a comment the actor may touch, answering the comment as it now stands. */
async function act(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  action: ReplyAction,
  text?: string,
  checks?: DraftCheck[],
): Promise<TSocialComment> {
  const scope = scopeOf(actor, restaurantId);
  await applyInScope(deps.db, commentTarget, scope, commentId, action, {
    actorUserId: actor.userId,
    text,
    checks,
  });
  return getComment(deps, actor, restaurantId, commentId);
}

/**
 * Removes a comment from the socials list (kept with a marker, so a sync never brings it
 * back); the comment stays on the platform.
 */
export async function deleteComment(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<void> {
  const scope = scopeOf(actor, restaurantId);
  await deps.db.transaction(async (tx) => {
    const comment = await lockInScope(tx, commentTarget, scope, commentId);
    await tx
      .update(socialComments)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(socialComments.id, comment.id));
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'social_comment.delete',
      entityType: 'social_comment',
      entityId: comment.id,
    });
  });
}

/** A reply a person wrote, checked on its own text like a draft. */
export async function editReply(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  text: string,
): Promise<TSocialComment> {
  await getComment(deps, actor, restaurantId, commentId);
  const checks = await checkedText(deps.db, commentTarget, commentId, text);
  return act(deps, actor, restaurantId, commentId, 'edit', text, checks);
}

export const approveReply = (
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
) => act(deps, actor, restaurantId, commentId, 'approve');

export const markReplyPosted = (
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
) => act(deps, actor, restaurantId, commentId, 'mark_posted');

/**
 * A new reply from the reply engine, in the restaurant's voice (the reviews' drafting). If the
 * engine fails the previous text stays and the caller gets `ai_failed`.
 */
export async function regenerateReply(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  additionalInstructions: string,
): Promise<TSocialComment> {
  const current = await getComment(deps, actor, restaurantId, commentId);
  const { text, checks } = await regeneratedText(deps, commentTarget, commentId, {
    additionalInstructions,
    previousDraft: current.response,
  });
  return act(deps, actor, restaurantId, commentId, 'regenerate', text, checks);
}

/**
 * Queues an approved reply for publishing, once, through the reviews' exactly-once posting:
 * the same comment and text always make the same post, so a double click never posts twice.
 */
export async function requestPost(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<TSocialComment> {
  const scope = scopeOf(actor, restaurantId);
  const postId = await requestReplyPost(deps.db, commentTarget, scope, commentId, actor.userId);
  if (postId) await deps.enqueuePost(postId);
  return getComment(deps, actor, restaurantId, commentId);
}
