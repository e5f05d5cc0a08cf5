import type { TReviewMetrics } from '@tableside/domain/schemas/analytics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFiguresTable, type LocationFiguresRow } from './location-figures-table.tsx';

/** Per-location figures of a report, current period beside the comparison period. */
export function LocationTable({ metrics }: { metrics: TReviewMetrics }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const before = new Map(metrics.comparison.locationStats.map((l) => [l.locationId, l]));
  const rows: LocationFiguresRow[] = metrics.locationStats.map((l) => ({
    locationId: l.locationId,
    locationName: l.locationName,
    current: l,
    // A location without reviews in the comparison period has none to count and no rating.
    comparison: before.get(l.locationId) ?? { totalReviews: 0, avgRating: null },
  }));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('analytics.trends.byLocation')}
      </h2>
      <LocationFiguresTable rows={rows} />
    </section>
  );
}
