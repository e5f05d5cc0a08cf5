import type { ReactNode } from 'react';

/** How a column's values compare when sorted; `review_date` and `period` sort as dates. */
export type ColumnType = 'text' | 'number' | 'date';

export type DataTableColumn<T> = {
  key: Extract<keyof T, string>;
  label: string;
  sortable?: boolean;
  type?: ColumnType;
  /** A CSS grid track; the default shares the remaining width. */
  width?: string;
  /** The header names the column for assistive technology only. */
  hideLabel?: boolean;
  /** What the cell shows; by default the value as text. */
  cell?: (row: T) => ReactNode;
};

export type SortDirection = 'asc' | 'desc';
export type SortState<T> = { key: Extract<keyof T, string>; direction: SortDirection };

export type FilterOption = { value: string; label: string };

export type DataTableFilter<T> = {
  key: Extract<keyof T, string>;
  label: string;
  options: readonly FilterOption[];
  /** Several values may be chosen (any of them matches). */
  multiple?: boolean;
  /** For a client-side table: whether a row matches one chosen value; default equality as text. */
  matches?: (row: T, value: string) => boolean;
};

/** The chosen values per filter key; an empty or missing list means no filtering. */
export type FilterValues = Readonly<Record<string, readonly string[]>>;
