import { z } from 'zod';
import {
  REQUEST_BODY_MAX,
  REQUEST_LINKS_MAX,
  REQUEST_SUBJECT_MAX,
  VISITS_PER_CALL_MAX,
} from '../review-requests.ts';
import { ZLanguage } from './common.ts';
import { ZDay, ZInstant } from './dates.ts';

/* Review requests (docs/product/review-requests.md). */

const ZHour = z.int().min(0).max(23);
const ZTemplateWords = z.object({
  subject: z.string().trim().min(1).max(REQUEST_SUBJECT_MAX),
  body: z.string().trim().min(1).max(REQUEST_BODY_MAX),
});
const ZHttpsUrl = z
  .url({ protocol: /^https$/ })
  .max(2000)
  .describe('An https address the guest is sent to.');

/** A review link the restaurant adds beside Google's (null location: every location). */
export const ZRequestLink = z.object({
  label: z.string().trim().min(1).max(80),
  url: ZHttpsUrl,
  location_id: z.uuid().nullable().default(null),
});

/** `PUT /v1/restaurant/{id}/review-request/settings`: the whole settings. */
export const ZRequestSettingsInput = z.object({
  enabled: z.boolean(),
  delay_hours: z.int().min(0).max(720),
  quiet_start_hour: ZHour,
  quiet_end_hour: ZHour,
  period_days: z.int().min(1).max(3650),
  sender_name: z.string().trim().max(100).nullable().default(null),
  reply_to: z.email().max(254).nullable().default(null),
  templates: z.object({ en: ZTemplateWords, fr: ZTemplateWords }),
  links: z.array(ZRequestLink).max(REQUEST_LINKS_MAX).default([]),
});
export type TRequestSettingsInput = z.infer<typeof ZRequestSettingsInput>;

export const ZRequestSettings = ZRequestSettingsInput.extend({
  /** Each location's Google review link, when its Google place is known. */
  google_links: z.array(z.object({ location_id: z.uuid(), url: z.string() })),
});
export type TRequestSettings = z.infer<typeof ZRequestSettings>;

/** One visit (a webhook's or a CSV row once read). */
export const ZVisit = z.object({
  /** The sender's own id of the visit: a visit is asked about once. */
  visit_id: z.string().trim().min(1).max(200),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  email: z.email().max(254),
  language: ZLanguage.default('en'),
  location_id: z.uuid(),
  visited_at: ZInstant,
});
export type TVisit = z.infer<typeof ZVisit>;

export const ZVisitWebhookBody = z.object({
  visits: z.array(ZVisit).min(1).max(VISITS_PER_CALL_MAX),
});

/** What a CSV upload or a webhook call did. */
export const ZVisitsResult = z.object({
  received: z.int(),
  scheduled: z.int(),
  /** Already known (same visit), or outside what the restaurant asks for. */
  ignored: z.int(),
});
export type TVisitsResult = z.infer<typeof ZVisitsResult>;

export const REQUEST_STATUSES = ['scheduled', 'sent', 'skipped'] as const;

/** One request as the Administration list shows it: never the guest's e-mail address. */
export const ZRequestRow = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  source: z.enum(['booking', 'csv', 'webhook']),
  guest_name: z.string(),
  language: ZLanguage,
  visited_at: z.string(),
  send_after: z.string(),
  status: z.enum(REQUEST_STATUSES),
  skip_reason: z.string().nullable(),
  sent_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  converted_review_id: z.uuid().nullable(),
});
export type TRequestRow = z.infer<typeof ZRequestRow>;

export const ZRequestListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** `GET …/review-request/conversion`: a period of the restaurant's days, one location or all. */
export const ZConversionQuery = z.object({
  startDate: ZDay,
  endDate: ZDay,
  location_id: z.uuid().optional(),
});

export const ZConversionFigures = z.object({
  sent: z.int(),
  clicked: z.int(),
  converted: z.int(),
  /** Percent of sent, one decimal; null when none was sent. */
  click_rate: z.number().nullable(),
  conversion_rate: z.number().nullable(),
});
export type TConversionFigures = z.infer<typeof ZConversionFigures>;

export const ZConversion = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: ZConversionFigures,
  locations: z.array(ZConversionFigures.extend({ location_id: z.uuid(), name: z.string() })),
});
export type TConversion = z.infer<typeof ZConversion>;

export const ZRequestTokenParams = z.object({ token: z.string().min(10).max(100) });
export const ZRequestLinkParams = ZRequestTokenParams.extend({
  link: z.coerce.number().int().min(0).max(REQUEST_LINKS_MAX),
});
