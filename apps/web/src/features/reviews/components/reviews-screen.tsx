import { RotateCcw } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useReviews } from '../api/use-reviews.ts';
import { useVerifiedGuests } from '../api/use-verified-guests.ts';
import { createDraftStore, DraftStoreContext } from '../hooks/use-reply-draft.ts';
import {
  DEFAULT_REVIEW_FILTERS,
  isDefaultFilters,
  reviewListParams,
  type ReviewFilterState,
} from '../review-query.ts';
import type { ReviewItem, ReviewRef } from '../review-types.ts';
import type { InboxView } from '@tableside/domain/workflow';
import { BulkBar } from './bulk-bar.tsx';
import { InboxViews } from './inbox-views.tsx';
import { DateRangeControl } from './date-range-control.tsx';
import { ReviewCard } from './review-card.tsx';
import { useReviewColumns } from './review-columns.tsx';
import { useReviewFilters } from './review-filters.tsx';
import { useAuthorName } from './review-meta.tsx';
import { ReviewSheet } from './review-sheet.tsx';
import { VerifiedGuestsContext } from './verified-guest.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const NONE: ReadonlySet<string> = new Set();

/**
 * The reviews inbox of one location or of all (`locationId` is an id or `all`): server-side
 * filters, infinite scrolling, reply actions per review and in bulk, and a detail panel.
 * Selection and the open panel belong to one location and one set of filters.
 */
export function ReviewsScreen({
  locationId,
  showLocation,
  initialReview,
  verifiedGuestsFor = null,
}: {
  locationId: string;
  showLocation: boolean;
  /** The restaurant whose bookings mark verified guests; null without reservations. */
  verifiedGuestsFor?: string | null;
  /** A review to open at once, e.g. from an alert's reply link. */
  initialReview?: ReviewRef | null;
}) {
  const { t } = useTranslation('dashboard');
  const authorOf = useAuthorName();
  const [drafts] = useState(createDraftStore);
  const [filters, setFilters] = useState<ReviewFilterState>(DEFAULT_REVIEW_FILTERS);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<InboxView>('all');
  const params = useMemo(
    () => ({
      ...reviewListParams(filters, debouncedSearch, new Date()),
      view: view === 'all' ? undefined : view,
    }),
    [filters, debouncedSearch, view],
  );
  const scope = `${locationId}|${JSON.stringify(params)}`;
  const reviews = useReviews(locationId, params);
  const rows = useMemo(() => reviews.data ?? [], [reviews.data]);

  const [selection, setSelection] = useState({ scope, ids: NONE });
  const selectedIds = selection.scope === scope ? selection.ids : NONE;
  const selectedRows = useMemo(
    () => rows.filter(({ id }) => selectedIds.has(id)),
    [rows, selectedIds],
  );
  const [open, setOpen] = useState<(ReviewRef & { locationId: string }) | null>(() =>
    initialReview ? { ...initialReview, locationId } : null,
  );
  const openRef = open?.locationId === locationId ? open : null;
  const shownIds = useMemo(() => {
    const ids = rows.map(({ id }) => id);
    return openRef && !ids.includes(openRef.id) ? [...ids, openRef.id] : ids;
  }, [rows, openRef]);
  const verified = useVerifiedGuests(verifiedGuestsFor, shownIds);
  const handleOpen = useCallback(
    (review: ReviewItem) => setOpen({ id: review.id, location_id: review.location_id, locationId }),
    [locationId],
  );
  const columns = useReviewColumns({ showLocation, onOpen: handleOpen });
  const filterDefs = useReviewFilters();
  const { fetchNextPage } = reviews;
  const handleLoadMore = useCallback(
    () => void fetchNextPage({ cancelRefetch: false }),
    [fetchNextPage],
  );

  if (reviews.isError && !reviews.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-medium">{t('reviews.loadFailed')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(errorMessageKey(reviews.error))}
        </p>
        <Button onClick={() => void reviews.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  }

  return (
    <VerifiedGuestsContext.Provider value={verified}>
      <DraftStoreContext.Provider value={drafts}>
        <div className="flex flex-col">
          <InboxViews view={view} onChange={setView} />
          <BulkBar
            locationId={locationId}
            selected={selectedRows}
            onSelectionChange={(ids) => setSelection({ scope, ids })}
          />
          <DataTable
            label={t('reviews.tableLabel')}
            mode="server"
            rows={rows}
            columns={columns}
            getRowId={(review) => review.id}
            searchLabel={t('reviews.search')}
            search={search}
            onSearchChange={setSearch}
            filters={filterDefs}
            filterValues={filters.values}
            onFilterValuesChange={(values) => setFilters({ ...filters, values })}
            sort={filters.sort}
            onSortChange={(sort) => setFilters({ ...filters, sort })}
            toolbar={
              <>
                <DateRangeControl
                  value={filters.range}
                  onChange={(range) => setFilters({ ...filters, range })}
                />
                {!isDefaultFilters(filters, search) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setFilters(DEFAULT_REVIEW_FILTERS);
                      setSearch('');
                    }}
                    data-testid="filters-reset"
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t('reviews.reset')}
                  </Button>
                )}
              </>
            }
            loading={reviews.isPending}
            refreshing={reviews.isPlaceholderData}
            hasMore={reviews.hasNextPage}
            loadingMore={reviews.isFetchingNextPage}
            onLoadMore={handleLoadMore}
            scrollResetKey={scope}
            selection={{
              selected: selectedIds,
              onChange: (ids) => setSelection({ scope, ids }),
              rowLabel: (review) => t('reviews.select', { author: authorOf(review) }),
            }}
            onRowClick={handleOpen}
            renderCard={(review) => (
              <ReviewCard review={review} showLocation={showLocation} onOpen={handleOpen} />
            )}
            estimateRowHeight={210}
            estimateCardHeight={420}
            className="h-[70dvh] min-h-96"
          />
          <p
            role="status"
            className="mt-3 text-sm text-slate-700 dark:text-slate-300"
            data-testid="reviews-count"
            data-count={rows.length}
          >
            {reviews.isSuccess &&
              (reviews.hasNextPage
                ? t('reviews.countMore', { count: rows.length })
                : t('reviews.count', { count: rows.length }))}
          </p>
          {reviews.isFetchNextPageError && (
            <div role="alert" className="mt-3 flex items-center gap-3 text-sm">
              <span>{t('reviews.loadMoreFailed')}</span>
              <Button variant="secondary" size="sm" onClick={handleLoadMore}>
                {t('common:actions.retry')}
              </Button>
            </div>
          )}
        </div>
        <ReviewSheet
          open={openRef}
          fromList={rows.find(({ id }) => id === openRef?.id)}
          onClose={() => setOpen(null)}
        />
      </DraftStoreContext.Provider>
    </VerifiedGuestsContext.Provider>
  );
}
