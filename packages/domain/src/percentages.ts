/**
 * The two percentages every screen, export and answer shows, one decimal each: a share of a
 * whole, and how a figure moved against its comparison period.
 */

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/**
 * Percentage change of a figure against an earlier value, one decimal. Null when there was
 * nothing before (a rise from zero has no percentage).
 */
export function countChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}
