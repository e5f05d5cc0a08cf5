import { describe, expect, it } from 'vitest';
import { alertEmailProblem, emailToggleDisabled, isBadReview } from './alerts.ts';
import { ZAlertConfigUpdate, ZAlertSeenMany } from './schemas/alerts.ts';

describe('notification e-mail rule', () => {
  it.each([
    ['maya@example.com', null],
    ['m.a-y+a@sub.example.co', null],
    ['', 'empty'],
    ['maya @example.com', 'invalid'],
    [' maya@example.com', 'invalid'],
    ['maya@exa mple.com', 'invalid'],
    ['maya@example.com ', 'invalid'],
    ['@example.com', 'invalid'],
    ['maya@', 'invalid'],
    ['maya', 'invalid'],
    ['maya@example', 'invalid'],
    ['maya@example.', 'invalid'],
    ['maya@@example.com', 'invalid'],
  ] as const)('%j → %s', (email, problem) => expect(alertEmailProblem(email)).toBe(problem));

  it('disables the e-mail toggle for an empty or invalid address and while busy', () => {
    expect(emailToggleDisabled('', false)).toBe(true);
    expect(emailToggleDisabled('maya@example', false)).toBe(true);
    expect(emailToggleDisabled('maya@example.com', true)).toBe(true);
    expect(emailToggleDisabled('maya@example.com', false)).toBe(false);
  });
});

describe('alert configuration body', () => {
  const base = { client_alerts_enabled: true, email_alerts_enabled: false };
  it('accepts an empty address only while e-mail alerts are off', () => {
    expect(ZAlertConfigUpdate.safeParse({ ...base, email: '' }).success).toBe(true);
    const on = ZAlertConfigUpdate.safeParse({ ...base, email: '', email_alerts_enabled: true });
    expect(on.success).toBe(false);
    expect(on.error?.issues[0]?.path).toEqual(['email']);
  });
  it('refuses an invalid address whatever the toggles', () => {
    expect(ZAlertConfigUpdate.safeParse({ ...base, email: 'maya@example' }).success).toBe(false);
  });
});

describe('bad reviews', () => {
  it('are at or under the threshold', () => {
    expect([1, 2, 3, 4, 5].filter((r) => isBadReview(r, 2))).toEqual([1, 2]);
    expect([1, 2, 3, 4, 5].filter((r) => isBadReview(r, 3))).toEqual([1, 2, 3]);
  });
});

describe('mark seen body', () => {
  const id = '6f1c7a52-8a8e-4a53-9d0e-7c9b1e0a2b3c';
  it('takes {reviewIds} or a bare array, never an empty list', () => {
    expect(ZAlertSeenMany.safeParse({ reviewIds: [id] }).success).toBe(true);
    expect(ZAlertSeenMany.safeParse([id]).success).toBe(true);
    expect(ZAlertSeenMany.safeParse([]).success).toBe(false);
    expect(ZAlertSeenMany.safeParse({ reviewIds: ['x'] }).success).toBe(false);
  });
});
