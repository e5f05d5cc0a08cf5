import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { DayRange } from '@tableside/domain/date-ranges';
import { useKeywordDetails } from '../api/use-insights.ts';
import { PolarityBadge } from './polarity-badge.tsx';
import { QueryState } from './query-state.tsx';
import { ReviewDay } from './review-day.tsx';

/** One keyword: how often, how guests feel, in which categories, and its snippets, newest first. */
export function KeywordDetails({
  locationId,
  keyword,
  range,
  onClose,
}: {
  locationId: string;
  keyword: string | null;
  range: DayRange;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const details = useKeywordDetails(locationId, keyword, range);
  return (
    <Dialog open={keyword !== null} onOpenChange={(open) => !open && onClose()}>
      {keyword !== null && (
        <DialogContent placement="sheet" title={keyword} closeLabel={t('insights.close')}>
          <div className="flex flex-col gap-4 p-5" data-testid="keyword-details">
            <QueryState
              query={details}
              isEmpty={(d) => (d.pages[0]?.mentions ?? 0) === 0}
              emptyTitle={t('insights.keywords.emptyTitle')}
              emptyDescription={t('insights.keywords.emptyDescription')}
            >
              {({ pages }) => {
                const d = pages[0]!;
                const occurrences = pages.flatMap((p) => p.occurrences);
                return (
                  <>
                    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                      {(['mentions', 'positive', 'negative', 'neutral'] as const).map((k) => (
                        <div key={k} className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
                          <dt className="text-slate-700 dark:text-slate-300">
                            {t(`insights.counts.${k}`)}
                          </dt>
                          <dd className="text-lg font-semibold">{d[k]}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="text-sm">
                      {t('insights.keywords.inCategories', {
                        list: d.categories
                          .map(
                            (c) =>
                              `${t(`insights.categories.${c.category}`, { defaultValue: c.category })} (${c.mentions})`,
                          )
                          .join(', '),
                      })}
                    </p>
                    <ul className="flex flex-col gap-2">
                      {occurrences.map((o, i) => (
                        <li
                          key={`${o.review_id}-${i}`}
                          className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                        >
                          <div className="mb-1 flex items-center gap-2">
                            <PolarityBadge polarity={o.sentiment} />
                            <span className="text-slate-700 dark:text-slate-300">
                              <ReviewDay iso={o.review_date} />
                            </span>
                          </div>
                          {o.snippet}
                        </li>
                      ))}
                    </ul>
                    {details.hasNextPage && (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="self-start"
                        disabled={details.isFetchingNextPage}
                        onClick={() => void details.fetchNextPage()}
                        data-testid="keyword-details-more"
                      >
                        {t('insights.keywords.showMore')}
                      </Button>
                    )}
                  </>
                );
              }}
            </QueryState>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
