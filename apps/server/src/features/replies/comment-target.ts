import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import type { Tone } from '../../ai/engine.ts';
import { restaurantColumns } from '../../db/request-columns.ts';
import { locations, restaurants, socialComments } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { catalogueAt } from './context.ts';
import type { ReplyTarget } from './target.ts';
import { usageRecorder } from '../ai-usage/public.ts';

export type CommentRow = typeof socialComments.$inferSelect;

/**
 * A comment's reply goes through the Graph API when its platform is connected at its location,
 * otherwise by hand: an SQL expression over `social_comments`, so the list and the posting
 * request read the same rule.
 */
export const commentChannelSql = sql<
  'platform' | 'manual'
>`case when exists (select 1 from source_connections c
  where c.location_id = social_comments.location_id and c.source = social_comments.platform
  and c.status = 'connected') then 'platform' else 'manual' end`;

/** A guest's comment under a social post as a reply target: replies through its platform only. */
export const commentTarget: ReplyTarget<CommentRow> = {
  kind: 'social_comment',
  noun: 'Comment',
  goneReason: 'The comment no longer exists',
  async lock(tx, id, scope) {
    const [row] = await tx
      .select()
      .from(socialComments)
      .where(
        and(
          eq(socialComments.id, id),
          // A comment removed from the list is gone for requests, not for the posting worker.
          scope && eq(socialComments.restaurantId, scope.restaurantId),
          scope && isNull(socialComments.deletedAt),
          scope?.locationIds ? inArray(socialComments.locationId, scope.locationIds) : undefined,
        ),
      )
      .for('update');
    return row;
  },
  async find(db, id) {
    const [row] = await db.select().from(socialComments).where(eq(socialComments.id, id));
    return row;
  },
  async update(tx, id, changes) {
    await tx.update(socialComments).set(changes).where(eq(socialComments.id, id));
  },
  async channel(db, comment) {
    const [row] = await db
      .select({ channel: commentChannelSql })
      .from(socialComments)
      .where(eq(socialComments.id, comment.id));
    return row?.channel === 'platform' ? 'platform' : null;
  },
  platform: (comment) => comment.platform,
  calls: { send: 'replyToComment', read: 'readCommentReply' },
  async saveChecks(tx, id, checks) {
    await tx.update(socialComments).set({ draftChecks: checks }).where(eq(socialComments.id, id));
  },
  async draftRequest(db, id, extra) {
    const [row] = await db
      .select({
        comment: socialComments,
        locationName: locations.name,
        restaurant: restaurantColumns,
      })
      .from(socialComments)
      .innerJoin(locations, eq(locations.id, socialComments.locationId))
      .innerJoin(restaurants, eq(restaurants.id, socialComments.restaurantId))
      .where(eq(socialComments.id, id));
    if (!row) throw notFound('Comment');
    const { comment, restaurant } = row;
    const { menu, staff } = await catalogueAt(db, restaurant.id, comment.locationId);
    return {
      // A comment has no stars: drafted as a friendly (4-star) guest's words.
      review: {
        text: comment.text,
        rating: 4,
        authorName: comment.authorName,
        language: null,
        source: comment.platform,
      },
      restaurant: {
        name: restaurant.name,
        locationName: row.locationName,
        tone: restaurant.tone as Tone,
        instructions: restaurant.additionalSystemPromptInstructions,
        signOff: restaurant.signOff,
        defaultLanguage: restaurant.defaultLanguage === 'fr' ? 'fr' : 'en',
      },
      // Comments are not analysed on arrival (no stored analysis, no corrections): read here.
      analysis: analyseReview(comment.text, 4, { menu, staff }),
      facts: restaurant.facts,
      menu: menu.flatMap((m) => [m.name, ...m.aliases]),
      menuEntries: menu.map((m) => ({ name: m.name, aliases: m.aliases })),
      staff: staff.flatMap((s) => [s.name, ...s.aliases]),
      recentOpenings: [],
      additionalInstructions: extra.additionalInstructions || undefined,
      previousDraft: extra.previousDraft ?? null,
      maxLength: REPLY_MAX_LENGTH,
      model: restaurant.mainOpenAiModel,
      onUsage: usageRecorder(db, restaurant.id, 'comment_reply'),
    };
  },
};
