import { useTranslation } from 'react-i18next';
import { useStaffMentions, useStaffPerformance } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { PolarityBadge } from './polarity-badge.tsx';
import { QueryState } from './query-state.tsx';
import { Section, TABLE, TD, TH } from './section.tsx';

/** Staff mentions and performance per person and location. */
export function StaffScreen({ locationId }: { locationId: string }) {
  const { t } = useTranslation('dashboard');
  const { preset, setPreset, range } = useInsightRange();
  const performance = useStaffPerformance(locationId, range);
  const mentions = useStaffMentions(locationId, range);
  const empty = {
    label: t('insights.loading'),
    emptyTitle: t('insights.staff.emptyTitle'),
    emptyDescription: t('insights.staff.emptyDescription'),
  };
  return (
    <div className="flex flex-col gap-4">
      <DateFilter value={preset} onChange={setPreset} />
      <Section title={t('insights.staff.performance')}>
        <QueryState query={performance} isEmpty={(d) => d.length === 0} {...empty}>
          {(rows) => (
            <div className="overflow-x-auto">
              <table className={TABLE} data-testid="staff-performance">
                <thead>
                  <tr>
                    <th className={TH}>{t('insights.staff.name')}</th>
                    <th className={TH}>{t('insights.staff.role')}</th>
                    <th className={TH}>{t('insights.staff.location')}</th>
                    <th className={TH}>{t('insights.counts.mentions')}</th>
                    <th className={TH}>{t('insights.sentiment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.staff_member_id}-${r.location_id ?? ''}`}>
                      <td className={`${TD} font-medium`}>{r.name}</td>
                      <td className={TD}>{r.role ?? '—'}</td>
                      <td className={TD}>
                        {r.location_id ? r.location_name : t('insights.staff.unknownLocation')}
                      </td>
                      <td className={TD}>{r.mentions}</td>
                      <td className={TD}>
                        {t('insights.split', {
                          positive: r.positive,
                          negative: r.negative,
                          neutral: r.neutral,
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Section>
      <Section title={t('insights.staff.mentions')}>
        <QueryState query={mentions} isEmpty={(d) => d.length === 0} {...empty}>
          {(rows) => (
            <ul className="flex flex-col gap-2" data-testid="staff-mentions">
              {rows.map((m, i) => (
                <li
                  key={`${m.review_id}-${m.staff_member_id}-${i}`}
                  className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                >
                  <div className="mb-1 flex flex-wrap items-center gap-2">
                    <span className="font-medium">{m.name}</span>
                    <PolarityBadge polarity={m.polarity} />
                    <span className="text-slate-700 dark:text-slate-300">
                      {m.location_name} · {m.review_date.slice(0, 10)}
                    </span>
                  </div>
                  {m.snippet}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
