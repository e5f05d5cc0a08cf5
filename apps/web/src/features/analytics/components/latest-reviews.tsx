import type { DateFilter } from '@tableside/domain/date-ranges';
import { formatDay } from '@tableside/domain/date-ranges';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../hooks/use-lang.ts';
import { useLatestReviews } from '../api/use-analytics.ts';

/** Home's newest reviews of the range (docs/product/analytics.md#home: 3 by default). */
export function LatestReviews({
  locationId,
  filter,
  timeZone,
  count = 3,
}: {
  locationId: string;
  filter: DateFilter;
  timeZone: string | undefined;
  count?: number;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const { data, isPending } = useLatestReviews(locationId, filter, count, true);
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));
  return (
    <section aria-labelledby="latest-reviews" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="latest-reviews" className="text-lg font-semibold">
          {t('analytics.home.latest')}
        </h2>
        <Link
          to={`/${lang}/dashboard/reviews`}
          className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          {t('analytics.home.allReviews')}
        </Link>
      </div>
      {!isPending && (data ?? []).length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('analytics.home.noReviews')}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-3" data-testid="latest-reviews">
        {(data ?? []).map((review) => (
          <li
            key={review.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{review.author_name ?? t('analytics.home.guest')}</span>
              <span aria-label={t('reviews.rating', { rating: review.rating })}>
                {'★'.repeat(review.rating)}
                <span className="text-slate-400 dark:text-slate-500">
                  {'★'.repeat(5 - review.rating)}
                </span>
              </span>
            </div>
            <p className="line-clamp-3 text-sm" translate="no" lang={review.language ?? undefined}>
              {review.text}
            </p>
            <p className="text-xs text-slate-700 dark:text-slate-300">
              {review.location_name} · {formatDay(dayOf(review.review_date), lang)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
