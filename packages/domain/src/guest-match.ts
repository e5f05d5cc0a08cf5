/**
 * "Verified guest": a review whose author is a guest who booked at the restaurant. The rule,
 * in one place for the server and the tests:
 *
 * - the names agree: same first name, and the same last name or the review shows only its
 *   initial ("Maya R." matches Maya Roy), compared without case, accents or punctuation;
 *   a review signed with a first name alone never matches (too many Mayas);
 * - the review was written on the day of the booking or within VERIFIED_GUEST_WINDOW_DAYS
 *   after it (guests review within days of their visit);
 * - same location when the booking names one we know; the booking was not cancelled and the
 *   guest did not fail to show.
 *
 * When several bookings qualify, the latest one before the review is the visit reviewed.
 */
export const VERIFIED_GUEST_WINDOW_DAYS = 14;

/** Booking states where the guest never came. */
export const NOT_VISITED_STATUSES: readonly string[] = [
  'cancelled',
  'canceled',
  'no_show',
  'noshow',
];

const DAY_MS = 86_400_000;

export type GuestName = { first: string; last: string };

/** Lower case, without accents, punctuation or extra spaces. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const nameWords = (name: string) => normaliseName(name).split(' ').filter(Boolean);

/**
 * Whether a review's author is the guest: the guest's first name (every word of it:
 * "Pierre-Luc", "Marie Ève"), then their last name or its initial, and nothing else.
 */
export function namesMatch(author: string | null | undefined, guest: GuestName): boolean {
  const review = nameWords(author ?? '');
  const first = nameWords(guest.first);
  const last = nameWords(guest.last).join(' ');
  if (!first.length || !last || review.length <= first.length) return false;
  if (first.some((word, i) => review[i] !== word)) return false;
  const rest = review.slice(first.length).join(' ');
  // "Roy" or "R" (the review shows "R.").
  return rest === last || (rest.length === 1 && last.startsWith(rest));
}

export type MatchableBooking = {
  id: string;
  firstName: string;
  lastName: string;
  startsAt: Date;
  status: string;
  locationId: string | null;
};

export type MatchableReview = {
  id: string;
  authorName: string | null;
  reviewDate: Date;
  locationId: string;
};

export function bookingMatchesReview(booking: MatchableBooking, review: MatchableReview): boolean {
  if (NOT_VISITED_STATUSES.includes(booking.status.toLowerCase())) return false;
  if (booking.locationId && booking.locationId !== review.locationId) return false;
  const start = booking.startsAt.getTime();
  const dayOfBooking = start - (start % DAY_MS);
  const reviewed = review.reviewDate.getTime();
  if (reviewed < dayOfBooking || reviewed > start + VERIFIED_GUEST_WINDOW_DAYS * DAY_MS)
    return false;
  return namesMatch(review.authorName, { first: booking.firstName, last: booking.lastName });
}

/** The booking each review was written after, for the reviews that have one. */
export function matchVerifiedGuests<B extends MatchableBooking>(
  reviews: readonly MatchableReview[],
  bookings: readonly B[],
): Map<string, B> {
  const out = new Map<string, B>();
  for (const review of reviews) {
    let best: B | null = null;
    for (const booking of bookings) {
      if (!bookingMatchesReview(booking, review)) continue;
      if (!best || booking.startsAt > best.startsAt) best = booking;
    }
    if (best) out.set(review.id, best);
  }
  return out;
}
