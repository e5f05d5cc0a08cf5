import { useTranslation } from 'react-i18next';

/** Reviews per day as bars; the figures are also in a table for screen readers. */
export function ReviewsPerDay({ days }: { days: readonly { date: string; reviews: number }[] }) {
  const { t, i18n } = useTranslation('superadmin');
  const max = Math.max(1, ...days.map((d) => d.reviews));
  const label = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return (
    <section
      aria-labelledby="reviews-per-day"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="reviews-per-day" className="font-semibold">
        {t('superadmin.analytics.perDay')}
      </h2>
      <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-px">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${label(d.date)}: ${d.reviews}`}
            className="flex-1 rounded-t bg-blue-700 dark:bg-blue-400"
            style={{ height: `${(d.reviews / max) * 100}%`, minHeight: d.reviews ? 2 : 0 }}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between text-xs text-slate-700 dark:text-slate-300"
      >
        <span>{days[0] && label(days[0].date)}</span>
        <span>{days.at(-1) && label(days.at(-1)?.date ?? '')}</span>
      </div>
      <table className="sr-only">
        <caption>{t('superadmin.analytics.perDay')}</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{label(d.date)}</th>
              <td>{d.reviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
