import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox.tsx';
import { rowClickHandler } from './row-click.ts';
import { toggled, type RowSelection } from './selection.ts';
import type { DataTableColumn, SortState } from './types.ts';
import { useVirtualRows } from './use-virtual-rows.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SELECT_TRACK = '2.75rem';

/**
 * The value as text on at most two lines, broken inside a word only when it must (an e-mail);
 * anything longer is cut and its tooltip keeps it whole.
 */
function defaultCell<T>(row: T, column: DataTableColumn<T>) {
  const value = row[column.key];
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <span className="line-clamp-2 break-words" title={text || undefined}>
      {text}
    </span>
  );
}

/** The table layout above 640px: a sticky header of sortable columns over virtualised rows. */
export function TableView<T>({
  rows,
  columns,
  getRowId,
  label,
  scrollRef,
  sort,
  onSort,
  selection,
  onRowClick,
  estimateSize,
}: {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  sort: SortState<T> | null;
  onSort: (column: DataTableColumn<T>) => void;
  selection?: RowSelection<T>;
  onRowClick?: (row: T) => void;
  estimateSize: number;
}) {
  const { t } = useTranslation();
  const virtualizer = useVirtualRows({ rows, getRowId, scrollRef, estimateSize });
  const tracks = [
    ...(selection ? [SELECT_TRACK] : []),
    ...columns.map(({ width }) => width ?? 'minmax(0, 1fr)'),
  ].join(' ');
  const selectedCount = selection
    ? rows.filter((row) => selection.selected.has(getRowId(row))).length
    : 0;

  return (
    <div role="table" aria-label={label} aria-rowcount={rows.length + 1}>
      <div
        role="rowgroup"
        className="sticky top-0 z-10 border-b border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      >
        <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: tracks }}>
          {selection && (
            <div role="columnheader" className="flex items-center justify-center px-2 py-2">
              <Checkbox
                aria-label={t('table.selectAll')}
                checked={rows.length > 0 && selectedCount === rows.length}
                indeterminate={selectedCount > 0 && selectedCount < rows.length}
                onChange={(event) =>
                  selection.onChange(
                    event.target.checked ? new Set(rows.map(getRowId)) : new Set<string>(),
                  )
                }
              />
            </div>
          )}
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? sort.direction : null;
            const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
            return (
              <div
                key={column.key}
                role="columnheader"
                aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                className="min-w-0 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase dark:text-slate-100"
              >
                {/* Narrow columns cut their header rather than run into the next one. */}
                {column.sortable ? (
                  <button
                    type="button"
                    onClick={() => onSort(column)}
                    data-testid={`sort-${column.key}`}
                    title={column.label}
                    className="inline-flex max-w-full items-center gap-1 rounded uppercase hover:text-blue-800 dark:hover:text-blue-300"
                  >
                    <span className="truncate">{column.label}</span>
                    <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                  </button>
                ) : (
                  <span
                    className={clsx('block truncate', column.hideLabel && 'sr-only')}
                    title={column.hideLabel ? undefined : column.label}
                  >
                    {column.label}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as T;
          const id = getRowId(row);
          const selected = selection?.selected.has(id) ?? false;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              data-testid="data-table-row"
              onClick={rowClickHandler(row, onRowClick)}
              className={clsx(
                'absolute top-0 left-0 grid w-full border-b border-slate-200 dark:border-slate-700',
                selected ? 'bg-blue-50 dark:bg-slate-800' : 'bg-white dark:bg-slate-900',
                onRowClick && 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60',
              )}
              style={{ gridTemplateColumns: tracks, transform: `translateY(${item.start}px)` }}
            >
              {selection && (
                <div role="cell" className="flex justify-center px-2 py-3">
                  <Checkbox
                    aria-label={selection.rowLabel(row)}
                    checked={selected}
                    onChange={(event) =>
                      selection.onChange(toggled(selection.selected, id, event.target.checked))
                    }
                  />
                </div>
              )}
              {columns.map((column) => (
                <div key={column.key} role="cell" className="min-w-0 px-3 py-3 text-sm">
                  {column.cell ? column.cell(row) : defaultCell(row, column)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
