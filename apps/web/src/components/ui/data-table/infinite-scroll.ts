/**
 * More rows load when the end of the list is within this many pixels
 * (docs/product/dashboard-screens.md#data-table).
 */
export const LOAD_MORE_MARGIN_PX = 100;

type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

export function isNearEnd(box: ScrollBox, margin = LOAD_MORE_MARGIN_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= margin;
}
