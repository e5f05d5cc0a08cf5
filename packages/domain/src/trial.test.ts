import { describe, expect, it } from 'vitest';
import {
  TRIAL_STATES,
  isPaying,
  isReadOnly,
  refusedWhileReadOnly,
  trialDaysLeft,
  trialState,
} from './trial.ts';

const now = new Date('2026-11-26T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('trial state', () => {
  it('reads the dates: none, active, ending soon, expired, converted', () => {
    expect(trialState({ endsAt: null, convertedAt: null }, now)).toBe('none');
    expect(trialState({ endsAt: inDays(12), convertedAt: null }, now)).toBe('active');
    expect(trialState({ endsAt: inDays(7), convertedAt: null }, now)).toBe('ending_soon');
    expect(trialState({ endsAt: inDays(0.01), convertedAt: null }, now)).toBe('ending_soon');
    expect(trialState({ endsAt: now, convertedAt: null }, now)).toBe('expired');
    expect(trialState({ endsAt: inDays(-3).toISOString(), convertedAt: null }, now)).toBe(
      'expired',
    );
    expect(trialState({ endsAt: inDays(-3), convertedAt: inDays(-1) }, now)).toBe('converted');
    expect(isReadOnly('expired')).toBe(true);
    expect(isReadOnly('ending_soon')).toBe(false);
  });

  it('counts only never-trial and converted restaurants as paying', () => {
    expect(TRIAL_STATES.filter(isPaying)).toEqual(['none', 'converted']);
  });

  it('counts a started day as one', () => {
    expect(trialDaysLeft(inDays(12), now)).toBe(12);
    expect(trialDaysLeft(inDays(11.2), now)).toBe(12);
    expect(trialDaysLeft(inDays(0.1), now)).toBe(1);
    expect(trialDaysLeft(inDays(-1), now)).toBe(0);
  });

  it('refuses writes while read-only, except what stays the user’s', () => {
    expect(refusedWhileReadOnly('replies.approve', 'PUT')).toBe(true);
    expect(refusedWhileReadOnly('locations.create', 'POST')).toBe(true);
    expect(refusedWhileReadOnly('reviews.list', 'GET')).toBe(false);
    expect(refusedWhileReadOnly('reports.create', 'POST')).toBe(false);
    expect(refusedWhileReadOnly('auth.logout', 'POST')).toBe(false);
    expect(refusedWhileReadOnly('restaurants.requestUpgrade', 'POST')).toBe(false);
    expect(refusedWhileReadOnly('users.update', 'PUT', true)).toBe(false);
    expect(refusedWhileReadOnly('users.update', 'PUT', false)).toBe(true);
  });
});
