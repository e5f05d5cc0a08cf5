import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * Only the rows in view (plus a few either side) are in the DOM, each measured once drawn, so
 * rows of any height scroll smoothly by the ten thousand.
 */
export function useVirtualRows<T>({
  rows,
  getRowId,
  scrollRef,
  estimateSize,
}: {
  rows: readonly T[];
  getRowId: (row: T) => string;
  scrollRef: RefObject<HTMLDivElement | null>;
  estimateSize: number;
}) {
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
    overscan: 4,
    // React 19 warns when flushSync runs during render; measuring does not need it.
    useFlushSync: false,
  });
}
