import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { ratingClass } from '@tableside/domain/ratings';
import {
  fillTemplate,
  firstName,
  TEMPLATES_MAX,
  unknownPlaceholders,
  type TemplateValues,
} from '@tableside/domain/reply-templates';
import type {
  TFilledTemplate,
  TTemplate,
  TTemplateInput,
} from '@tableside/domain/schemas/reply-templates';
import type { DraftTemplate } from '../../ai/engine.ts';
import type { ReviewUnderstanding } from '../../ai/analysis/review-analysis.ts';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, replyTemplates } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { reviewUnderstanding } from '../insights/public.ts';
import { getReview } from '../reviews/public.ts';

// Saved reply templates (docs/product/reviews-and-replies.md#reply-templates): kept per
// restaurant, optionally per location, in English or French; filled for one review by the
// domain's rule (packages/domain/src/reply-templates.ts).

type Row = typeof replyTemplates.$inferSelect;

/** The engines see a few templates at most: examples of a voice, not a library. */
const DRAFT_TEMPLATES_MAX = 5;
const toDto = (r: Row): TTemplate => ({
  id: r.id,
  name: r.name,
  language: r.language as TTemplate['language'],
  location_id: r.locationId,
  rating_class: r.ratingClass as TTemplate['rating_class'],
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

export async function listTemplates(
  db: Db,
  actor: Actor,
  restaurantId: string,
): Promise<TTemplate[]> {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await db
    .select()
    .from(replyTemplates)
    .where(eq(replyTemplates.restaurantId, restaurantId))
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.id));
  return rows.map(toDto);
}

/** A body naming an unknown placeholder, or a location of another restaurant, is refused. */
async function check(db: Db, restaurantId: string, input: TTemplateInput): Promise<void> {
  const unknown = unknownPlaceholders(input.body);
  if (unknown.length > 0)
    throw new AppError('template_placeholder_unknown', undefined, {
      details: [{ field: 'body', placeholders: unknown }],
    });
  if (input.location_id === null) return;
  const [known] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, input.location_id), eq(locations.restaurantId, restaurantId)));
  if (!known)
    throw new AppError('validation_failed', 'Unknown location', {
      details: [{ field: 'location_id' }],
    });
}

const values = (input: TTemplateInput) => ({
  name: input.name,
  language: input.language,
  locationId: input.location_id,
  ratingClass: input.rating_class,
  body: input.body,
});

export async function createTemplate(
  db: Db,
  actor: Actor,
  restaurantId: string,
  input: TTemplateInput,
): Promise<TTemplate> {
  assertOwnRestaurant(actor, restaurantId);
  await check(db, restaurantId, input);
  const [kept] = await db
    .select({ n: count() })
    .from(replyTemplates)
    .where(eq(replyTemplates.restaurantId, restaurantId));
  if ((kept?.n ?? 0) >= TEMPLATES_MAX)
    throw new AppError('validation_failed', `At most ${TEMPLATES_MAX} templates`, {
      details: [{ field: 'name' }],
    });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(replyTemplates)
      .values({ restaurantId, ...values(input) })
      .returning();
    if (!row) throw new Error('template not stored');
    await audit(tx, actor, restaurantId, 'reply_template.created', row.id);
    return toDto(row);
  });
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  restaurantId: string,
  templateId: string,
  input: TTemplateInput,
): Promise<TTemplate> {
  assertOwnRestaurant(actor, restaurantId);
  await check(db, restaurantId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(replyTemplates)
      .set({ ...values(input), updatedAt: new Date() })
      .where(and(eq(replyTemplates.id, templateId), eq(replyTemplates.restaurantId, restaurantId)))
      .returning();
    if (!row) throw notFound('Template');
    await audit(tx, actor, restaurantId, 'reply_template.updated', row.id);
    return toDto(row);
  });
}

