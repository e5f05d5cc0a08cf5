import { clsx } from 'clsx';

/** An on/off switch: a button with role="switch", named by its visible label. */
export function Switch({
  id,
  label,
  checked,
  onChange,
  disabled = false,
  testId,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          checked
            ? 'border-blue-700 bg-blue-700 dark:border-blue-400 dark:bg-blue-500'
            : 'border-slate-500 bg-slate-300 dark:border-slate-400 dark:bg-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
