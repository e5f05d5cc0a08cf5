import { useTranslation } from 'react-i18next';
import { useStaffMentions, useStaffPerformance } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { QueryState } from './query-state.tsx';
import { RemovedMentions } from './removed-mentions.tsx';
import { StaffMentionMeta } from './staff-mention-meta.tsx';
import { InsightTable, SentimentSplit, StaffLocation } from './insight-table.tsx';
import { Section } from './section.tsx';

/** Staff mentions and performance per person and location. */
export function StaffScreen({ locationId }: { locationId: string }) {
  const { t } = useTranslation('dashboard');
  const { dates, range } = useInsightRange('staff');
  const performance = useStaffPerformance(locationId, range);
  const mentions = useStaffMentions(locationId, range);
  const empty = {
    emptyTitle: t('insights.staff.emptyTitle'),
    emptyDescription: t('insights.staff.emptyDescription'),
  };
  return (
    <div className="flex flex-col gap-4">
      <DateFilter dates={dates} />
      <Section title={t('insights.staff.performance')}>
        <QueryState query={performance} {...empty}>
          {(rows) => (
            <InsightTable
              testId="staff-performance"
              rows={rows}
              rowKey={(r) => `${r.staff_member_id}-${r.location_id ?? ''}`}
              columns={[
                { header: t('insights.staff.name'), cell: (r) => r.name, className: 'font-medium' },
                { header: t('insights.staff.role'), cell: (r) => r.role ?? '—' },
                { header: t('insights.staff.location'), cell: (r) => <StaffLocation row={r} /> },
                { header: t('insights.counts.mentions'), cell: (r) => r.mentions },
                { header: t('insights.sentiment'), cell: (r) => <SentimentSplit counts={r} /> },
              ]}
            />
          )}
        </QueryState>
      </Section>
      <Section title={t('insights.staff.mentions')}>
        <QueryState query={mentions} {...empty}>
          {(rows) => (
            <ul className="flex flex-col gap-2" data-testid="staff-mentions">
              {rows.map((m, i) => (
                <li
                  key={`${m.review_id}-${m.staff_member_id}-${i}`}
                  className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                  data-testid="mention"
                >
                  <div className="mb-1 flex flex-wrap items-center gap-2">
                    <span className="font-medium" data-testid="mention-name">
                      {m.name}
                    </span>
                    <StaffMentionMeta mention={m} />
                  </div>
                  {m.snippet}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <RemovedMentions from={{ kind: 'staff', locationId }} range={range} showEntry />
      </Section>
    </div>
  );
}
