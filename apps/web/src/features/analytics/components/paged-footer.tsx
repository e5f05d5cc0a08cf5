import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatNumber } from '../format.ts';

/** Below a paged table: how many rows of how many are shown, and "Show N more". */
export function PagedFooter({
  shown,
  total,
  pageSize,
  noneKey,
  shownKey,
  hasMore,
  loadingMore,
  onMore,
}: {
  shown: number;
  total: number;
  pageSize: number;
  /** Translation keys (dashboard) of "none match" and "{{shown}} of {{total}}". */
  noneKey: string;
  shownKey: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
      <span role="status">
        {total === 0
          ? t(noneKey)
          : t(shownKey, { shown: formatNumber(shown, lang), total: formatNumber(total, lang) })}
      </span>
      {hasMore && (
        <button
          type="button"
          className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800"
          disabled={loadingMore}
          onClick={onMore}
        >
          {t('analytics.trends.more', { count: Math.min(pageSize, total - shown) })}
        </button>
      )}
    </div>
  );
}
