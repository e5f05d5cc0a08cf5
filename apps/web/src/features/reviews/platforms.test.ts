import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { isPostByHandRefusal, platformReplyUrl } from './platforms.ts';

describe('platforms', () => {
  it("opens the review's own https link, else the platform's owner pages", () => {
    expect(platformReplyUrl('yelp', 'https://www.yelp.com/biz/x?hrid=1')).toBe(
      'https://www.yelp.com/biz/x?hrid=1',
    );
    expect(platformReplyUrl('yelp', 'javascript:alert(1)')).toBe('https://biz.yelp.com/');
    expect(platformReplyUrl('tripadvisor', null)).toBe('https://www.tripadvisor.com/Owners');
    expect(platformReplyUrl('google')).toBe('https://business.google.com/');
    expect(platformReplyUrl('csv')).toBeNull();
  });

  it('recognises the refusal that means "post it by hand"', () => {
    expect(
      isPostByHandRefusal(new ApiError(409, 'reply_posted_by_hand', 'x', { channel: 'manual' })),
    ).toBe(true);
    expect(isPostByHandRefusal(new ApiError(409, 'conflict', 'x'))).toBe(false);
    expect(isPostByHandRefusal(new ApiError(409, 'reply_not_approved', 'x'))).toBe(false);
    expect(isPostByHandRefusal(new ApiError(502, 'ai_failed', 'x', { channel: 'manual' }))).toBe(
      false,
    );
    expect(isPostByHandRefusal(new Error('x'))).toBe(false);
  });
});
