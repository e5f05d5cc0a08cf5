import type { DateFilter } from '@tableside/domain/date-ranges';
import type { LocationSort } from '@tableside/domain/schemas/analytics';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLocationPages } from '../api/use-analytics.ts';
import { LocationFiguresTable } from './location-figures-table.tsx';
import { PagedFooter } from './paged-footer.tsx';
import { QueryError } from './query-state.tsx';

const PAGE = 20;

/**
 * The location comparison of the trends screen, paged by the server
 * (docs/product/analytics.md#location-comparison): a chain of 1,000 locations shows 20 at a
 * time, sorted by the chosen figure of the current period, searchable by name.
 */
export function LocationComparison({
  locationId,
  filter,
}: {
  locationId: string;
  filter: DateFilter;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const [sort, setSort] = useState<LocationSort>('reviews');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const pages = useLocationPages(locationId, filter, { sort, order, search, limit: PAGE });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  const onSort = (key: LocationSort) => {
    // A new column starts with its most telling end: names A–Z, figures highest first.
    if (sort === key) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder(key === 'name' ? 'asc' : 'desc');
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('analytics.trends.byLocation')}
        </h2>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('analytics.trends.search')}
          aria-label={t('analytics.trends.search')}
          maxLength={100}
          className="w-64 rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      <QueryError error={pages.error} />
      <LocationFiguresTable rows={items} sorting={{ sort, order, onSort }} />
      {pages.data && (
        <PagedFooter
          shown={items.length}
          total={total}
          pageSize={PAGE}
          noneKey="analytics.trends.none"
          shownKey="analytics.trends.shown"
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onMore={() => void pages.fetchNextPage()}
        />
      )}
    </section>
  );
}
