import { restaurantColumns } from '../../db/request-columns.ts';
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import type { ReplyRequest, Tone } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { locations, menuItems, restaurants, reviews, staffMembers } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();

/** What the reply engine may know about a review: its restaurant's voice, menu and staff. */
export async function replyRequestFor(
  db: Db,
  reviewId: string,
  extra: { additionalInstructions?: string; previousDraft?: string | null } = {},
): Promise<ReplyRequest> {
  const [row] = await db
    .select({ review: reviews, restaurant: restaurantColumns, locationName: locations.name })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review');
  const { review, restaurant } = row;
  const atLocation = (col: typeof menuItems.locationId | typeof staffMembers.locationId) =>
    or(isNull(col), eq(col, review.locationId));
  const [menu, staff, recent] = await Promise.all([
    db
      .select({ name: menuItems.name })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurant.id), atLocation(menuItems.locationId))),
    db
      .select({ name: staffMembers.name, aliases: staffMembers.aliases })
      .from(staffMembers)
      .where(
        and(eq(staffMembers.restaurantId, restaurant.id), atLocation(staffMembers.locationId)),
      ),
    db
      .select({ response: reviews.response })
      .from(reviews)
      .where(and(eq(reviews.locationId, review.locationId), isNotNull(reviews.response)))
      .orderBy(desc(reviews.updatedAt))
      .limit(20),
  ]);
  return {
    review: {
      text: review.text,
      rating: review.rating,
      authorName: review.authorName,
      language: review.language,
      source: review.source,
    },
    restaurant: {
      name: restaurant.name,
      locationName: row.locationName,
      tone: restaurant.tone as Tone,
      instructions: restaurant.additionalSystemPromptInstructions,
      signOff: restaurant.signOff,
    },
    menu: menu.map((m) => m.name),
    staff: staff.flatMap((s) => [s.name, ...s.aliases]),
    recentOpenings: recent.flatMap((r) => (r.response ? [firstSentence(r.response)] : [])),
    additionalInstructions: extra.additionalInstructions || undefined,
    previousDraft: extra.previousDraft ?? null,
    maxLength: REPLY_MAX_LENGTH,
    model: restaurant.mainOpenAiModel,
  };
}
