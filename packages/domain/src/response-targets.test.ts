import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESPONSE_TARGETS,
  ESCALATION_WINDOW_HOURS,
  escalationAt,
  escalationStepsDue,
  dueDistance,
  hasResponseDue,
  responseDue,
  targetHours,
} from './response-targets.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-20T12:00:00.000Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const targets = { negative: 4, neutral: 12, positive: 24 };

describe('response-time targets', () => {
  it('gives no due time to a review that was already history when it arrived', () => {
    const days = (n: number) => ago(24 * n);
    // Received as it was posted, or within the month: due.
    expect(hasResponseDue({ reviewDate: days(60), createdAt: days(60) })).toBe(true);
    expect(hasResponseDue({ reviewDate: days(29), createdAt: now })).toBe(true);
    // Imported or first synced more than 30 days after the guest posted it: history.
    expect(hasResponseDue({ reviewDate: days(31), createdAt: now })).toBe(false);
    // Read as spam: no draft, so no clock, however fresh.
    expect(hasResponseDue({ reviewDate: days(0), createdAt: now, spam: true })).toBe(false);
    expect(hasResponseDue({ reviewDate: days(0), createdAt: now, spam: false })).toBe(true);
  });

  it('gives each rating its class’s target: 1–2★, 3★, 4–5★', () => {
    expect(
      [1, 2, 3, 4, 5].map((r) => targetHours(r, { negative: 2, neutral: 5, positive: 9 })),
    ).toEqual([2, 2, 5, 9, 9]);
    expect(DEFAULT_RESPONSE_TARGETS).toEqual(targets);
  });

  it('is due its target’s hours after the guest posted it', () => {
    const due = responseDue({ rating: 1, reviewDate: ago(1), status: 'new' }, targets, now);
    expect(due.dueAt.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(due.state).toBe('on_time');
  });

  it('is due soon once a quarter of the target or less is left, overdue from the due instant', () => {
    const state = (rating: number, hoursAgo: number) =>
      responseDue({ rating, reviewDate: ago(hoursAgo), status: 'draft' }, targets, now).state;
    // 1★, 4 h: on time with more than 1 h left, due soon from 1 h left, overdue at 4 h.
    expect(state(1, 2.9)).toBe('on_time');
    expect(state(1, 3)).toBe('due_soon');
    expect(state(1, 3.99)).toBe('due_soon');
    expect(state(1, 4)).toBe('overdue');
    expect(state(2, 30)).toBe('overdue');
    // 3★, 12 h: due soon from 3 h left.
    expect(state(3, 8.9)).toBe('on_time');
    expect(state(3, 9)).toBe('due_soon');
    // 5★, 24 h: a 1★'s overdue age is still on time.
    expect(state(5, 5)).toBe('on_time');
    expect(state(5, 24)).toBe('overdue');
  });

  it('is answered once the reply is posted, however late; every other status still waits', () => {
    const posted = responseDue({ rating: 1, reviewDate: ago(100), status: 'posted' }, targets, now);
    expect(posted.state).toBe('answered');
    expect(posted.dueAt.toISOString()).toBe(new Date(ago(96)).toISOString());
    for (const status of ['new', 'draft', 'edited', 'regenerated', 'approved'] as const)
      expect(responseDue({ rating: 1, reviewDate: ago(100), status }, targets, now).state).toBe(
        'overdue',
      );
  });
});

describe('due distance', () => {
  it('reads minutes under an hour, hours under two days, days beyond, rounded down', () => {
    const at = (ms: number) => dueDistance(new Date(now.getTime() + ms), now);
    expect(at(30 * 60_000)).toEqual({ overdue: false, unit: 'minute', value: 30 });
    expect(at(10_000)).toEqual({ overdue: false, unit: 'minute', value: 1 });
    expect(at(0)).toEqual({ overdue: true, unit: 'minute', value: 1 });
    expect(at(-(HOUR + 59 * 60_000))).toEqual({ overdue: true, unit: 'hour', value: 1 });
    expect(at(47.9 * HOUR)).toEqual({ overdue: false, unit: 'hour', value: 47 });
    expect(at(-49 * HOUR)).toEqual({ overdue: true, unit: 'day', value: 2 });
  });
});

describe('escalation steps', () => {
  const review = (rating: number, hoursAgo: number, status: 'new' | 'posted' = 'new') => ({
    rating,
    reviewDate: ago(hoursAgo),
    createdAt: ago(hoursAgo),
    status,
  });

  it('takes step 1 once the review is overdue and step 2 a further target later', () => {
    // 1★: 4 hours, so overdue at 4 h and escalated to the Admins at 8 h.
    expect(escalationStepsDue(review(1, 3.9), targets, now)).toEqual([]);
    expect(escalationStepsDue(review(1, 4), targets, now)).toEqual([1]);
    expect(escalationStepsDue(review(1, 7.9), targets, now)).toEqual([1]);
    expect(escalationStepsDue(review(1, 8), targets, now)).toEqual([1, 2]);
    // 5★: 24 hours, then 48.
    expect(escalationStepsDue(review(5, 30), targets, now)).toEqual([1]);
    expect(escalationStepsDue(review(5, 48), targets, now)).toEqual([1, 2]);
    expect(escalationAt(review(3, 0), targets, 2)).toEqual(new Date(now.getTime() + 24 * HOUR));
  });

  it('escalates nothing answered, nothing without a due time, nothing older than the window', () => {
    expect(escalationStepsDue(review(1, 10, 'posted'), targets, now)).toEqual([]);
    const history = { ...review(1, 24 * 40), createdAt: now };
    expect(escalationStepsDue(history, targets, now)).toEqual([]);
    // Step 1 came more than a week ago, step 2 within it.
    const hours = ESCALATION_WINDOW_HOURS + 4 + 1;
    expect(escalationStepsDue(review(1, hours), targets, now)).toEqual([2]);
    expect(escalationStepsDue(review(1, ESCALATION_WINDOW_HOURS + 9), targets, now)).toEqual([]);
  });
});
