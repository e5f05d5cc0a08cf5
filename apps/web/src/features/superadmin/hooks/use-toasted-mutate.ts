import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useToast } from './use-toast.ts';

export type Mutation<V> = {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
};

/** Translation keys of the two toasts; `failed` may depend on the error's code. */
export type ToastKeys = { done: string; failed: string | ((error: unknown) => string) };

/** Whether a call failed on a 409 (a name, e-mail or username taken, a tier in use). */
export function isConflict(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'conflict' || error.code === 'identity_unavailable')
  );
}

/** The key for a 409, or the generic failure. */
export function conflictOr(conflictKey: string, otherKey: string) {
  return (error: unknown) => (isConflict(error) ? conflictKey : otherKey);
}

/**
 * Runs a console mutation and says how it went in a toast (docs/product/console.md#toasts). `then`
 * runs before the success toast (closing the dialog, say); a failure keeps the dialog open with its
 * input.
 */
export function useToastedMutate() {
  const toast = useToast();
  const { t } = useTranslation('superadmin');
  return <V>(mutation: Mutation<V>, variables: V, keys: ToastKeys, then?: () => void) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        then?.();
        toast(t(keys.done));
      },
      onError: (error) =>
        toast(t(typeof keys.failed === 'function' ? keys.failed(error) : keys.failed), 'error'),
    });
}
