import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TableData = { columns: string[]; rows: (string | number)[][] };

/**
 * A chart with its title and, for screen readers and keyboard users, the same figures as a
 * table. The drawing itself is hidden from assistive technology: the table says it all.
 */
export function ChartFrame({
  title,
  table,
  children,
  testId,
  height,
}: {
  title: string;
  table: TableData;
  children: ReactNode;
  testId: string;
  /** Pixels, for charts that grow with their rows; 16rem otherwise. */
  height?: number;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid={testId}
    >
      <figcaption id={id} className="text-base font-semibold">
        {title}
      </figcaption>
      {table.rows.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('analytics.noData')}</p>
      ) : (
        <div
          aria-hidden="true"
          className="h-64 text-xs text-slate-700 dark:text-slate-300"
          style={height ? { height } : undefined}
        >
          {children}
        </div>
      )}
      {table.rows.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-blue-700 dark:text-blue-300">
            {t('analytics.showTable')}
          </summary>
          <div
            className="mt-2 max-h-72 overflow-auto"
            role="region"
            aria-label={title}
            tabIndex={0}
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className="border-b border-slate-200 px-2 py-1 dark:border-slate-700"
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td
                        key={j}
                        className="border-b border-slate-100 px-2 py-1 dark:border-slate-800"
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
