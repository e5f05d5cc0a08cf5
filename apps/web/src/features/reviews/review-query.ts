import type { FilterValues, SortState } from '../../components/ui/data-table/types.ts';
import {
  DEFAULT_DATE_PRESET,
  rangeOf,
  toDay,
  type DateRangeChoice,
} from '@tableside/domain/date-ranges';
import type { ReviewItem } from './review-types.ts';

/** Reviews arrive 50 at a time (docs/product/reviews-and-replies.md#reviews-inbox). */
export const REVIEWS_PAGE_SIZE = 50;
/** The API refuses longer searches. */
const SEARCH_MAX_LENGTH = 200;

export type ReviewFilterState = {
  /** Filter values by review field: rating (several), status, source, flagged, response. */
  values: FilterValues;
  sort: SortState<ReviewItem>;
  range: DateRangeChoice;
};

/**
 * docs/product/reviews-and-replies.md#reviews-inbox: no rating, flag, status or search; sort by
 * date, newest first. The range is the area default (docs/product/analytics.md#default-ranges).
 */
export const DEFAULT_REVIEW_FILTERS: ReviewFilterState = {
  values: {},
  sort: { key: 'review_date', direction: 'desc' },
  range: { preset: DEFAULT_DATE_PRESET },
};

export type ReviewListParams = Record<string, string | undefined>;

const first = (values: FilterValues, key: string) => values[key]?.[0];

/** The list call's query for the chosen filters (offset and limit are added per page). */
export function reviewListParams(
  filters: ReviewFilterState,
  search: string,
  today: Date,
): ReviewListParams {
  const { values, sort } = filters;
  const ratings = [...(values.rating ?? [])].sort();
  const text = search.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    ...rangeOf(filters.range, toDay(today)),
    rating: ratings.length > 0 ? ratings.join(',') : undefined,
    status: first(values, 'status'),
    source: first(values, 'source'),
    flag: first(values, 'flagged'),
    hasReply: first(values, 'response'),
    search: text || undefined,
    sort: sort.key === 'rating' ? 'rating' : 'date',
    order: sort.direction,
  };
}

export function isDefaultFilters(filters: ReviewFilterState, search: string): boolean {
  const { values, sort, range } = filters;
  const defaults = DEFAULT_REVIEW_FILTERS;
  return (
    search.trim() === '' &&
    Object.values(values).every((chosen) => chosen.length === 0) &&
    sort.key === defaults.sort.key &&
    sort.direction === defaults.sort.direction &&
    range.preset === defaults.range.preset
  );
}
