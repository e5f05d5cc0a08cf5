import { countChange } from './percentages.ts';

/**
 * Percentage change of a figure against its value 30 days earlier
 * (docs/product/console.md#system-overview), rounded to one decimal: `countChange`, except
 * that nothing then and nothing now is no change (0).
 */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 && current === 0 ? 0 : countChange(current, previous);
}

/** Median of a list of numbers; null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Whether a typed confirmation matches the name to delete
 * (docs/product/console.md#delete-confirmation).
 */
export function confirmsName(typed: string | null | undefined, name: string): boolean {
  return (typed ?? '').trim() === name.trim() && name.trim() !== '';
}
