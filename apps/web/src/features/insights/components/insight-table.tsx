import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STACKED } from '../../../components/ui/stacked-table.ts';
import { TABLE, TD, TH } from './section.tsx';

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells (the header keeps the table's own). */
  className?: string;
};

/**
 * The insight screens' tables: one header row, one row per item, stacked on a phone (a
 * snippet column scrolled off the side went unread). `replaceRow` lets a screen show something else in a row's place (an edit form).
 */
export function InsightTable<T>({
  testId,
  rows,
  rowKey,
  columns,
  replaceRow,
}: {
  testId: string;
  rows: T[];
  rowKey: (row: T, index: number) => string;
  columns: (Column<T> | false)[];
  replaceRow?: (row: T) => ReactNode;
}) {
  const shown = columns.filter((c): c is Column<T> => c !== false);
  return (
    <div className="overflow-x-auto">
      <table className={clsx(TABLE, STACKED.table)} data-testid={testId}>
        <thead className={STACKED.head}>
          <tr>
            {shown.map((c, i) => (
              <th key={i} className={TH}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={STACKED.body}>
          {rows.map((row, index) => {
            const replaced = replaceRow?.(row);
            return (
              <tr key={rowKey(row, index)} className={STACKED.row}>
                {replaced ? (
                  <td className={clsx(TD, STACKED.cell)} colSpan={shown.length}>
                    {replaced}
                  </td>
                ) : (
                  shown.map((c, i) => (
                    <td
                      key={i}
                      className={clsx(TD, STACKED.cell, c.className)}
                      data-label={typeof c.header === 'string' ? c.header : undefined}
                    >
                      {c.cell(row)}
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Positive, negative and neutral mentions in one line. */
export function SentimentSplit({
  counts: { positive, negative, neutral },
}: {
  counts: { positive: number; negative: number; neutral: number };
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {t('insights.split', {
        positive: t('insights.splitPositive', { count: positive }),
        negative: t('insights.splitNegative', { count: negative }),
        neutral: t('insights.splitNeutral', { count: neutral }),
      })}
    </>
  );
}

/** Where a staff member works, or 'Unknown Location' (docs/product/analytics.md#staff). */
export function StaffLocation({
  row,
}: {
  row: { location_id: string | null; location_name: string | null };
}) {
  const { t } = useTranslation('dashboard');
  return <>{row.location_id ? row.location_name : t('insights.staff.unknownLocation')}</>;
}
