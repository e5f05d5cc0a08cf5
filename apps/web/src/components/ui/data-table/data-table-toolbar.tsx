import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../field.ts';
import { FilterMenu } from './filter-menu.tsx';
import { columnType } from './sort-rows.ts';
import type { DataTableColumn, DataTableFilter, FilterValues, SortState } from './types.ts';

/**
 * Search, dropdown filters and any extra controls. In the card layout there are no column
 * headers to click, so sorting is a select here instead.
 */
export function DataTableToolbar<T>({
  searchLabel,
  search,
  onSearchChange,
  filters,
  filterValues,
  onFilterValuesChange,
  sortColumns,
  sort,
  onSortChange,
  children,
}: {
  searchLabel?: string;
  search: string;
  onSearchChange: (next: string) => void;
  filters: readonly DataTableFilter<T>[];
  filterValues: FilterValues;
  onFilterValuesChange: (next: FilterValues) => void;
  /** Only given in the card layout. */
  sortColumns: readonly DataTableColumn<T>[];
  sort: SortState<T> | null;
  onSortChange: (next: SortState<T>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const sortId = useId();
  if (!searchLabel && filters.length === 0 && sortColumns.length === 0 && !children) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {searchLabel && (
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={searchLabel}
              onChange={(event) => onSearchChange(event.target.value)}
              className={`${FIELD_CLASS} w-full py-1.5 pl-8`}
              data-testid="table-search"
            />
          </div>
        </div>
      )}
      {filters.map((filter) => (
        <FilterMenu
          key={filter.key}
          filter={filter}
          value={filterValues[filter.key] ?? []}
          onChange={(next) => onFilterValuesChange({ ...filterValues, [filter.key]: next })}
        />
      ))}
      {sortColumns.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium">
            {t('table.sortBy')}
          </label>
          <select
            id={sortId}
            className={`${FIELD_CLASS} py-1.5`}
            value={sort ? `${sort.key}:${sort.direction}` : ''}
            data-testid="table-sort"
            onChange={(event) => {
              const [key, direction] = event.target.value.split(':');
              const column = sortColumns.find((c) => c.key === key);
              if (column && (direction === 'asc' || direction === 'desc'))
                onSortChange({ key: column.key, direction });
            }}
          >
            {!sort && <option value="">{t('table.unsorted')}</option>}
            {sortColumns.flatMap((column) =>
              (['desc', 'asc'] as const).map((direction) => (
                <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
                  {t(`table.sortOption.${columnType(column)}.${direction}`, {
                    column: column.label,
                  })}
                </option>
              )),
            )}
          </select>
        </div>
      )}
      {children}
    </div>
  );
}
