/**
 * The reviews list's keyset cursor (docs/product/api.md#paging): where the last page ended, in
 * the list's own order, so the next page starts there instead of counting rows to skip. A page
 * 500 rows deep then costs what the first costs. Opaque to clients: base64url of
 * `sort|order|rating|microseconds since 1970|id`. Microseconds, not an ISO date, because review
 * dates keep microseconds and a millisecond cursor would skip or repeat reviews that share one.
 */
export type ReviewCursor = {
  sort: 'date' | 'rating';
  order: 'asc' | 'desc';
  /** Only meaningful when sorting by rating. */
  rating: number;
  /** `review_date` as whole microseconds since the Unix epoch (exact in a double until 2255). */
  micros: number;
  id: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_MICROS = 9_007_199_254_740_991;

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeReviewCursor(c: ReviewCursor): string {
  return toBase64Url([c.sort, c.order, c.rating, c.micros, c.id].join('|'));
}

/** The cursor, or null when the text is not one this server wrote. */
export function decodeReviewCursor(text: string): ReviewCursor | null {
  const parts = fromBase64Url(text)?.split('|');
  if (parts?.length !== 5) return null;
  const [sort, order, rating, micros, id] = parts as [string, string, string, string, string];
  if (sort !== 'date' && sort !== 'rating') return null;
  if (order !== 'asc' && order !== 'desc') return null;
  if (!/^[1-5]$/.test(rating) || !/^\d{1,16}$/.test(micros) || !UUID.test(id)) return null;
  const at = Number(micros);
  if (at > MAX_MICROS) return null;
  return { sort, order, rating: Number(rating), micros: at, id: id.toLowerCase() };
}
