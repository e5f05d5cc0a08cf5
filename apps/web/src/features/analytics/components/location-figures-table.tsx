import type { LocationSort } from '@tableside/domain/schemas/analytics';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { useLocationColours } from '../../../lib/location-colours.ts';
import { formatNumber } from '../format.ts';

const cell = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';

type Figures = { totalReviews: number; avgRating: number | null };
/** One location's figures of the current period beside the comparison period's. */
export type LocationFiguresRow = {
  locationId: string;
  locationName: string;
  current: Figures & { positiveReviews: number; negativeReviews: number };
  comparison: Figures;
};
/** The comparison's server-side order; without it the headers are plain. */
export type LocationSorting = {
  sort: LocationSort;
  order: 'asc' | 'desc';
  onSort: (key: LocationSort) => void;
};

/** The columns, in order; the comparison period's figures cannot be sorted on. */
const COLUMNS: { label: string; sort?: LocationSort }[] = [
  { label: 'analytics.trends.location', sort: 'name' },
  { label: 'analytics.metrics.totalReviews', sort: 'reviews' },
  { label: 'analytics.trends.previousReviews' },
  { label: 'analytics.metrics.averageRating', sort: 'rating' },
  { label: 'analytics.trends.previousRating' },
  { label: 'analytics.metrics.positiveReviews', sort: 'positive' },
  { label: 'analytics.metrics.negativeReviews', sort: 'negative' },
];

/** The per-location table of Reports and of the Trends comparison, one row per location. */
export function LocationFiguresTable({
  rows,
  sorting,
}: {
  rows: LocationFiguresRow[];
  sorting?: LocationSorting;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const colours = useLocationColours(rows.map((l) => l.locationId));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm" data-testid="location-table">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {COLUMNS.map(({ label, sort }) =>
              sorting && sort ? (
                <SortableHeader key={label} label={t(label)} column={sort} sorting={sorting} />
              ) : (
                <th key={label} scope="col" className={cell}>
                  {t(label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
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
              <td className={cell}>{formatNumber(l.current.totalReviews, lang)}</td>
              <td className={cell}>{formatNumber(l.comparison.totalReviews, lang)}</td>
              <td className={cell}>{formatNumber(l.current.avgRating, lang, 1)}</td>
              <td className={cell}>{formatNumber(l.comparison.avgRating, lang, 1)}</td>
              <td className={cell}>{formatNumber(l.current.positiveReviews, lang)}</td>
              <td className={cell}>{formatNumber(l.current.negativeReviews, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeader({
  label,
  column,
  sorting: { sort, order, onSort },
}: {
  label: string;
  column: LocationSort;
  sorting: LocationSorting;
}) {
  const { t } = useTranslation('dashboard');
  const active = sort === column;
  return (
    <th
      scope="col"
      className={cell}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="font-semibold hover:underline"
        aria-label={t('analytics.trends.sortBy', { column: label })}
        onClick={() => onSort(column)}
      >
        {label}
        {active && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}
