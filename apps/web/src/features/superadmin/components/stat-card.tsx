import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A figure with its label, and optionally its change against the previous period. */
export function StatCard({
  icon: Icon,
  label,
  value,
  change,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  change?: { text: string; trend: 'up' | 'down' | 'flat' };
  testId?: string;
}) {
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </span>
      <span className="text-2xl font-bold" data-testid={testId && `${testId}-value`}>
        {value}
      </span>
      {change && (
        <span
          className={clsx(
            'text-xs font-medium',
            change.trend === 'up' && 'text-emerald-800 dark:text-emerald-300',
            change.trend === 'down' && 'text-red-800 dark:text-red-300',
            change.trend === 'flat' && 'text-slate-700 dark:text-slate-300',
          )}
        >
          {change.text}
        </span>
      )}
    </li>
  );
}
