import type { TReviewMetrics } from '@tableside/domain/schemas/analytics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { useLocationColours } from '../../../lib/location-colours.ts';
import { formatNumber } from '../format.ts';

const cell = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';

/** Per-location figures, current period beside the comparison period. */
export function LocationTable({ metrics }: { metrics: TReviewMetrics }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const headingId = useId();
  const before = new Map(metrics.comparison.locationStats.map((l) => [l.locationId, l]));
  const colours = useLocationColours(metrics.locationStats.map((l) => l.locationId));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('analytics.trends.byLocation')}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm" data-testid="location-table">
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={cell}>
                {t('analytics.trends.location')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.metrics.totalReviews')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.trends.previousReviews')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.metrics.averageRating')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.trends.previousRating')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.metrics.positiveReviews')}
              </th>
              <th scope="col" className={cell}>
                {t('analytics.metrics.negativeReviews')}
              </th>
            </tr>
          </thead>
          <tbody>
            {metrics.locationStats.map((l) => (
              <tr key={l.locationId}>
                <th scope="row" className={`${cell} font-medium`}>
                  <span className="flex items-center gap-2">
                    {/* The location's colour on the charts (account settings, Locations). */}
                    <span
                      aria-hidden="true"
                      data-testid="location-swatch"
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ background: colours[l.locationId] }}
                    />
                    {l.locationName}
                  </span>
                </th>
                <td className={cell}>{formatNumber(l.totalReviews, lang)}</td>
                <td className={cell}>
                  {formatNumber(before.get(l.locationId)?.totalReviews ?? 0, lang)}
                </td>
                <td className={cell}>{formatNumber(l.avgRating, lang, 1)}</td>
                <td className={cell}>
                  {formatNumber(before.get(l.locationId)?.avgRating ?? null, lang, 1)}
                </td>
                <td className={cell}>{formatNumber(l.positiveReviews, lang)}</td>
                <td className={cell}>{formatNumber(l.negativeReviews, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
