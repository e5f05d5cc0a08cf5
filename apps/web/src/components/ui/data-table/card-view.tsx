import { clsx } from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { Checkbox } from '../checkbox.tsx';
import { rowClickHandler } from './row-click.ts';
import { toggled, type RowSelection } from './selection.ts';
import type { DataTableColumn } from './types.ts';
import { useVirtualRows } from './use-virtual-rows.ts';

/** Without a card of its own, a row shows as its columns' labels and values. */
function DefaultCard<T>({ row, columns }: { row: T; columns: readonly DataTableColumn<T>[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {columns.map((column) => (
        <div key={column.key} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{column.label}</dt>
          <dd className="min-w-0">
            {column.cell ? column.cell(row) : String(row[column.key] ?? '')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The layout at 640px or narrower: one virtualised card per row. */
export function CardView<T>({
  rows,
  columns,
  getRowId,
  label,
  scrollRef,
  selection,
  onRowClick,
  renderCard,
  estimateSize,
}: {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  selection?: RowSelection<T>;
  onRowClick?: (row: T) => void;
  renderCard?: (row: T) => ReactNode;
  estimateSize: number;
}) {
  const virtualizer = useVirtualRows({ rows, getRowId, scrollRef, estimateSize });
  return (
    <div
      role="list"
      aria-label={label}

      data-row-count={rows.length}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index] as T;
        const id = getRowId(row);
        const selected = selection?.selected.has(id) ?? false;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            className="absolute top-0 left-0 w-full pb-3"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <div
              data-testid="data-table-row"
              onClick={rowClickHandler(row, onRowClick)}
              className={clsx(
                'flex gap-3 rounded-xl border p-4',
                selected
                  ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-slate-800'
                  : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
                onRowClick && 'cursor-pointer',
              )}
            >
              {selection && (
                <Checkbox
                  aria-label={selection.rowLabel(row)}
                  checked={selected}
                  className="mt-1 shrink-0"
                  onChange={(event) =>
                    selection.onChange(toggled(selection.selected, id, event.target.checked))
                  }
                />
              )}
              <div className="min-w-0 flex-1">
                {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
