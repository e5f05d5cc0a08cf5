/**
 * Classes that turn a table into stacked rows below 640px: each row a block, each cell a line
 * under its column's name, so nothing hides off the side of a phone. The header row stays for
 * screen readers; a cell shows its column's name from its `data-label`, drawn by CSS so the
 * cell's own text stays its value.
 */
export const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:border-b max-sm:border-slate-200 max-sm:py-2 dark:max-sm:border-slate-700',
  cell: 'max-sm:block max-sm:border-b-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-300',
} as const;
