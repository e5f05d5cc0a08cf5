import type { DateFilter } from '@tableside/domain/date-ranges';
import type { FirstReplySort, TFirstReplyFigures } from '@tableside/domain/schemas/analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import type { FirstReplyKind } from '../api/analytics-api.ts';
import { useFirstReplyPages } from '../api/use-analytics.ts';
import { formatNumber } from '../format.ts';
import { PagedFooter } from './paged-footer.tsx';
import { QueryError } from './query-state.tsx';

const cell = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';
const PAGE = 20;

type Row = TFirstReplyFigures & { key: string; name: string };

/**
 * The time to first reply per location or per person on Trends, paged by the server
 * (docs/product/analytics.md#time-to-first-reply): 20 rows at a time, sorted by a column
 * header, searched by name, like the location comparison.
 */
export function FirstReplyTable({
  locationId,
  filter,
  kind,
}: {
  locationId: string;
  filter: DateFilter;
  kind: FirstReplyKind;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const [sort, setSort] = useState<FirstReplySort>('answered');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const pages = useFirstReplyPages(locationId, filter, kind, { sort, order, search, limit: PAGE });
  const total = pages.data?.pages[0]?.total ?? 0;
  const rows: Row[] = (pages.data?.pages ?? []).flatMap((p) =>
    p.items.map((i) =>
      'locationId' in i
        ? { ...i, key: i.locationId, name: i.locationName }
        : {
            ...i,
            key: i.userId ?? 'automatic',
            name: i.name ?? t('analytics.firstReply.automatic'),
          },
    ),
  );
  const people = kind === 'people';
  const hours = (value: number | null) =>
    value === null ? '–' : t('analytics.hours', { value: formatNumber(value, lang, 1) });
  const share = (value: number | null) =>
    value === null ? '–' : `${formatNumber(value, lang, 1)} %`;
  const searchLabel = t(`analytics.firstReply.search.${kind}`);

  const header = (key: FirstReplySort, label: string) => (
    <th
      key={key}
      scope="col"
      className={cell}
      aria-sort={sort === key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="font-semibold hover:underline"
        aria-label={t('analytics.firstReply.sortBy', { column: label })}
        onClick={() => {
          // Names A–Z first; figures highest first, but the median fastest first.
          if (sort === key) setOrder(order === 'asc' ? 'desc' : 'asc');
          else {
            setSort(key);
            setOrder(key === 'name' || key === 'median' ? 'asc' : 'desc');
          }
        }}
      >
        {label}
        {sort === key && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );

  return (
    <div className="flex flex-col gap-2">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={searchLabel}
        aria-label={searchLabel}
        maxLength={100}
        className="w-full max-w-sm self-end rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <QueryError error={pages.error} />
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm" data-testid={`first-reply-${kind}`}>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {header(
                'name',
                people ? t('analytics.firstReply.person') : t('analytics.trends.location'),
              )}
              {header('answered', t('analytics.firstReply.answered'))}
              {header('median', t('analytics.firstReply.median'))}
              {header('withinTarget', t('analytics.firstReply.withinTarget'))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${cell} font-medium`}>
                  {r.name}
                </th>
                <td className={cell}>{formatNumber(r.answered, lang)}</td>
                <td className={cell}>{hours(r.medianHours)}</td>
                <td className={cell}>{share(r.withinTargetShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages.data && (
        <PagedFooter
          shown={rows.length}
          total={total}
          pageSize={PAGE}
          noneKey={`analytics.firstReply.none.${kind}`}
          shownKey={`analytics.firstReply.shown.${kind}`}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onMore={() => void pages.fetchNextPage()}
        />
      )}
    </div>
  );
}
