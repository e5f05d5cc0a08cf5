import { clsx } from 'clsx';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';

/** A native checkbox; `indeterminate` (some but not all chosen) can only be set from script. */
export function Checkbox({
  indeterminate = false,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={clsx('size-4 cursor-pointer accent-blue-700 dark:accent-blue-400', className)}
      {...props}
    />
  );
}
