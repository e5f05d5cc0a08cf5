import type { MouseEvent } from 'react';

const INTERACTIVE =
  'a, button, input, textarea, select, label, summary, [role="button"], [role="menuitem"], [contenteditable="true"]';

/**
 * A click on a row's background opens it; clicks on the row's own controls, and the end of a
 * text selection, do not. Keyboard users open a row with a button inside it.
 */
export function rowClickHandler<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  };
}
