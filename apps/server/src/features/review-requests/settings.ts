import { eq } from 'drizzle-orm';
import {
  DEFAULT_REQUEST_TEMPLATES,
  googleReviewLink,
  unknownRequestPlaceholders,
} from '@tableside/domain/review-requests';
import type {
  TRequestSettings,
  TRequestSettingsInput,
} from '@tableside/domain/schemas/review-requests';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviewRequestSettings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';

// A restaurant's review request settings (docs/product/review-requests.md#settings). A
// restaurant that never saved them has the defaults, switched off.

export type SettingsRow = typeof reviewRequestSettings.$inferSelect;

export function defaultSettings(restaurantId: string): SettingsRow {
  return {
    restaurantId,
    enabled: false,
    delayHours: 24,
    quietStartHour: 21,
    quietEndHour: 9,
    periodDays: 90,
    senderName: null,
    replyTo: null,
    templates: DEFAULT_REQUEST_TEMPLATES,
    links: [],
    updatedAt: new Date(0),
  };
}

export async function settingsOf(db: Db, restaurantId: string): Promise<SettingsRow> {
  const [row] = await db
    .select()
    .from(reviewRequestSettings)
    .where(eq(reviewRequestSettings.restaurantId, restaurantId));
  return row ?? defaultSettings(restaurantId);
}

const locationsOf = (db: Db, restaurantId: string) =>
  db
    .select({ id: locations.id, placeId: locations.placeId })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId));

export async function readSettings(
  db: Db,
  actor: Actor,
  restaurantId: string,
): Promise<TRequestSettings> {
  assertOwnRestaurant(actor, restaurantId);
  const [row, locs] = await Promise.all([
    settingsOf(db, restaurantId),
    locationsOf(db, restaurantId),
  ]);
  return {
    enabled: row.enabled,
    delay_hours: row.delayHours,
    quiet_start_hour: row.quietStartHour,
    quiet_end_hour: row.quietEndHour,
    period_days: row.periodDays,
    sender_name: row.senderName,
    reply_to: row.replyTo,
    templates: {
      en: row.templates.en ?? DEFAULT_REQUEST_TEMPLATES.en,
      fr: row.templates.fr ?? DEFAULT_REQUEST_TEMPLATES.fr,
    },
    links: row.links,
    google_links: locs.flatMap((l) =>
      l.placeId ? [{ location_id: l.id, url: googleReviewLink(l.placeId) }] : [],
    ),
  };
}

/** Unknown placeholders and links to another restaurant's locations are refused whole. */
export async function saveSettings(
  db: Db,
  actor: Actor,
  restaurantId: string,
  input: TRequestSettingsInput,
): Promise<TRequestSettings> {
  assertOwnRestaurant(actor, restaurantId);
  const texts = [input.templates.en, input.templates.fr].flatMap((t) => [t.subject, t.body]);
  const unknown = [...new Set(texts.flatMap(unknownRequestPlaceholders))];
  if (unknown.length)
    throw new AppError('request_placeholder_unknown', undefined, {
      details: [{ field: 'templates', placeholders: unknown }],
    });
  const own = new Set((await locationsOf(db, restaurantId)).map((l) => l.id));
  const stray = input.links.findIndex((l) => l.location_id !== null && !own.has(l.location_id));
  if (stray >= 0)
    throw new AppError('validation_failed', 'Unknown location', {
      details: [{ field: `links.${stray}.location_id` }],
    });
  const values = {
    restaurantId,
    enabled: input.enabled,
    delayHours: input.delay_hours,
    quietStartHour: input.quiet_start_hour,
    quietEndHour: input.quiet_end_hour,
    periodDays: input.period_days,
    senderName: input.sender_name || null,
    replyTo: input.reply_to,
    templates: input.templates,
    links: input.links,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(reviewRequestSettings)
      .values(values)
      .onConflictDoUpdate({ target: reviewRequestSettings.restaurantId, set: values });
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'review_request.settings_saved',
      entityType: 'restaurant',
      entityId: restaurantId,
    });
  });
  return readSettings(db, actor, restaurantId);
}

/** The restaurants whose visits lead to requests now (their booking systems are read for it). */
export async function restaurantsAskingForReviews(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: reviewRequestSettings.restaurantId })
    .from(reviewRequestSettings)
    .where(eq(reviewRequestSettings.enabled, true));
  return rows.map((r) => r.id);
}
