import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_FILTERS, isDefaultFilters, reviewListParams } from './review-query.ts';

const today = new Date(2026, 2, 15);

describe('reviewListParams', () => {
  it('asks for the last 30 days, newest first, and nothing else by default', () => {
    expect(reviewListParams(DEFAULT_REVIEW_FILTERS, '', today)).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
      rating: undefined,
      status: undefined,
      source: undefined,
      flag: undefined,
      hasReply: undefined,
      search: undefined,
      sort: 'date',
      order: 'desc',
    });
  });

  it('sends every chosen filter in the API names', () => {
    const params = reviewListParams(
      {
        values: {
          rating: ['2', '1'],
          status: ['draft'],
          source: ['yelp'],
          flagged: ['true'],
          response: ['false'],
        },
        sort: { key: 'rating', direction: 'asc' },
        range: { preset: 'custom', startDate: '2025-01-01', endDate: '2025-01-31' },
      },
      '  poutine  ',
      today,
    );
    expect(params).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      rating: '1,2',
      status: 'draft',
      source: 'yelp',
      flag: 'true',
      hasReply: 'false',
      search: 'poutine',
      sort: 'rating',
      order: 'asc',
    });
  });

  it('cuts a search to the 200 characters the API accepts', () => {
    expect(reviewListParams(DEFAULT_REVIEW_FILTERS, 'x'.repeat(300), today).search).toHaveLength(
      200,
    );
  });
});

describe('isDefaultFilters', () => {
  it('is true for the defaults, with cleared filters, and false once anything is chosen', () => {
    expect(isDefaultFilters(DEFAULT_REVIEW_FILTERS, ' ')).toBe(true);
    expect(isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, values: { rating: [] } }, '')).toBe(true);
    expect(isDefaultFilters(DEFAULT_REVIEW_FILTERS, 'patio')).toBe(false);
    expect(isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, values: { rating: ['1'] } }, '')).toBe(
      false,
    );
    expect(
      isDefaultFilters({ ...DEFAULT_REVIEW_FILTERS, range: { preset: 'last_7_days' } }, ''),
    ).toBe(false);
    expect(
      isDefaultFilters(
        { ...DEFAULT_REVIEW_FILTERS, sort: { key: 'review_date', direction: 'asc' } },
        '',
      ),
    ).toBe(false);
  });
});
