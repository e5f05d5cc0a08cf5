import { clsx } from 'clsx';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ToastContext, type ToastTone } from '../hooks/use-toast.ts';

/** docs/product/console.md#toasts: toasts last 3 seconds. */
export const TOAST_MS = 3000;

type Toast = { id: number; message: string; tone: ToastTone };

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return (
    <li
      data-testid="toast"
      data-tone={toast.tone}
      className={clsx(
        'rounded-md px-4 py-3 text-sm font-medium shadow-lg',
        toast.tone === 'success'
          ? 'bg-emerald-800 text-white dark:bg-emerald-700'
          : 'bg-red-800 text-white dark:bg-red-700',
      )}
    >
      {toast.message}
    </li>
  );
}

/** Holds the console's toasts; a polite live region reads each one out. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string, tone: ToastTone = 'success') => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), message, tone }]);
  }, []);
  const done = useCallback(
    (id: number) => setToasts((list) => list.filter((t) => t.id !== id)),
    [],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-[60]"
      >
        <ul className="flex flex-col gap-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDone={done} />
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}
