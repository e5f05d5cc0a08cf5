import { useEffect } from 'react';

/** How long a success message stays (docs/product/dashboard-screens.md#success-messages). */
export const SUCCESS_MS = 3000;

/** Clears a save's success state after SUCCESS_MS, so its message goes away. */
export function useSuccessTimeout(isSuccess: boolean, reset: () => void): void {
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);
}
