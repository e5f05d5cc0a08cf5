import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { TableSkeleton } from '../skeleton.tsx';
import { Spinner } from '../spinner.tsx';
import { CardView } from './card-view.tsx';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { filterRows } from './filter-rows.ts';
import { isNearEnd } from './infinite-scroll.ts';
import type { RowSelection } from './selection.ts';
import { nextSort, sortRows } from './sort-rows.ts';
import { TableView } from './table-view.tsx';
import type { DataTableColumn, DataTableFilter, FilterValues, SortState } from './types.ts';
import { useControllable } from './use-controllable.ts';

/** At 640px or narrower rows become cards (docs/product/dashboard-screens.md#data-table). */
export const CARD_LAYOUT_QUERY = '(max-width: 640px)';

const NO_FILTERS: FilterValues = {};

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /**
   * `client`: the table searches, filters and sorts `rows` itself. `server`: `rows` arrive
   * searched, filtered and sorted; the table only reports what the user chose.
   */
  mode?: 'client' | 'server';
  /** Shows the search box, with this label. */
  searchLabel?: string;
  search?: string;
  onSearchChange?: (next: string) => void;
  filters?: readonly DataTableFilter<T>[];
  filterValues?: FilterValues;
  onFilterValuesChange?: (next: FilterValues) => void;
  sort?: SortState<T> | null;
  defaultSort?: SortState<T> | null;
  onSortChange?: (next: SortState<T>) => void;
  /** Extra controls beside the filters. */
  toolbar?: ReactNode;
  loading?: boolean;
  /** New rows are on their way; the ones shown are kept (dimmed) until they arrive. */
  refreshing?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  emptyMessage?: string;
  selection?: RowSelection<T>;
  /** Mouse users open a row by clicking it; give keyboard users a button in a cell too. */
  onRowClick?: (row: T) => void;
  renderCard?: (row: T) => ReactNode;
  estimateRowHeight?: number;
  estimateCardHeight?: number;
  /** The scroll area's size, e.g. `h-[70dvh]`. */
  className?: string;
  /** When this changes the list scrolls back to its top (a server-side list's new query). */
  scrollResetKey?: string;
};

/**
 * The reusable data table (docs/product/dashboard-screens.md#data-table): search, dropdown filters,
 * sortable columns (dates by date), infinite loading within 100px of the end, cards at 640px or
 * narrower, loading and empty states. Rows are virtualised: only those in view are in the DOM.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { rows, columns, mode = 'client', filters = [], hasMore = false } = props;
  const { loadingMore = false, onLoadMore } = props;
  const [search, setSearch] = useControllable(props.search, props.onSearchChange, '');
  const [filterValues, setFilterValues] = useControllable(
    props.filterValues,
    props.onFilterValuesChange,
    NO_FILTERS,
  );
  const [sort, setSort] = useControllable(
    props.sort,
    props.onSortChange as ((next: SortState<T> | null) => void) | undefined,
    props.defaultSort ?? null,
  );
  const cards = useMediaQuery(CARD_LAYOUT_QUERY);
  const scrollRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(
    () =>
      mode === 'server'
        ? rows
        : sortRows(filterRows(rows, search, filters, filterValues), columns, sort),
    [mode, rows, search, filters, filterValues, columns, sort],
  );

  const resetKey = `${props.scrollResetKey ?? ''}|${search}|${JSON.stringify(filterValues)}|${sort?.key}:${sort?.direction}`;
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  function loadMoreIfNearEnd() {
    const box = scrollRef.current;
    if (box && hasMore && !loadingMore && onLoadMore && isNearEnd(box)) onLoadMore();
  }
  // A first page shorter than the box never scrolls: ask for more as soon as rows are drawn.
  useEffect(loadMoreIfNearEnd, [shown.length, hasMore, loadingMore, onLoadMore]);

  const view = { rows: shown, columns, getRowId: props.getRowId, label: props.label, scrollRef };
  const common = {
    ...view,
    selection: props.selection,
    onRowClick: props.onRowClick,
  };
  const busy = (props.loading ?? false) || (props.refreshing ?? false) || loadingMore;

  return (
    <div className="flex flex-col gap-3">
      <DataTableToolbar
        searchLabel={props.searchLabel}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        filterValues={filterValues}
        onFilterValuesChange={setFilterValues}
        sortColumns={cards ? columns.filter((column) => column.sortable) : []}
        sort={sort}
        onSortChange={setSort}
      >
        {props.toolbar}
      </DataTableToolbar>
      <div
        ref={scrollRef}
        onScroll={loadMoreIfNearEnd}
        aria-busy={busy}
        data-testid="data-table-scroll"
        className={clsx(
          'overflow-auto transition-opacity',
          props.refreshing && 'opacity-60',
          !cards &&
            'rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
          props.className,
        )}
      >
        {props.loading ? (
          <div className="flex flex-col gap-4 p-4">
            <Spinner label={t('loading')} showLabel />
            <TableSkeleton />
          </div>
        ) : shown.length === 0 ? (
          <p
            role="status"
            className="p-8 text-center text-sm text-slate-700 dark:text-slate-300"
            data-testid="data-table-empty"
          >
            {props.emptyMessage ?? t('table.noData')}
          </p>
        ) : cards ? (
          <CardView
            {...common}
            renderCard={props.renderCard}
            estimateSize={props.estimateCardHeight ?? 240}
          />
        ) : (
          <TableView
            {...common}
            sort={sort}
            onSort={(column) => setSort(nextSort(sort, column))}
            estimateSize={props.estimateRowHeight ?? 56}
          />
        )}
        {loadingMore && (
          <div className="flex justify-center p-3" data-testid="data-table-loading-more">
            <Spinner label={t('loading')} showLabel />
          </div>
        )}
      </div>
    </div>
  );
}
