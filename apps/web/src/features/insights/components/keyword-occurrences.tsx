import type { DayRange } from '@tableside/domain/date-ranges';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useKeywordOccurrences } from '../api/use-insights.ts';
import { InsightTable } from './insight-table.tsx';
import { PolarityBadge } from './polarity-badge.tsx';
import { QueryState } from './query-state.tsx';

/** Keyword occurrences, newest first, a page at a time with "Show more" (analytics.md#keywords). */
export function KeywordOccurrences({
  locationId,
  range,
  category,
  onSelect,
}: {
  locationId: string;
  range: DayRange;
  category: string;
  onSelect: (keyword: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const occurrences = useKeywordOccurrences(locationId, range, category);
  const categoryName = (c: string) => t(`insights.categories.${c}`, { defaultValue: c });
  return (
    <QueryState
      query={occurrences}
      isEmpty={(d) => (d.pages[0]?.rows.length ?? 0) === 0}
      emptyTitle={t('insights.keywords.emptyTitle')}
      emptyDescription={t('insights.keywords.emptyDescription')}
    >
      {(d) => {
        const rows = d.pages.flatMap((p) => p.rows);
        const total = d.pages[d.pages.length - 1]?.total ?? rows.length;
        return (
          <>
            <InsightTable
              testId="keyword-occurrences"
              rows={rows}
              rowKey={(k, i) => `${k.review_id}-${k.keyword}-${i}`}
              columns={[
                {
                  header: t('insights.keywords.keyword'),
                  cell: (k) => (
                    <button
                      type="button"
                      className="font-medium underline"
                      onClick={() => onSelect(k.keyword)}
                    >
                      {k.keyword}
                    </button>
                  ),
                },
                { header: t('insights.keywords.category'), cell: (k) => categoryName(k.category) },
                { header: t('insights.snippet'), cell: (k) => k.snippet },
                {
                  header: t('insights.sentiment'),
                  cell: (k) => <PolarityBadge polarity={k.sentiment} />,
                },
              ]}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p className="text-slate-700 dark:text-slate-300" data-testid="keyword-shown">
                {t('insights.keywords.shown', { shown: rows.length, total })}
              </p>
              {occurrences.hasNextPage && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={occurrences.isFetchingNextPage}
                  onClick={() => void occurrences.fetchNextPage()}
                  data-testid="keyword-more"
                >
                  {t('insights.keywords.showMore')}
                </Button>
              )}
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
