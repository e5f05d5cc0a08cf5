import type { SentimentLabel } from '@tableside/domain/insights';
import type { SpamKind } from '@tableside/domain/review-signals';

/**
 * Spam's sentiment (apps/server/eval/README.md, "sentiment"): neutral, unless its words are
 * plainly negative about some other place (a review of another restaurant, of the delivery).
 * `fromText` is the reading of the words alone, stars set aside.
 */
export function spamSentiment(
  kind: SpamKind,
  fromText: { label: SentimentLabel; score: number },
): { label: SentimentLabel; score: number } {
  const aboutAPlace = kind === 'wrong-restaurant' || kind === 'delivery-app';
  return aboutAPlace && fromText.label === 'negative' ? fromText : { label: 'neutral', score: 0 };
}
