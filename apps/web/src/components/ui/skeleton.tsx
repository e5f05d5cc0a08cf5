import { clsx } from 'clsx';

function Block({ className }: { className?: string }) {
  return (
    <div className={clsx('animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)} />
  );
}

/**
 * Loading placeholder of a dashboard screen
 * (docs/product/dashboard-screens.md#loading-placeholders): 4 cards and 2 charts.
 */
export function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Block key={card} className="h-24" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Block className="h-64" />
        <Block className="h-64" />
      </div>
    </div>
  );
}

/**
 * Loading placeholder of a table (docs/product/dashboard-screens.md#loading-placeholders): 5 rows
 * by default.
 */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Block className="h-10" />
      {Array.from({ length: rows }, (_, row) => (
        <Block key={row} className="h-12" />
      ))}
    </div>
  );
}
