import { restaurantColumns } from '../../db/request-columns.ts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import type { ReplyEngine, Tone } from '../../ai/engine.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  locations,
  replyPosts,
  restaurants,
  socialComments,
  sourceConnections,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { postKey } from '../replies/public.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { applyCommentAction, lockComment, type CommentRow, type Tx } from './transition.ts';

export type SocialDeps = {
  db: Db;
  engine: ReplyEngine;
  /** Hands a reply post to the workers (the reviews' exactly-once posting); safe to call twice. */
  enqueuePost: (postId: string) => Promise<void>;
};

type Query = { offset: number; limit: number; platform?: string; status?: string };

function scopeOf(actor: Actor, restaurantId: string) {
  assertOwnRestaurant(actor, restaurantId);
  return actor.role !== 'SuperAdmin' && actor.locationIds
    ? inArray(socialComments.locationId, actor.locationIds)
    : undefined;
}

/** Comments whose platform takes replies through the Graph API at their location. */
const channelSql = sql<'platform' | 'manual'>`case when exists (select 1 from source_connections c
  where c.location_id = social_comments.location_id and c.source = social_comments.platform
  and c.status = 'connected') then 'platform' else 'manual' end`;

const postingSql = sql<{ state: string; error: string | null } | null>`(select json_build_object(
  'state', p.state, 'error', p.last_error) from reply_posts p
  where p.social_comment_id = social_comments.id order by p.created_at desc limit 1)`;

const select = (db: Db) =>
  db
    .select({
      c: socialComments,
      locationName: locations.name,
      channel: channelSql,
      posting: postingSql,
    })
    .from(socialComments)
    .innerJoin(locations, eq(locations.id, socialComments.locationId));

type Row = {
  c: CommentRow;
  locationName: string;
  channel: 'platform' | 'manual';
  posting: { state: string; error: string | null } | null;
};

function toDto({ c, locationName, channel, posting }: Row): TSocialComment {
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
    status: c.status as TSocialComment['status'],
    approved_date: c.approvedAt?.toISOString() ?? null,
    posted_date: c.postedAt?.toISOString() ?? null,
    reply_channel: channel,
    posting: posting ?? null,
  };
}

/** The restaurant's social comments, newest first, 50 a page by default. */
export async function listComments(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  query: Query,
): Promise<TSocialComment[]> {
  const scope = scopeOf(actor, restaurantId);
  const rows = await select(deps.db)
    .where(
      and(
        eq(socialComments.restaurantId, restaurantId),
        isNull(socialComments.deletedAt),
        scope,
        query.platform ? eq(socialComments.platform, query.platform) : undefined,
        query.status ? eq(socialComments.status, query.status) : undefined,
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
  const [row] = await select(deps.db).where(
    and(
      eq(socialComments.id, commentId),
      eq(socialComments.restaurantId, restaurantId),
      isNull(socialComments.deletedAt),
      scope,
    ),
  );
  if (!row) throw notFound('Comment');
  return toDto(row);
}

async function act(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  step: (tx: Tx, comment: CommentRow) => Promise<void>,
): Promise<TSocialComment> {
  scopeOf(actor, restaurantId);
  await deps.db.transaction(async (tx) =>
    step(tx, await lockComment(tx, actor, restaurantId, commentId)),
  );
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
  scopeOf(actor, restaurantId);
  await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, actor, restaurantId, commentId);
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

export const editReply = (
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  text: string,
) =>
  act(deps, actor, restaurantId, commentId, (tx, c) =>
    applyCommentAction(tx, c, 'edit', { actorUserId: actor.userId, text }),
  );

export const approveReply = (
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
) =>
  act(deps, actor, restaurantId, commentId, (tx, c) =>
    applyCommentAction(tx, c, 'approve', { actorUserId: actor.userId }),
  );

export const markReplyPosted = (
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
) =>
  act(deps, actor, restaurantId, commentId, (tx, c) =>
    applyCommentAction(tx, c, 'mark_posted', { actorUserId: actor.userId }),
  );

/**
 * A new reply from the reply engine, in the restaurant's voice. The engine runs outside any
 * transaction; if it fails the previous text stays and the caller gets `ai_failed`.
 */
export async function regenerateReply(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
  additionalInstructions: string,
): Promise<TSocialComment> {
  const current = await getComment(deps, actor, restaurantId, commentId);
  const [restaurant] = await deps.db
    .select(restaurantColumns)
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw notFound('Restaurant');
  let text: string;
  try {
    text = (
      await deps.engine.draftReply({
        // A comment has no stars: drafted as a friendly (4-star) guest's words.
        review: {
          text: current.text,
          rating: 4,
          authorName: current.author_name,
          language: null,
          source: current.platform,
        },
        restaurant: {
          name: restaurant.name,
          locationName: current.location_name,
          tone: restaurant.tone as Tone,
          instructions: restaurant.additionalSystemPromptInstructions,
          signOff: restaurant.signOff,
        },
        menu: [],
        staff: [],
        recentOpenings: [],
        additionalInstructions: additionalInstructions || undefined,
        previousDraft: current.response,
        maxLength: REPLY_MAX_LENGTH,
        model: restaurant.mainOpenAiModel,
      })
    ).trim();
  } catch {
    throw new AppError('ai_failed');
  }
  if (!text) throw new AppError('ai_failed');
  return act(deps, actor, restaurantId, commentId, (tx, c) =>
    applyCommentAction(tx, c, 'regenerate', { actorUserId: actor.userId, text }),
  );
}

/**
 * Queues an approved reply for publishing, once: the same comment and text always make the
 * same post (the reviews' idempotency key), so a double click never posts twice.
 */
export async function requestPost(
  deps: SocialDeps,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<TSocialComment> {
  scopeOf(actor, restaurantId);
  const postId = await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, actor, restaurantId, commentId);
    if (comment.status === 'posted') throw new AppError('reply_already_posted');
    if (comment.status !== 'approved' || !comment.response)
      throw new AppError('reply_not_approved');
    const [connection] = await tx
      .select({ id: sourceConnections.id })
      .from(sourceConnections)
      .where(
        and(
          eq(sourceConnections.locationId, comment.locationId),
          eq(sourceConnections.source, comment.platform),
          eq(sourceConnections.status, 'connected'),
        ),
      );
    if (!connection)
      throw new AppError('reply_posted_by_hand', undefined, { details: { channel: 'manual' } });
    const [created] = await tx
      .insert(replyPosts)
      .values({
        socialCommentId: comment.id,
        restaurantId,
        text: comment.response,
        idempotencyKey: postKey(comment.id, comment.response),
        channel: 'platform',
        requestedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: replyPosts.idempotencyKey,
        set: {
          state: sql`case when ${replyPosts.state} = 'failed' then 'queued' else ${replyPosts.state} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: replyPosts.id, state: replyPosts.state });
    if (!created) throw new AppError('internal_error');
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'reply.post_requested',
      entityType: 'social_comment',
      entityId: comment.id,
      data: { postId: created.id },
    });
    return created.state === 'confirmed' ? null : created.id;
  });
  if (postId) await deps.enqueuePost(postId);
  return getComment(deps, actor, restaurantId, commentId);
}
