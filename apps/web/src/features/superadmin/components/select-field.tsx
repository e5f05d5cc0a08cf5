import { clsx } from 'clsx';
import { useId } from 'react';
import { FIELD_CLASS } from '../../../components/ui/field.ts';

/** A labelled native select: keyboard and screen-reader friendly as it is. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required,
  className,
  testId,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        className={FIELD_CLASS}
        value={value}
        required={required}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
