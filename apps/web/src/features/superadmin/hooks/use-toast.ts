import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error';
export type ShowToast = (message: string, tone?: ToastTone) => void;

export const ToastContext = createContext<ShowToast>(() => undefined);

/** Console toasts (docs/product/console.md#toasts): a short message that stays 3 seconds. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
