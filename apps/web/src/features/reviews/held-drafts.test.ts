import type { DraftCheck } from '@tableside/domain/draft-checks';
import { describe, expect, it } from 'vitest';
import { orderedChecks } from '../../lib/draft-checks.ts';
import { shownChecks, shownHoldReasons } from './held-drafts.ts';

const pass = (check: DraftCheck['check']): DraftCheck => ({ check, passed: true, detail: null });
const fail = (check: DraftCheck['check'], detail: string): DraftCheck => ({
  check,
  passed: false,
  detail,
});

describe('held drafts', () => {
  it('lists failed checks first, each group in the domain’s order', () => {
    const checks = [
      pass('length'),
      fail('no-promotion', 'Offers a free dessert on a 1-star review.'),
      pass('language'),
      fail('questions-answered', 'The question about the terrace is not answered.'),
    ];
    expect(orderedChecks(checks).map((c) => c.check)).toEqual([
      'questions-answered',
      'no-promotion',
      'language',
      'length',
    ]);
  });

  it('shows checks only beside a reply, and never for a draft nobody checked', () => {
    const checks = [pass('language')];
    expect(shownChecks({ draft_checks: checks, response: 'Thank you, Priya!' })).toEqual(checks);
    expect(shownChecks({ draft_checks: checks, response: '  ' })).toBeNull();
    expect(shownChecks({ draft_checks: null, response: 'Thank you!' })).toBeNull();
    expect(shownChecks({ draft_checks: [], response: 'Thank you!' })).toBeNull();
  });

  it('shows why a review is held until someone approves its reply', () => {
    const hold_reasons = ['incident', 'failed-check'] as const;
    expect(shownHoldReasons({ hold_reasons: [...hold_reasons], status: 'draft' })).toEqual([
      'incident',
      'failed-check',
    ]);
    expect(shownHoldReasons({ hold_reasons: ['spam'], status: 'new' })).toEqual(['spam']);
    expect(shownHoldReasons({ hold_reasons: [...hold_reasons], status: 'approved' })).toEqual([]);
    expect(shownHoldReasons({ hold_reasons: [...hold_reasons], status: 'posted' })).toEqual([]);
  });
});
