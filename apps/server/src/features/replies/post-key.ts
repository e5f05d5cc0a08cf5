import { createHash } from 'node:crypto';

/** The same review and text always make the same post: a retry can never post twice. */
export function postKey(reviewId: string, text: string): string {
  return `${reviewId}:${createHash('sha256').update(text).digest('hex')}`;
}