export async function deleteTemplate(
  db: Db,
  actor: Actor,
  restaurantId: string,
  templateId: string,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(replyTemplates)
      .where(and(eq(replyTemplates.id, templateId), eq(replyTemplates.restaurantId, restaurantId)))
      .returning({ id: replyTemplates.id });
    if (!row) throw notFound('Template');
    await audit(tx, actor, restaurantId, 'reply_template.deleted', row.id);
  });
}

function audit(
  tx: Pick<Db, 'insert'>,
  actor: Actor,
  restaurantId: string,
  action: string,
  id: string,
) {
  return writeAudit(tx, {
    restaurantId,
    actorUserId: actor.userId,
    action,
    entityType: 'reply_template',
    entityId: id,
  });
}

/**
 * The templates offered for a review (its location's and every location's), filled from the
 * review and its analysis; the review must be one the actor may see, else it looks absent.
 */
export async function templatesForReview(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TFilledTemplate[]> {
  const review = await getReview(db, actor, locationId, reviewId);
  const rows = await db
    .select({ t: replyTemplates })
    .from(replyTemplates)
    .innerJoin(locations, eq(locations.restaurantId, replyTemplates.restaurantId))
    .where(
      and(
        eq(locations.id, review.location_id),
        or(isNull(replyTemplates.locationId), eq(replyTemplates.locationId, review.location_id)),
      ),
    )
    .orderBy(asc(replyTemplates.name), asc(replyTemplates.id));
  if (rows.length === 0) return [];
  // Null when the review is beyond the plan's allowance: dish and colleague are then left out.
  const filled = valuesFor(
    review.author_name,
    review.location_name,
    await reviewUnderstanding(db, reviewId),
  );
  return rows.map(({ t: r }) => ({
    id: r.id,
    name: r.name,
    language: r.language as TFilledTemplate['language'],
    location_id: r.locationId,
    text: fillTemplate(r.body, filled, r.language === 'fr' ? 'fr' : 'en'),
    matches: !review.language || review.language === r.language,
  }));
}

/** What fills a template's placeholders: the guest and location, the dish and colleague read. */
function valuesFor(
  authorName: string | null,
  locationName: string,
  understanding: ReviewUnderstanding | null,
): TemplateValues {
  return {
    guest_first_name: firstName(authorName),
    location: locationName,
    dish: understanding?.menuItems[0]?.item ?? null,
    staff_first_name: understanding?.staff[0]?.name.trim().split(/\s+/)[0] ?? null,
  };
}

/**
 * The restaurant's own phrasing for the drafting engines
 * (docs/product/reviews-and-replies.md#reply-templates): the templates of the review's location
 * (and every location's) for its rating class (or any rating), filled for the review. Read by the
 * system while drafting, not by a person: the review is the caller's.
 */
export async function templatesForDraft(
  db: Pick<Db, 'select'>,
  review: { restaurantId: string; locationId: string; rating: number; authorName: string | null },
  locationName: string,
  understanding: ReviewUnderstanding | null,
): Promise<DraftTemplate[]> {
  const rows = await db
    .select({ body: replyTemplates.body, language: replyTemplates.language })
    .from(replyTemplates)
    .where(
      and(
        eq(replyTemplates.restaurantId, review.restaurantId),
        or(isNull(replyTemplates.locationId), eq(replyTemplates.locationId, review.locationId)),
        or(
          isNull(replyTemplates.ratingClass),
          eq(replyTemplates.ratingClass, ratingClass(review.rating)),
        ),
      ),
    )
    // A template for this rating class before one for any rating, then by name.
    .orderBy(sql`${replyTemplates.ratingClass} is null`, asc(replyTemplates.name))
    .limit(DRAFT_TEMPLATES_MAX);
  const values = valuesFor(review.authorName, locationName, understanding);
  return rows.map((r) => {
    const language = r.language === 'fr' ? 'fr' : 'en';
    return { language, text: fillTemplate(r.body, values, language) };
  });
}
