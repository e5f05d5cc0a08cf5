import { z } from 'zod';
import { ZLanguage } from './common.ts';

/*
 * Escalation channels (docs/product/team-workflow.md#escalation-channels): Slack, Microsoft Teams
 * or a signed webhook, each receiving the alert types it names for all or some locations.
 */

export const CHANNEL_KINDS = ['slack', 'teams', 'webhook'] as const;
export const ZChannelKind = z.enum(CHANNEL_KINDS);
export type TChannelKind = z.infer<typeof ZChannelKind>;

/** What a channel may receive; `overdue` comes from the overdue escalation when it runs. */
export const CHANNEL_ALERT_TYPES = ['bad_review', 'incident', 'overdue', 'assignment'] as const;
export const ZChannelAlertType = z.enum(CHANNEL_ALERT_TYPES);
export type TChannelAlertType = z.infer<typeof ZChannelAlertType>;

export const CHANNEL_NAME_MAX = 80;
export const CHANNELS_MAX = 20;
/** How many deliveries the log shows per channel. */
export const DELIVERY_LOG_SIZE = 50;

const ZChannelUrl = z.url({ protocol: /^https?$/ }).max(2000);

const fields = {
  name: z.string().trim().min(1).max(CHANNEL_NAME_MAX),
  alert_types: z.array(ZChannelAlertType).min(1).max(CHANNEL_ALERT_TYPES.length),
  /** Null: every location, those opened later included. */
  location_ids: z.array(z.uuid()).min(1).max(500).nullable().default(null),
  /** Null: the restaurant's default language. */
  language: ZLanguage.nullable().default(null),
  enabled: z.boolean().default(true),
};

/** `POST /v1/restaurant/{id}/alert-channel`. */
export const ZChannelCreate = z.object({ kind: ZChannelKind, url: ZChannelUrl, ...fields });
export type TChannelCreate = z.infer<typeof ZChannelCreate>;

/** `PUT …/alert-channel/{channelId}`: everything but the kind; the URL only when it changes. */
export const ZChannelUpdate = z.object({ url: ZChannelUrl.optional(), ...fields });
export type TChannelUpdate = z.infer<typeof ZChannelUpdate>;

export const ZChannel = z.object({
  id: z.uuid(),
  kind: ZChannelKind,
  name: z.string(),
  /** The host and the URL's last characters; the URL itself never leaves the server. */
  url_hint: z.string(),
  alert_types: z.array(ZChannelAlertType),
  location_ids: z.array(z.uuid()).nullable(),
  language: ZLanguage.nullable(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type TChannel = z.infer<typeof ZChannel>;

/** The answer to a creation: the webhook kind's signing secret, shown this once. */
export const ZCreatedChannel = ZChannel.extend({ signing_secret: z.string().nullable() });
export type TCreatedChannel = z.infer<typeof ZCreatedChannel>;

export const ZChannelParams = z.object({ id: z.uuid(), channelId: z.uuid() });

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const ZDelivery = z.object({
  id: z.uuid(),
  type: z.enum([...CHANNEL_ALERT_TYPES, 'test']),
  review_id: z.uuid().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last answer's HTTP status; null when none came. */
  http_status: z.number().int().nullable(),
  /** A short code: `http_error`, `address_not_allowed`, `network_error`, or Slack's own. */
  error: z.string().nullable(),
  /** While queued: not tried again before then, the wait the channel asked for (`Retry-After`). */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TDelivery = z.infer<typeof ZDelivery>;
