import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * A compact form control under its small label, with an optional help line below it. The
 * control receives the id the label points at and the help line's id for `aria-describedby`, so
 * callers no longer keep a table of ids.
 */
export function Labelled({
  label,
  help,
  className,
  children,
}: {
  label: string;
  help?: ReactNode;
  className?: string;
  children: (id: string, helpId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const helpId = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      {children(id, help ? helpId : undefined)}
      {help && (
        <p id={helpId} className="text-xs text-slate-700 dark:text-slate-300">
          {help}
        </p>
      )}
    </div>
  );
}
