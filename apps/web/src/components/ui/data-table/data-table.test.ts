import { describe, expect, it } from 'vitest';
import { filterRows, matchesFilters, matchesSearch } from './filter-rows.ts';
import { isNearEnd } from './infinite-scroll.ts';
import { columnType, compareValues, nextSort, sortRows } from './sort-rows.ts';
import type { DataTableColumn, DataTableFilter } from './types.ts';

type Row = {
  id: string;
  author: string;
  rating: number | null;
  review_date: string;
  period: string;
  flagged: boolean;
};

const rows: Row[] = [
  {
    id: 'a',
    author: 'Émile',
    rating: 4,
    review_date: '2026-02-28T10:00:00Z',
    period: 'Feb 2026',
    flagged: false,
  },
  {
    id: 'b',
    author: 'zoé',
    rating: 1,
    review_date: '2026-03-05T09:00:00Z',
    period: 'Mar 2026',
    flagged: true,
  },
  {
    id: 'c',
    author: 'Anna',
    rating: null,
    review_date: '2025-12-31T23:00:00Z',
    period: 'Dec 2025',
    flagged: false,
  },
  { id: 'd', author: 'bob', rating: 5, review_date: '', period: '', flagged: false },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'author', label: 'Author', sortable: true },
  { key: 'rating', label: 'Rating', sortable: true, type: 'number' },
  { key: 'review_date', label: 'Date', sortable: true },
  { key: 'period', label: 'Period', sortable: true },
];

const ids = (list: Row[]) => list.map(({ id }) => id);

describe('column types', () => {
  it('treats review_date and period as dates unless told otherwise', () => {
    expect(columnType({ key: 'review_date' })).toBe('date');
    expect(columnType({ key: 'period' })).toBe('date');
    expect(columnType({ key: 'author' })).toBe('text');
    expect(columnType({ key: 'period', type: 'text' })).toBe('text');
  });
});

describe('compareValues', () => {
  it('compares dates as instants, not as text', () => {
    expect(compareValues('Mar 5, 2026', 'Feb 28, 2026', 'date')).toBeGreaterThan(0);
    expect(compareValues('2026-03-05T09:00:00Z', '2026-03-05T10:00:00Z', 'date')).toBeLessThan(0);
    expect(compareValues(new Date(0), new Date(1), 'date')).toBeLessThan(0);
  });

  it('compares text naturally and without case or accents', () => {
    expect(compareValues('item 9', 'item 10', 'text')).toBeLessThan(0);
    expect(compareValues('émile', 'Emile', 'text')).toBe(0);
  });

  it('compares numbers and booleans by value', () => {
    expect(compareValues(10, 9, 'number')).toBeGreaterThan(0);
    expect(compareValues(true, false, 'text')).toBeGreaterThan(0);
  });

  it('puts missing and unreadable values after the others', () => {
    expect(compareValues(null, 1, 'number')).toBeGreaterThan(0);
    expect(compareValues('not a date', '2026-01-01', 'date')).toBeGreaterThan(0);
    expect(compareValues(undefined, null, 'text')).toBe(0);
  });
});

describe('sortRows', () => {
  it('sorts the date columns by date, newest first when descending', () => {
    expect(ids(sortRows(rows, columns, { key: 'review_date', direction: 'desc' }))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(ids(sortRows(rows, columns, { key: 'period', direction: 'asc' }))).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });

  it('keeps missing values last in both directions', () => {
    expect(ids(sortRows(rows, columns, { key: 'rating', direction: 'asc' }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect(ids(sortRows(rows, columns, { key: 'rating', direction: 'desc' }))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });

  it('sorts text without case or accents mattering', () => {
    expect(ids(sortRows(rows, columns, { key: 'author', direction: 'asc' }))).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
  });

  it('leaves the order alone without a sort or for an unknown column, and never mutates', () => {
    const copy = [...rows];
    expect(ids(sortRows(rows, columns, null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortRows(rows, columns, { key: 'id', direction: 'desc' }))).toEqual(ids(copy));
    sortRows(rows, columns, { key: 'rating', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts dates and numbers descending and text ascending, then flips', () => {
    expect(nextSort<Row>(null, { key: 'review_date' })).toEqual({
      key: 'review_date',
      direction: 'desc',
    });
    expect(nextSort<Row>(null, { key: 'rating', type: 'number' }).direction).toBe('desc');
    expect(nextSort<Row>(null, { key: 'author' }).direction).toBe('asc');
    expect(nextSort<Row>({ key: 'author', direction: 'asc' }, { key: 'author' }).direction).toBe(
      'desc',
    );
    expect(nextSort<Row>({ key: 'author', direction: 'asc' }, { key: 'rating' }).key).toBe(
      'rating',
    );
  });
});

describe('search and filters', () => {
  it('searches every string field, ignoring case and accents, all words', () => {
    expect(matchesSearch(rows[0] as Row, 'emile')).toBe(true);
    expect(matchesSearch(rows[0] as Row, 'EMILE feb')).toBe(true);
    expect(matchesSearch(rows[0] as Row, 'emile mar')).toBe(false);
    expect(matchesSearch(rows[0] as Row, '   ')).toBe(true);
  });

  it('does not search numbers or booleans', () => {
    expect(matchesSearch({ rating: 4, flagged: true }, '4')).toBe(false);
    expect(matchesSearch({ rating: 4, flagged: true }, 'true')).toBe(false);
  });

  const filters: DataTableFilter<Row>[] = [
    { key: 'rating', label: 'Rating', multiple: true, options: [] },
    { key: 'flagged', label: 'Flag', options: [] },
    {
      key: 'review_date',
      label: 'Year',
      options: [],
      matches: (row, year) => row.review_date.startsWith(year),
    },
  ];

  it('matches any chosen value of a filter, and every filter', () => {
    expect(ids(filterRows(rows, '', filters, { rating: ['1', '5'] }))).toEqual(['b', 'd']);
    expect(ids(filterRows(rows, '', filters, { rating: ['1', '5'], flagged: ['false'] }))).toEqual([
      'd',
    ]);
    expect(ids(filterRows(rows, '', filters, { review_date: ['2025'] }))).toEqual(['c']);
  });

  it('ignores filters with nothing chosen', () => {
    expect(matchesFilters(rows[2] as Row, filters, { rating: [] })).toBe(true);
    expect(ids(filterRows(rows, 'zoe', filters, {}))).toEqual(['b']);
  });
});

describe('isNearEnd', () => {
  it('is true within 100px of the end', () => {
    expect(isNearEnd({ scrollTop: 800, clientHeight: 500, scrollHeight: 1400 })).toBe(true);
    expect(isNearEnd({ scrollTop: 799, clientHeight: 500, scrollHeight: 1400 })).toBe(false);
    expect(isNearEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 300 })).toBe(true);
  });
});
