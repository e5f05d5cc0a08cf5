import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'plan' | 'blue' | 'red' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  plan: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  blue: 'bg-blue-700 text-white dark:bg-blue-600',
  red: 'bg-red-700 text-white',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
  ...props
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
