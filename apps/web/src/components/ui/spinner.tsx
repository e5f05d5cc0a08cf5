import { clsx } from 'clsx';

/** A spinner that announces `label` to assistive technology and shows it when `showLabel`. */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={clsx('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 dark:border-slate-600 dark:border-t-blue-400"
      />
      <span className={showLabel ? 'text-sm text-slate-700 dark:text-slate-300' : 'sr-only'}>
        {label}
      </span>
    </span>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner label={label} showLabel />
    </div>
  );
}
