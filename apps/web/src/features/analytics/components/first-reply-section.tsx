import type { DateFilter } from '@tableside/domain/date-ranges';
import type { TFirstReplyFigures, TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { useFirstReplyMetrics } from '../api/use-analytics.ts';
import { formatNumber } from '../format.ts';
import { FirstReplyTable } from './first-reply-table.tsx';
import { QueryError } from './query-state.tsx';

const cell = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';

/**
 * Time to first reply and the share answered within target, overall, per location and per
 * person (docs/product/analytics.md#time-to-first-reply). Shown from the work inbox's plan; the
 * per-location and per-person rows come a page at a time, so a chain's answer stays small.
 */
export function FirstReplySection({
  locationId,
  filter,
}: {
  locationId: string;
  filter: DateFilter;
}) {
  const query = useFirstReplyMetrics(locationId, filter);
  const tables = (['locations', 'people'] as const).map((kind) => (
    <FirstReplyTable key={kind} locationId={locationId} filter={filter} kind={kind} />
  ));
  return (
    <FirstReplyFigures data={query.data} tables={tables}>
      <QueryError error={query.error} />
    </FirstReplyFigures>
  );
}

/** The figures themselves: the trends screen's (its paged `tables`), or a stored report's. */
export function FirstReplyFigures({
  data,
  tables,
  children = null,
}: {
  data: TFirstReplyMetrics | undefined;
  tables?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const headingId = useId();
  const hours = (value: number | null) =>
    value === null ? '–' : t('analytics.hours', { value: formatNumber(value, lang, 1) });
  const share = (value: number | null) =>
    value === null ? '–' : `${formatNumber(value, lang, 1)} %`;
  const columns = (f: TFirstReplyFigures) => [
    formatNumber(f.answered, lang),
    hours(f.medianHours),
    share(f.withinTargetShare),
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="first-reply">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('analytics.firstReply.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('analytics.firstReply.description')}
      </p>
      {children}
      {data && (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {(
              [
                ['median', hours(data.overall.medianHours)],
                ['withinTarget', share(data.overall.withinTargetShare)],
                ['answered', formatNumber(data.overall.answered, lang)],
              ] as const
            ).map(([key, value]) => (
              <li
                key={key}
                data-testid={`first-reply-${key}`}
                className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
                  {t(`analytics.firstReply.${key}`)}
                </h3>
                <p className="text-2xl font-bold">{value}</p>
              </li>
            ))}
          </ul>
          {!tables && (
            <>
              <FiguresTable
                testId="first-reply-locations"
                first={t('analytics.trends.location')}
                rows={data.byLocation.map((l) => [l.locationId, l.locationName, ...columns(l)])}
              />
              <FiguresTable
                testId="first-reply-people"
                first={t('analytics.firstReply.person')}
                rows={data.byPerson.map((p) => [
                  p.userId ?? 'automatic',
                  p.name ?? t('analytics.firstReply.automatic'),
                  ...columns(p),
                ])}
              />
            </>
          )}
        </>
      )}
      {/* Loaded alongside the overall figures, not after them. */}
      {tables}
    </section>
  );
}

function FiguresTable({
  testId,
  first,
  rows,
}: {
  testId: string;
  first: string;
  rows: string[][];
}) {
  const { t } = useTranslation('dashboard');
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {[
              first,
              t('analytics.firstReply.answered'),
              t('analytics.firstReply.median'),
              t('analytics.firstReply.withinTarget'),
            ].map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, name, ...values]) => (
            <tr key={key}>
              <th scope="row" className={`${cell} font-medium`}>
                {name}
              </th>
              {values.map((value, i) => (
                <td key={i} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
