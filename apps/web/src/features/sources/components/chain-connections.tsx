import type { SourcePlatform } from '@tableside/domain/sources';
import {
  SOURCE_STATES,
  type SourceState,
  type TSourcesSummary,
} from '@tableside/domain/schemas/sources';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverSearchInput } from '../../../components/location-picker/search-parts.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useConnectionPage } from '../api/use-sources.ts';
import { ConnectionsTable } from './connections-table.tsx';

/** Rows a page shows: a chain's 5,000 connections are searched and paged, never all rendered. */
export const CONNECTIONS_PAGE = 25;

export type ConnectionFilters = {
  query: string;
  platform: SourcePlatform | null;
  state: SourceState | null;
  offset: number;
};
export const NO_FILTERS: ConnectionFilters = { query: '', platform: null, state: null, offset: 0 };

/**
 * A chain's locations on every platform it may use, those needing attention first: searched by
 * location name and address, filtered by platform and by state, 25 at a time
 * (docs/product/dashboard-screens.md#review-sources).
 */
export function ChainConnections({
  restaurantId,
  platforms,
  filters,
  onFilters,
}: {
  restaurantId: string;
  /** The platforms in the plan and enabled (the socials screen: Facebook and Instagram only). */
  platforms: TSourcesSummary['platforms'];
  filters: ConnectionFilters;
  onFilters: (filters: ConnectionFilters) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const id = useId();
  const search = useDebouncedValue(filters.query.trim(), 300);
  const page = useConnectionPage(restaurantId, {
    platforms: filters.platform ? [filters.platform] : platforms.map((p) => p.platform),
    state: filters.state,
    search,
    sort: 'attention',
    limit: CONNECTIONS_PAGE,
    offset: filters.offset,
  });
  const total = page.data?.total ?? null;
  // A sync or a disconnect can move the last row of the last page elsewhere: step back a page.
  useEffect(() => {
    if (total !== null && total > 0 && filters.offset >= total)
      onFilters({
        ...filters,
        offset: Math.floor((total - 1) / CONNECTIONS_PAGE) * CONNECTIONS_PAGE,
      });
  }, [total, filters, onFilters]);
  const change = (next: Partial<ConnectionFilters>) =>
    onFilters({ ...filters, ...next, offset: 0 });

  return (
    <section
      id="source-connections"
      aria-labelledby={`${id}-heading`}
      data-testid="source-connections"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {t('sources.chain.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('sources.chain.description')}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="w-full max-w-sm">
          <PopoverSearchInput
            id={`${id}-search`}
            value={filters.query}
            onChange={(query) => change({ query })}
            describedBy={`${id}-status`}
            testId="source-connections-search"
          />
        </div>
        {platforms.length > 1 && (
          <Filter
            id={`${id}-platform`}
            label={t('sources.chain.platform')}
            value={filters.platform ?? ''}
            onChange={(value) => change({ platform: (value || null) as SourcePlatform | null })}
            options={[
              { value: '', label: t('sources.chain.allPlatforms') },
              ...platforms.map((p) => ({
                value: p.platform,
                label: t(`sources.platforms.${p.platform}`),
              })),
            ]}
          />
        )}
        <Filter
          id={`${id}-state`}
          label={t('sources.chain.state')}
          value={filters.state ?? ''}
          onChange={(value) => change({ state: (value || null) as SourceState | null })}
          options={[
            { value: '', label: t('sources.chain.allStates') },
            ...SOURCE_STATES.map((s) => ({ value: s, label: t(`sources.chain.states.${s}`) })),
          ]}
        />
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        data-testid="source-connections-count"
        className="px-2 text-xs text-slate-700 dark:text-slate-300"
      >
        {total === null
          ? ''
          : total === 0
            ? t('sources.chain.none')
            : t('sources.chain.count', { count: total, formatted: total.toLocaleString(lang) })}
      </p>
      {page.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {t('sources.chain.loadFailed')} {t(errorMessageKey(page.error))}
        </p>
      )}
      <ConnectionsTable
        restaurantId={restaurantId}
        platformOf={(key) => platforms.find((p) => p.platform === key)}
        caption={t('sources.chain.title')}
        connections={page.data?.items ?? []}
        withPlatform
        busy={page.isPlaceholderData}
        testId="source-connections-table"
      />
      <PageNav
        label={t('sources.chain.pages')}
        testId="source-connections-range"
        offset={filters.offset}
        pageSize={CONNECTIONS_PAGE}
        total={total ?? 0}
        shown={page.data?.items.length ?? 0}
        onOffset={(offset) => onFilters({ ...filters, offset })}
      />
    </section>
  );
}

/** A filter's label and box, set as the search's so all read on one line. */
function Filter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col">
      <label
        htmlFor={id}
        className="px-2 py-1.5 text-xs font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <div className="p-1">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${FIELD_CLASS} py-1.5`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
