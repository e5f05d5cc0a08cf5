/**
 * Percentage change of a figure against its value 30 days earlier
 * (docs/product/console.md#system-overview), rounded to one decimal. Null when there was nothing
 * before to compare with (a rise from zero has no percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
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

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/**
 * Whether a typed confirmation matches the name to delete
 * (docs/product/console.md#delete-confirmation).
 */
export function confirmsName(typed: string | null | undefined, name: string): boolean {
  return (typed ?? '').trim() === name.trim() && name.trim() !== '';
}
