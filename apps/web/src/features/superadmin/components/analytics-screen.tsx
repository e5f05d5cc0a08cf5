import { ANALYTICS_WINDOWS, type TReplyFigures } from '@tableside/domain/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAnalytics } from '../api/use-console.ts';
import { ReviewsPerDay } from './reviews-per-day.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { SelectField } from './select-field.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

const COLUMNS = [
  'reviews',
  'replied',
  'reply_rate',
  'median_reply_minutes',
  'ai_drafts',
  'approval_without_edit_rate',
  'sync_errors',
] as const satisfies readonly (keyof TReplyFigures)[];

/** System-wide analytics: reviews per day and, per restaurant, replies, AI drafts and syncs. */
export function AnalyticsScreen() {
  const { t, i18n } = useTranslation('superadmin');
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const show = (key: (typeof COLUMNS)[number], value: number | null) => {
    if (value === null) return '—';
    if (key === 'reply_rate' || key === 'approval_without_edit_rate')
      return `${number.format(value)} %`;
    if (key === 'median_reply_minutes')
      return value < 120
        ? t('superadmin.analytics.minutes', { value: number.format(Math.round(value)) })
        : t('superadmin.analytics.hours', { value: number.format(value / 60) });
    return number.format(value);
  };
  const data = analytics.data;
  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-analytics">
      <ScreenTitle
        section="analytics"
        actions={
          <SelectField
            label={t('superadmin.analytics.window')}
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            options={ANALYTICS_WINDOWS.map((d) => ({
              value: String(d),
              label: t('superadmin.analytics.lastDays', { count: d }),
            }))}
          />
        }
      />
      {analytics.isPending && <Spinner label={t('common:loading')} showLabel />}
      {analytics.isError && <ErrorText error={analytics.error} />}
      {data && (
        <>
          <ReviewsPerDay days={data.per_day} />
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table className="w-full min-w-[48rem] text-sm" data-testid="analytics-table">
              <caption className="sr-only">{t('superadmin.analytics.perRestaurant')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left dark:border-slate-700">
                  <th scope="col" className="p-3">
                    {t('superadmin.analytics.restaurant')}
                  </th>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col" className="p-3 text-right">
                      {t(`superadmin.analytics.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.restaurants.map((r) => (
                  <tr
                    key={r.restaurant_id}
                    className="border-b border-slate-100 dark:border-slate-800"
                  >
                    <th scope="row" className="p-3 text-left font-medium">
                      {r.name}
                    </th>
                    {COLUMNS.map((key) => (
                      <td key={key} className="p-3 text-right tabular-nums">
                        {show(key, r[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="p-3 text-left">
                    {t('superadmin.analytics.total')}
                  </th>
                  {COLUMNS.map((key) => (
                    <td
                      key={key}
                      className="p-3 text-right tabular-nums"
                      data-testid={`analytics-total-${key}`}
                    >
                      {show(key, data.totals[key])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
