import type { TAlertConfig, TAlertItem, TCommentAlertItem } from '@tableside/domain/schemas/alerts';

/**
 * A review's alert as the screen shows it; `review` is absent when a server answers ids only
 * (docs/product/alerts.md#alert-list).
 */
export type ReviewAlert = Omit<TAlertItem, 'review' | 'created_at' | 'by'> & {
  review: TAlertItem['review'] | null;
  /** Who assigned or mentioned; absent from older servers and id-only answers. */
  by?: string | null;
  commentId?: undefined;
  comment?: undefined;
};

/** An assignment, mention or overdue alert on a guest's social comment. */
export type CommentAlert = Omit<TCommentAlertItem, 'created_at'> & {
  reviewId?: undefined;
  review?: undefined;
};

export type AlertItem = ReviewAlert | CommentAlert;

export type AlertConfig = TAlertConfig;

/** What names an alert in the list and in "mark seen": its review, or its comment. */
export const alertId = (a: AlertItem): string => a.commentId ?? a.reviewId;

export function unseenCount(items: readonly AlertItem[] | undefined): number {
  return (items ?? []).filter((a) => !a.seen).length;
}
