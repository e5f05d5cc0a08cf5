import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A table without sorting or filtering (for that, `data-table`): a caption for screen readers,
 * one row of column headers, and the caller's rows. Columns are kept apart by right padding,
 * which the last one does not need.
 */
export function SimpleTable({
  caption,
  columns,
  className,
  headClassName,
  headCellClassName,
  bodyClassName,
  testId,
  children,
}: {
  caption: string;
  columns: readonly string[];
  className: string;
  headClassName: string;
  headCellClassName?: string;
  bodyClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClassName}>
        <tr>
          {columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={clsx(i < columns.length - 1 ? 'py-2 pr-3' : 'py-2', headCellClassName)}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
    </table>
  );
}
