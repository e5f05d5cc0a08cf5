import { describe, expect, it } from 'vitest';
import { firstReplyFigures, median, type FirstReplyReview } from './first-reply.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-20T12:00:00.000Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const targets = { negative: 4, neutral: 12, positive: 24 };
/** A review posted `hours` ago, answered `after` hours later (null: not yet). */
const review = (rating: number, hours: number, after: number | null): FirstReplyReview => ({
  rating,
  reviewDate: ago(hours),
  createdAt: ago(hours),
  firstRepliedAt: after === null ? null : ago(hours - after),
});

describe('time to first reply', () => {
  it('takes the median, halfway between the middle two for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('counts a review within target when answered by its class’s due time', () => {
    const figures = firstReplyFigures(
      [
        review(1, 50, 3), // 3 h of 4: within
        review(2, 50, 5), // 5 h of 4: late
        review(3, 50, 12), // exactly at 12 h: within
        review(5, 50, 30), // 30 h of 24: late
      ],
      targets,
      now,
    );
    expect(figures).toEqual({
      answered: 4,
      medianHours: 8.5,
      due: 4,
      withinTarget: 2,
      withinTargetShare: 50,
    });
  });

  it('counts an unanswered review once it is past due, not before', () => {
    const figures = firstReplyFigures(
      [review(1, 10, null), review(5, 10, null), review(5, 30, 1)],
      targets,
      now,
    );
    // The 1★ is 6 hours late; the 5★ still has 14 hours.
    expect(figures).toMatchObject({ answered: 1, medianHours: 1, due: 2, withinTarget: 1 });
    expect(figures.withinTargetShare).toBe(50);
  });

  it('leaves reviews without a due time out of the share, not out of the time', () => {
    const history = { ...review(1, 24 * 60, 48), createdAt: now };
    expect(firstReplyFigures([history], targets, now)).toEqual({
      answered: 1,
      medianHours: 48,
      due: 0,
      withinTarget: 0,
      withinTargetShare: null,
    });
    // A platform's reply dated before the review counts as immediate.
    expect(firstReplyFigures([review(5, 10, -1)], targets, now).medianHours).toBe(0);
    expect(firstReplyFigures([], targets, now).medianHours).toBeNull();
  });

  it('never counts spam as due, answered or not: it needs no reply', () => {
    const spam = (r: FirstReplyReview) => ({ ...r, spam: true });
    const figures = firstReplyFigures(
      [spam(review(1, 50, null)), spam(review(1, 50, 2)), review(1, 50, 6)],
      targets,
      now,
    );
    // The unanswered spam is not late; the answered one keeps its 2 hours in the median.
    expect(figures).toEqual({
      answered: 2,
      medianHours: 4,
      due: 1,
      withinTarget: 0,
      withinTargetShare: 0,
    });
  });
});
