import type { ColumnType, DataTableColumn, SortDirection, SortState } from './types.ts';

/** These columns sort as dates (docs/product/dashboard-screens.md#data-table). */
const DATE_KEYS = new Set(['review_date', 'period']);

export function columnType<T>(column: Pick<DataTableColumn<T>, 'key' | 'type'>): ColumnType {
  return column.type ?? (DATE_KEYS.has(column.key) ? 'date' : 'text');
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' || typeof value === 'number') return new Date(value).getTime();
  return Number.NaN;
}

const isMissing = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isNaN(value);

/**
 * Ascending comparison of two cell values. Dates compare as instants (never as text, so
 * "Mar 5" sorts after "Feb 28"), numbers as numbers, text naturally ("10" after "9").
 * Missing or unreadable values go last.
 */
export function compareValues(a: unknown, b: unknown, type: ColumnType): number {
  const left = type === 'date' ? timeOf(a) : a;
  const right = type === 'date' ? timeOf(b) : b;
  const aMissing = isMissing(left);
  const bMissing = isMissing(right);
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

/** A sorted copy; missing values stay last in both directions; ties keep their order. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState<T> | null,
): T[] {
  const column = sort && columns.find(({ key }) => key === sort.key);
  if (!sort || !column) return [...rows];
  const type = columnType(column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[sort.key];
    const right = b[sort.key];
    const aMissing = isMissing(type === 'date' ? timeOf(left) : left);
    const bMissing = isMissing(type === 'date' ? timeOf(right) : right);
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return sign * compareValues(left, right, type);
  });
}

/** Dates and numbers start with the largest (newest first), text from A. */
function firstDirection(type: ColumnType): SortDirection {
  return type === 'text' ? 'asc' : 'desc';
}

/** A header click: the same column flips its direction; another starts at its first direction. */
export function nextSort<T>(
  current: SortState<T> | null,
  column: Pick<DataTableColumn<T>, 'key' | 'type'>,
): SortState<T> {
  if (current?.key === column.key) {
    return { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: column.key, direction: firstDirection(columnType(column)) };
}
