import { restaurantColumns } from '../../db/request-columns.ts';
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import type { ReplyRequest, Tone } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { locations, menuItems, restaurants, reviews, staffMembers } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { usageRecorder } from '../ai-usage/public.ts';
import { reviewUnderstanding } from '../insights/public.ts';
import { templatesForDraft } from '../reply-templates/public.ts';

const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();

/** The menu and staff of a location (its own and the restaurant-wide entries), as the analysis reads them. */
export async function catalogueAt(db: Db, restaurantId: string, locationId: string) {
  const atLocation = (col: typeof menuItems.locationId | typeof staffMembers.locationId) =>
    or(isNull(col), eq(col, locationId));
  const [menu, staff] = await Promise.all([
    db
      .select({ name: menuItems.name, aliases: menuItems.aliases })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurantId), atLocation(menuItems.locationId))),
    db
      .select({ name: staffMembers.name, role: staffMembers.role, aliases: staffMembers.aliases })
      .from(staffMembers)
      .where(and(eq(staffMembers.restaurantId, restaurantId), atLocation(staffMembers.locationId))),
  ]);
  return { menu, staff };
}

/**
 * What the reply engine may know about a review: its restaurant's voice and facts, the location's
 * menu and staff, and the review's stored analysis with people's corrections — the one reading
 * the draft, its checks and what holds it share with insights (analysed and stored first when
 * none is current: a draft can run before the analysis job). Only a review that is never
 * analysed (beyond the plan's allowance) is read here from its text, with the same catalogue.
 */
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
  const [{ menu, staff }, recent] = await Promise.all([
    catalogueAt(db, restaurant.id, review.locationId),
    db
      .select({ response: reviews.response })
      .from(reviews)
      .where(and(eq(reviews.locationId, review.locationId), isNotNull(reviews.response)))
      .orderBy(desc(reviews.updatedAt))
      .limit(20),
  ]);
  // Apart from the reads above: it may write (and so take a transaction) when none is current.
  const understood = await reviewUnderstanding(db, review.id);
  const analysis =
    understood ??
    analyseReview(review.text, review.rating, {
      menu,
      staff,
      author: review.authorName,
    });
  const templates = await templatesForDraft(db, review, row.locationName, analysis);
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
      defaultLanguage: restaurant.defaultLanguage === 'fr' ? 'fr' : 'en',
    },
    analysis,
    facts: restaurant.facts,
    menu: menu.flatMap((m) => [m.name, ...m.aliases]),
    menuEntries: menu.map((m) => ({ name: m.name, aliases: m.aliases })),
    staff: staff.flatMap((s) => [s.name, ...s.aliases]),
    templates,
    recentOpenings: recent.flatMap((r) => (r.response ? [firstSentence(r.response)] : [])),
    additionalInstructions: extra.additionalInstructions || undefined,
    previousDraft: extra.previousDraft ?? null,
    maxLength: REPLY_MAX_LENGTH,
    model: restaurant.mainOpenAiModel,
    onUsage: usageRecorder(db, restaurant.id, 'reply'),
  };
}
