import type { TAlertConfig, TAlertItem } from '@tableside/domain/schemas/alerts';

/**
 * An alert as the screen shows it; `review` is absent when a server answers ids only
 * (docs/product/alerts.md#alert-list).
 */
export type AlertItem = Omit<TAlertItem, 'review' | 'created_at' | 'by'> & {
  review: TAlertItem['review'] | null;
  /** Who assigned or mentioned; absent from older servers and id-only answers. */
  by?: string | null;
};

export type AlertConfig = TAlertConfig;

export function unseenCount(items: readonly AlertItem[] | undefined): number {
  return (items ?? []).filter((a) => !a.seen).length;
}
