import { describe, expect, it } from 'vitest';
import {
  replyRefusal,
  statusAfter,
  type ReplyAction,
  type ReviewStatus,
} from './reply-lifecycle.ts';

const STATUSES: ReviewStatus[] = ['new', 'draft', 'edited', 'regenerated', 'approved', 'posted'];
const ACTIONS: ReplyAction[] = ['edit', 'regenerate', 'approve', 'post', 'mark_posted'];

describe('reply lifecycle', () => {
  for (const status of STATUSES) {
    for (const action of ACTIONS) {
      for (const hasText of [true, false]) {
        it(`${action} from ${status}${hasText ? '' : ' (empty)'}`, () => {
          const refusal = replyRefusal(status, action, hasText);
          if (action === 'edit' || action === 'regenerate') return expect(refusal).toBeNull();
          if (status === 'posted') return expect(refusal).toBe('reply_already_posted');
          if (action === 'approve') return expect(refusal).toBe(hasText ? null : 'reply_empty');
          expect(refusal).toBe(status === 'approved' && hasText ? null : 'reply_not_approved');
        });
      }
    }
  }

  it('moves to the lifecycle statuses', () => {
    expect(ACTIONS.map(statusAfter)).toEqual([
      'edited',
      'regenerated',
      'approved',
      'approved',
      'posted',
    ]);
  });
});
