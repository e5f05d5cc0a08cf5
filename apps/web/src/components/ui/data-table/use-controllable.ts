import { useState } from 'react';

/**
 * State the parent may own (value + onChange) or leave to the component (initial value): a
 * server-side list owns its search, filters and sort; a client-side one lets the table keep them.
 */
export function useControllable<V>(
  value: V | undefined,
  onChange: ((next: V) => void) | undefined,
  initial: V,
): [V, (next: V) => void] {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  return [
    controlled ? value : own,
    (next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
  ];
}
