import { alertId, type AlertItem } from './alert-types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Reads the alert list answer in either shape (docs/product/alerts.md#alert-list): `type:
 * 'bad_review'` with a data array of alerts, or `data.reviews` as review ids. Anything else is the
 * 'Unexpected API response format', logged, and read as no alerts.
 */
export function parseAlertList(body: unknown): AlertItem[] {
  if (isObject(body) && body.type === 'bad_review' && Array.isArray(body.data)) {
    return body.data.filter(
      (item): item is AlertItem =>
        isObject(item) &&
        (typeof item.reviewId === 'string' ||
          (typeof item.commentId === 'string' && isObject(item.comment))),
    );
  }
  const reviews = isObject(body) && isObject(body.data) ? body.data.reviews : undefined;
  if (Array.isArray(reviews)) {
    return reviews
      .filter((id): id is string => typeof id === 'string')
      .map((reviewId) => ({ type: 'bad_review' as const, reviewId, seen: false, review: null }));
  }
  console.error('Unexpected API response format');
  return [];
}

/** The list with these reviews' (or comments') alerts marked seen (or unseen again, to undo). */
export function withSeen(
  items: readonly AlertItem[],
  alertIds: readonly string[],
  seen: boolean,
): AlertItem[] {
  const ids = new Set(alertIds);
  return items.map((a) => (ids.has(alertId(a)) ? { ...a, seen } : a));
}
