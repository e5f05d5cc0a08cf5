import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A radio drawn as a card: the whole card is the label, the ring shows the choice and focus. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  testId,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer flex-col gap-2 rounded-xl border bg-white p-5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 dark:bg-slate-900',
        checked
          ? 'border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400'
          : 'border-slate-300 dark:border-slate-700',
        disabled && 'cursor-not-allowed opacity-60',
      )}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
