import { describe, expect, it } from 'vitest';
import {
  bookingMatchesReview,
  matchVerifiedGuests,
  namesMatch,
  normaliseName,
  VERIFIED_GUEST_WINDOW_DAYS,
  type MatchableBooking,
  type MatchableReview,
} from './guest-match.ts';

const booking = (over: Partial<MatchableBooking> = {}): MatchableBooking => ({
  id: 'b1',
  firstName: 'Maya',
  lastName: 'Roy',
  startsAt: new Date('2026-10-10T23:00:00Z'),
  status: 'confirmed',
  locationId: 'plateau',
  ...over,
});
const review = (over: Partial<MatchableReview> = {}): MatchableReview => ({
  id: 'r1',
  authorName: 'Maya Roy',
  reviewDate: new Date('2026-10-12T10:00:00Z'),
  locationId: 'plateau',
  ...over,
});

describe('verified-guest names', () => {
  it('compares without case, accents or punctuation', () => {
    expect(normaliseName('  Élodie  Gagné-Tremblay! ')).toBe('elodie gagne tremblay');
    expect(namesMatch('élodie gagné', { first: 'Elodie', last: 'Gagne' })).toBe(true);
    expect(namesMatch('Maya R.', { first: 'Maya', last: 'Roy' })).toBe(true);
    expect(namesMatch('Maya Roy', { first: 'maya', last: 'ROY' })).toBe(true);
  });

  it('reads first and last names of several words, hyphenated or not', () => {
    expect(namesMatch('Pierre-Luc Hébert', { first: 'Pierre-Luc', last: 'Hébert' })).toBe(true);
    expect(namesMatch('Pierre-Luc H.', { first: 'Pierre-Luc', last: 'Hébert' })).toBe(true);
    expect(namesMatch('Marie Ève Gagné-Roy', { first: 'Marie-Ève', last: 'Gagné Roy' })).toBe(true);
    expect(namesMatch('Pierre Luc-Hébert', { first: 'Pierre', last: 'Luc-Hébert' })).toBe(true);
    expect(namesMatch('Pierre-Luc', { first: 'Pierre-Luc', last: 'Hébert' })).toBe(false);
    expect(namesMatch('Pierre Hébert', { first: 'Pierre-Luc', last: 'Hébert' })).toBe(false);
  });

  it('refuses a first name alone, another initial, another person, and empty names', () => {
    expect(namesMatch(null, { first: 'Maya', last: 'Roy' })).toBe(false);
    expect(namesMatch('  ', { first: 'Maya', last: 'Roy' })).toBe(false);
    expect(namesMatch('Maya', { first: 'Maya', last: 'Roy' })).toBe(false);
    expect(namesMatch('Maya T.', { first: 'Maya', last: 'Roy' })).toBe(false);
    expect(namesMatch('Mayа Roy', { first: 'Maya', last: 'Roy' })).toBe(false); // Cyrillic а
    expect(namesMatch('Maya Royer', { first: 'Maya', last: 'Roy' })).toBe(false);
    expect(namesMatch('Maya Roy', { first: '', last: 'Roy' })).toBe(false);
    expect(namesMatch('Maya Roy', { first: 'Maya', last: '' })).toBe(false);
  });
});

describe('verified-guest dates, places and states', () => {
  it('matches on the day of the booking and up to the window after it', () => {
    expect(bookingMatchesReview(booking(), review())).toBe(true);
    expect(
      bookingMatchesReview(booking(), review({ reviewDate: new Date('2026-10-10T01:00:00Z') })),
    ).toBe(true);
    const last = new Date(booking().startsAt.getTime() + VERIFIED_GUEST_WINDOW_DAYS * 86_400_000);
    expect(bookingMatchesReview(booking(), review({ reviewDate: last }))).toBe(true);
    expect(
      bookingMatchesReview(booking(), review({ reviewDate: new Date(last.getTime() + 1) })),
    ).toBe(false);
    expect(
      bookingMatchesReview(booking(), review({ reviewDate: new Date('2026-10-09T12:00:00Z') })),
    ).toBe(false);
  });

  it('needs the same location when the booking names one, and a visit that happened', () => {
    expect(bookingMatchesReview(booking(), review({ locationId: 'mile-end' }))).toBe(false);
    expect(bookingMatchesReview(booking({ locationId: null }), review({ locationId: 'x' }))).toBe(
      true,
    );
    for (const status of ['cancelled', 'CANCELED', 'no_show'])
      expect(bookingMatchesReview(booking({ status }), review())).toBe(false);
  });

  it('picks the latest qualifying booking before each review', () => {
    const older = booking({ id: 'old', startsAt: new Date('2026-10-01T23:00:00Z') });
    const newer = booking({ id: 'new', startsAt: new Date('2026-10-08T23:00:00Z') });
    const other = booking({ id: 'other', firstName: 'Léa' });
    const found = matchVerifiedGuests(
      [review(), review({ id: 'r2', authorName: 'Nobody Here' })],
      [older, other, newer],
    );
    expect(found.get('r1')?.id).toBe('new');
    expect(found.has('r2')).toBe(false);
  });
});
