import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_TEMPLATES,
  fillRequestText,
  googleReviewLink,
  inQuietHours,
  isVisitedStatus,
  nextSendTime,
  rateOf,
  unknownRequestPlaceholders,
} from './review-requests.ts';

describe('review request rules', () => {
  it('fills the placeholders, greeting a guest without a first name without a gap', () => {
    const text = 'Hello {guest_first_name}, thanks for visiting {location}.';
    expect(fillRequestText(text, { guest_first_name: 'Maya', location: 'Alpha' })).toBe(
      'Hello Maya, thanks for visiting Alpha.',
    );
    expect(fillRequestText(text, { guest_first_name: null, location: 'Alpha' })).toBe(
      'Hello, thanks for visiting Alpha.',
    );
    expect(unknownRequestPlaceholders('{location} {dish} {dish} {guest_first_name}')).toEqual([
      'dish',
    ]);
  });

  it('writes « chez {location} » as French says it for the restaurant’s own name', () => {
    const fr = DEFAULT_REQUEST_TEMPLATES.fr.subject;
    expect(fillRequestText(fr, { guest_first_name: null, location: 'Chez Lucienne Verdun' })).toBe(
      'Comment s’est passée votre visite chez Lucienne Verdun ?',
    );
    expect(fillRequestText(fr, { guest_first_name: null, location: 'Le Gros Phare' })).toBe(
      'Comment s’est passée votre visite au Gros Phare ?',
    );
  });

  it('counts only visits that happened', () => {
    expect(isVisitedStatus('Completed')).toBe(true);
    expect(isVisitedStatus('cancelled')).toBe(false);
    expect(isVisitedStatus('no_show')).toBe(false);
    expect(isVisitedStatus('confirmed')).toBe(false);
  });

  it('reads quiet hours that wrap past midnight, and none when start equals end', () => {
    expect([20, 21, 23, 0, 8, 9].map((h) => inQuietHours(h, 21, 9))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(inQuietHours(3, 1, 5)).toBe(true);
    expect(inQuietHours(12, 0, 0)).toBe(false);
  });

  it('puts a send due in the quiet hours off to their end on the local clock', () => {
    const quiet = { start: 21, end: 9 };
    const due = new Date('2026-07-10T02:30:00Z'); // 22:30 in Toronto (UTC-4)
    expect(nextSendTime(due, 'America/Toronto', quiet).toISOString()).toBe(
      '2026-07-10T13:00:00.000Z',
    );
    const open = new Date('2026-07-10T15:00:00Z');
    expect(nextSendTime(open, 'America/Toronto', quiet)).toEqual(open);
    // Across the autumn change of offset, still 9:00 local.
    expect(
      nextSendTime(new Date('2026-11-01T02:00:00Z'), 'America/Toronto', quiet).toISOString(),
    ).toBe('2026-11-01T14:00:00.000Z');
  });

  it('links to Google’s review page of the place, and rates in percent of sent', () => {
    expect(googleReviewLink('ChIJ a&b')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ%20a%26b',
    );
    expect(rateOf(1, 3)).toBe(33.3);
    expect(rateOf(0, 0)).toBeNull();
  });
});
