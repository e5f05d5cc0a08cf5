import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHANNELS_MAX,
  DELIVERY_LOG_SIZE,
  type TChannel,
  type TChannelCreate,
  type TChannelUpdate,
  type TCreatedChannel,
  type TDelivery,
} from '@tableside/domain/schemas/alert-channels';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { alertChannels, alertDeliveries, locations } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { outboundUrlProblem } from '../../lib/outbound/outbound-url.ts';
import type { AllowedHosts } from '../../lib/outbound/address.ts';
import { channelPolicy } from '../../lib/outbound/tenant-fetch.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  channelColumns,
  insertChannel,
  storeChannelUrl,
  urlHint,
  type ChannelRow,
} from './sealed.ts';

// Escalation channels (docs/product/team-workflow.md#escalation-channels), kept by Admins.

export type ChannelDeps = {
  db: Db;
  secrets: SecretBox;
  allowPrivateWebhooks: boolean;
  channelAllowHosts: AllowedHosts;
};

const toDto = (r: ChannelRow): TChannel => ({
  id: r.id,
  kind: r.kind as TChannel['kind'],
  name: r.name,
  url_hint: r.urlHint,
  alert_types: r.alertTypes as TChannel['alert_types'],
  location_ids: r.locationIds,
  language: r.language as TChannel['language'],
  enabled: r.enabled,
  updated_at: r.updatedAt.toISOString(),
});

export async function listChannels(db: Db, actor: Actor, restaurantId: string) {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await db
    .select(channelColumns)
    .from(alertChannels)
    .where(eq(alertChannels.restaurantId, restaurantId))
    .orderBy(asc(alertChannels.name), asc(alertChannels.id));
  return rows.map(toDto);
}

/** A private or loopback URL, or a location of another restaurant, is refused before anything is stored. */
async function check(
  deps: ChannelDeps,
  restaurantId: string,
  input: { url?: string | undefined; location_ids: string[] | null },
) {
  if (input.url !== undefined) {
    // The obvious cases at once; each call checks again after resolving the name.
    const problem = outboundUrlProblem(
      input.url,
      channelPolicy(deps.allowPrivateWebhooks, deps.channelAllowHosts),
    );
    if (problem)
      throw new AppError('webhook_address_not_allowed', undefined, {
        details: [{ field: 'url', problem }],
      });
  }
  if (!input.location_ids) return;
  const wanted = [...new Set(input.location_ids)];
  const known = await deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, wanted), eq(locations.restaurantId, restaurantId)));
  if (known.length !== wanted.length)
    throw new AppError('validation_failed', 'Unknown location', {
      details: [{ field: 'location_ids' }],
    });
}

const settings = (input: TChannelUpdate) => ({
  name: input.name,
  alertTypes: [...new Set(input.alert_types)],
  locationIds: input.location_ids ? [...new Set(input.location_ids)] : null,
  language: input.language,
  enabled: input.enabled,
});

export async function createChannel(
  deps: ChannelDeps,
  actor: Actor,
  restaurantId: string,
  input: TChannelCreate,
): Promise<TCreatedChannel> {
  assertOwnRestaurant(actor, restaurantId);
  await check(deps, restaurantId, input);
  const [kept] = await deps.db
    .select({ n: count() })
    .from(alertChannels)
    .where(eq(alertChannels.restaurantId, restaurantId));
  if ((kept?.n ?? 0) >= CHANNELS_MAX)
    throw new AppError('validation_failed', `At most ${CHANNELS_MAX} channels`, {
      details: [{ field: 'name' }],
    });
  const secret = input.kind === 'webhook' ? randomBytes(32).toString('base64url') : null;
  // As system work (the request role never writes the sealed columns), then audited.
  const row = await insertChannel(deps.db, {
    restaurantId,
    kind: input.kind,
    url: deps.secrets.seal(input.url),
    urlHint: urlHint(input.url),
    signingSecret: secret ? deps.secrets.seal(secret) : null,
    ...settings(input),
  });
  await audit(deps.db, actor, restaurantId, 'alert_channel.created', row.id);
  return { ...toDto(row), signing_secret: secret };
}

export async function updateChannel(
  deps: ChannelDeps,
  actor: Actor,
  restaurantId: string,
  channelId: string,
  input: TChannelUpdate,
): Promise<TChannel> {
  assertOwnRestaurant(actor, restaurantId);
  await check(deps, restaurantId, input);
  const row = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(alertChannels)
      .set({ ...settings(input), updatedAt: sql`now()` })
      .where(and(eq(alertChannels.id, channelId), eq(alertChannels.restaurantId, restaurantId)))
      .returning(channelColumns);
    if (!changed) throw notFound('Channel');
    await audit(tx, actor, restaurantId, 'alert_channel.updated', changed.id);
    return changed;
  });
  // The new URL as system work, once the row is known to be the restaurant's.
  if (input.url !== undefined) {
    row.urlHint = urlHint(input.url);
    await storeChannelUrl(
      deps.db,
      restaurantId,
      channelId,
      deps.secrets.seal(input.url),
      row.urlHint,
    );
  }
  return toDto(row);
}

export async function deleteChannel(
  db: Db,
  actor: Actor,
  restaurantId: string,
  channelId: string,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(alertChannels)
      .where(and(eq(alertChannels.id, channelId), eq(alertChannels.restaurantId, restaurantId)))
      .returning({ id: alertChannels.id });
    if (!row) throw notFound('Channel');
    await audit(tx, actor, restaurantId, 'alert_channel.deleted', row.id);
  });
}

/** The channel, if it is the restaurant's (another restaurant's looks absent). */
export async function ownChannel(
  db: Db,
  actor: Actor,
  restaurantId: string,
  channelId: string,
): Promise<ChannelRow> {
  assertOwnRestaurant(actor, restaurantId);
  const [row] = await db
    .select(channelColumns)
    .from(alertChannels)
    .where(and(eq(alertChannels.id, channelId), eq(alertChannels.restaurantId, restaurantId)));
  if (!row) throw notFound('Channel');
  return row;
}

type DeliveryRow = typeof alertDeliveries.$inferSelect;
export const toDeliveryDto = (d: DeliveryRow): TDelivery => ({
  id: d.id,
  type: d.type as TDelivery['type'],
  review_id: d.reviewId,
  status: d.status as TDelivery['status'],
  attempts: d.attempts,
  http_status: d.lastStatus,
  error: d.lastError,
  next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
  sent_at: d.sentAt?.toISOString() ?? null,
});

export async function listDeliveries(
  db: Db,
  actor: Actor,
  restaurantId: string,
  channelId: string,
): Promise<TDelivery[]> {
  const channel = await ownChannel(db, actor, restaurantId, channelId);
  const rows = await db
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.channelId, channel.id))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  return rows.map(toDeliveryDto);
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
    entityType: 'alert_channel',
    entityId: id,
  });
}
