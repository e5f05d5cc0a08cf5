/** Aspects a reply speaks of by name; the analysis's catch-all category is left out. */
export const REPLY_ASPECTS = [
  'food',
  'drinks',
  'service',
  'wait',
  'price',
  'value',
  'billing',
  'ambience',
  'cleanliness',
  'location',
] as const;
export type ReplyAspect = (typeof REPLY_ASPECTS)[number];

export const isReplyAspect = (c: string): c is ReplyAspect =>
  (REPLY_ASPECTS as readonly string[]).includes(c);
