import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the restaurant is read-only for the signed-in user (its trial lapsed,
 * docs/product/plans-and-roles.md#free-trial). The dashboard layout provides it; screens disable
 * what would change something. The server refuses those calls anyway (`trial_expired`).
 */
const ReadOnlyContext = createContext(false);

export const ReadOnlyProvider = ReadOnlyContext.Provider;

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/** Disables every control inside while read-only (a native fieldset, so nothing is missed). */
export function ReadOnlyFieldset({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const readOnly = useReadOnly();
  return (
    <fieldset disabled={readOnly} className={`min-w-0 ${className}`} data-read-only={readOnly}>
      {children}
    </fieldset>
  );
}
