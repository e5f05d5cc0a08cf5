import { clsx } from 'clsx';

/**
 * A row of pressed/unpressed buttons choosing one of a few views (the inbox's and the comments'
 * All, Mine, Unassigned): each button says whether it is the one shown.
 */
export function SegmentedControl<T extends string>({
  options,
  value,
  onChange,
  label,
  labelOf,
  className,
  testId,
}: {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  labelOf: (option: T) => string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx(
        'inline-flex w-fit rounded-lg border border-slate-300 p-0.5 dark:border-slate-600',
        className,
      )}
      data-testid={testId}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          data-view={option}
          onClick={() => onChange(option)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            value === option
              ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
              : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
