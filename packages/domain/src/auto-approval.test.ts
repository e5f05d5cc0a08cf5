import { describe, expect, it } from 'vitest';
import {
  AUTO_APPROVAL_DELAY_OPTIONS,
  delayDisplay,
  holdReasonsFor,
  isAutoApprovable,
} from './auto-approval.ts';
import { DRAFT_CHECKS, HOLD_REASONS, type DraftCheck } from './draft-checks.ts';
import { NO_SIGNALS } from './review-signals.ts';

describe('auto-approval delay display', () => {
  it('shows every offered delay in its unit', () => {
    expect(AUTO_APPROVAL_DELAY_OPTIONS.map(delayDisplay)).toEqual([
      { unit: 'minutes', value: 1 },
      { unit: 'minutes', value: 15 },
      { unit: 'minutes', value: 30 },
      { unit: 'hours', value: 1 },
      { unit: 'hours', value: 4 },
      { unit: 'hours', value: 12 },
      { unit: 'days', value: 1 },
      { unit: 'days', value: 3 },
      { unit: 'weeks', value: 1 },
    ]);
  });

  it('shows No delay when empty', () => {
    expect(delayDisplay(null)).toEqual({ unit: 'none' });
    expect(delayDisplay(undefined)).toEqual({ unit: 'none' });
    expect(delayDisplay(0)).toEqual({ unit: 'none' });
  });
});

describe('auto-approval eligibility', () => {
  it('takes reviews at or above the minimum rating while it is on', () => {
    for (const minRating of [1, 2, 3, 4, 5]) {
      const approvable = [1, 2, 3, 4, 5].filter((r) =>
        isAutoApprovable(r, { enabled: true, minRating }, []),
      );
      expect(approvable).toEqual([1, 2, 3, 4, 5].slice(minRating - 1));
    }
  });

  it('takes none while it is off', () => {
    for (const rating of [1, 2, 3, 4, 5])
      expect(isAutoApprovable(rating, { enabled: false, minRating: 1 }, [])).toBe(false);
  });
});

describe('drafts held for a person', () => {
  const checks = (...failing: string[]): DraftCheck[] =>
    DRAFT_CHECKS.map((check) => ({
      check,
      passed: !failing.includes(check),
      detail: failing.includes(check) ? 'failed' : null,
    }));
  const incident = { ...NO_SIGNALS, incidents: [{ kind: 'allergy' as const, span: 'allergy' }] };

  it('never auto-approves a held draft, whatever the reason', () => {
    for (const reason of HOLD_REASONS)
      expect(isAutoApprovable(5, { enabled: true, minRating: 1 }, [reason])).toBe(false);
  });

  it('holds incidents, unanswered questions, spam and failed checks', () => {
    expect(holdReasonsFor(NO_SIGNALS, checks())).toEqual([]);
    expect(holdReasonsFor(incident, checks())).toEqual(['incident']);
    expect(holdReasonsFor(NO_SIGNALS, checks('questions-answered'))).toEqual([
      'question',
      'failed-check',
    ]);
    expect(holdReasonsFor({ ...NO_SIGNALS, spam: 'seo' }, null)).toEqual(['spam']);
    expect(holdReasonsFor(NO_SIGNALS, checks('no-promotion'))).toEqual(['failed-check']);
  });

  it('holds a draft that apologises for what the guest never criticised, by engine or person', () => {
    const invented = checks('no-invented-complaint');
    expect(holdReasonsFor(NO_SIGNALS, invented)).toEqual(['failed-check']);
    expect(holdReasonsFor(NO_SIGNALS, invented, 'person')).toEqual(['failed-check']);
    const reasons = holdReasonsFor(NO_SIGNALS, invented);
    expect(isAutoApprovable(5, { enabled: true, minRating: 1 }, reasons)).toBe(false);
  });

  it('holds a person’s own text only for what its checks still find', () => {
    expect(holdReasonsFor(incident, checks(), 'person')).toEqual([]);
    expect(holdReasonsFor(incident, checks('incidents-addressed'), 'person')).toEqual([
      'failed-check',
    ]);
  });
});
