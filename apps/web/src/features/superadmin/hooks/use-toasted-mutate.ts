import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
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

/** The translation key of what the server said went wrong, unless it said nothing specific. */
function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || isConflict(error)) return null;
  const key = errorMessageKey(error);
  return key === 'common:errors.internal_error' ? null : key;
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
      onError: (error) => {
        const failed = t(typeof keys.failed === 'function' ? keys.failed(error) : keys.failed);
        // The server's reason, translated, when it gave one ("The webhook must be a public
        // http(s) address"): a bare "Failed to update restaurant" leaves the admin guessing.
        const reason = serverReason(error);
        toast(
          reason ? t('common:withDetail', { text: failed, detail: t(reason) }) : failed,
          'error',
        );
      },
    });
}
