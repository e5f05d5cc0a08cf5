/*
 * Review requests (docs/product/review-requests.md): the placeholders of a request e-mail, the
 * default words, which visits count, the Google review link, quiet hours and the conversion
 * rates. No zod here, so the browser can import it cheaply.
 *
 * No gating: nothing here reads the guest's experience. Google's policy forbids asking only
 * happy guests, so every guest of a visit gets the same invitation.
 */

import { frenchAtPlace } from './french-place.ts';

export const REQUEST_PLACEHOLDERS = ['guest_first_name', 'location'] as const;
export type RequestPlaceholder = (typeof REQUEST_PLACEHOLDERS)[number];
export type RequestLanguage = 'en' | 'fr';

export const REQUEST_SUBJECT_MAX = 200;
export const REQUEST_BODY_MAX = 4000;
export const REQUEST_LINKS_MAX = 5;
/** Older visits are not asked about: a guest would not remember an evening of last year. */
export const VISIT_MAX_AGE_DAYS = 30;
/** Visits in one CSV upload or webhook call. */
export const VISITS_PER_CALL_MAX = 5000;

export const DEFAULT_REQUEST_TEMPLATES: Record<RequestLanguage, { subject: string; body: string }> =
  {
    en: {
      subject: 'How was your visit to {location}?',
      body: 'Hello {guest_first_name},\n\nThank you for visiting {location}. Would you take a minute to tell other guests about your visit? Every review helps us, whatever you thought.',
    },
    fr: {
      subject: 'Comment s’est passée votre visite chez {location} ?',
      body: 'Bonjour {guest_first_name},\n\nMerci d’être venu chez {location}. Auriez-vous une minute pour raconter votre visite à d’autres clients ? Chaque avis nous aide, quel qu’il soit.',
    },
  };

const TOKEN = /\{([a-z_]+)\}/g;

/** The `{names}` a text holds that are not request placeholders, each once. */
export function unknownRequestPlaceholders(text: string): string[] {
  const known: readonly string[] = REQUEST_PLACEHOLDERS;
  const names = [...text.matchAll(TOKEN)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => !known.includes(n)))];
}

/**
 * Fills a template. A guest without a first name is greeted without one: "Hello {guest_first_name},"
 * becomes "Hello," rather than "Hello ,".
 */
export function fillRequestText(
  text: string,
  values: { guest_first_name: string | null; location: string },
): string {
  const first = values.guest_first_name?.trim();
  const withoutName = first ? text : text.replace(/[ \t]*\{guest_first_name\}/g, '');
  return (
    withoutName
      .replace(/\{guest_first_name\}/g, first ?? '')
      // « chez {location} » for "Chez Lucienne" or "Le Gros Phare": « chez Lucienne », « au Gros Phare ».
      .replace(/\bchez \{location\}/g, frenchAtPlace(values.location))
      .replace(/\{location\}/g, values.location)
  );
}

/** Booking states that mean the guest came and left: only those visits lead to a request. */
export const VISITED_BOOKING_STATUSES: readonly string[] = [
  'completed',
  'complete',
  'finished',
  'seated',
  'checked_out',
  'departed',
];

export const isVisitedStatus = (status: string) =>
  VISITED_BOOKING_STATUSES.includes(status.toLowerCase());

/** Google's own "write a review" page for a place. */
export function googleReviewLink(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/** The hour (0–23) and minute of an instant on the clock of a time zone. */
export function localClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
}

/** Whether a local hour falls in the quiet window [start, end), which may wrap past midnight. */
export function inQuietHours(hour: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

const MINUTE_MS = 60_000;

/**
 * The first instant at or after `due` outside the quiet hours of `timeZone`: `due` itself, or
 * the end of the quiet window (the next `end:00` on the local clock, whatever the offset did).
 */
export function nextSendTime(
  due: Date,
  timeZone: string,
  quiet: { start: number; end: number },
): Date {
  let at = due;
  // At most a day of quiet hours, walked a minute at a time from the next whole hour.
  for (let i = 0; i < 26 * 60; i += 1) {
    const { hour, minute } = localClock(at, timeZone);
    if (!inQuietHours(hour, quiet.start, quiet.end)) return at;
    at = new Date(at.getTime() + (i === 0 ? (60 - minute) * MINUTE_MS : 60 * MINUTE_MS));
    at = new Date(at.getTime() - (at.getTime() % MINUTE_MS));
  }
  return at;
}

/** A share of a count, in percent with one decimal, or null when nothing was sent. */
export function rateOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
