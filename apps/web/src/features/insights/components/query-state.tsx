import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';

/** What of a query, paged or not, the states read. */
type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
};

/**
 * The loading, error and empty states every insight list shares
 * (docs/product/dashboard-screens.md#loading-placeholders).
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitle,
  emptyDescription,
  label,
  children,
}: {
  query: QueryLike<T>;
  /** Defaults to "the list has no rows". */
  isEmpty?: (data: T) => boolean;
  emptyTitle: string;
  emptyDescription: string;
  /** What is loading, for screen readers; defaults to the insights' own word. */
  label?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (query.isPending)
    return (
      <div
        aria-busy="true"
        aria-label={label ?? t('insights.loading')}
        className="flex flex-col gap-2"
        data-testid="insight-loading"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 p-4 text-sm text-red-800 dark:border-red-700 dark:text-red-200"
      >
        <p>{t(errorMessageKey(query.error))}</p>
        <button type="button" className="mt-2 underline" onClick={() => void query.refetch()}>
          {t('insights.retry')}
        </button>
      </div>
    );
  const data = query.data as T;
  if (isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0)
    return <EmptyState icon={Inbox} title={emptyTitle} description={emptyDescription} />;
  return children(data);
}
