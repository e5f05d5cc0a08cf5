import { useTranslation } from 'react-i18next';
import { useMenuInsights } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { CorrectedMark, MentionCorrection } from './mention-correction.tsx';
import { PolarityBadge } from './polarity-badge.tsx';
import { QueryState } from './query-state.tsx';
import { RemovedMentions } from './removed-mentions.tsx';
import { InsightTable, SentimentSplit } from './insight-table.tsx';
import { Section } from './section.tsx';

/** Menu-item insights: mentions, sentiment, change against the period before, snippets. */
export function MenuInsights({ locationId }: { locationId: string }) {
  const { t } = useTranslation('dashboard');
  const { dates, range } = useInsightRange('menu');
  const insights = useMenuInsights(locationId, range);
  return (
    <Section title={t('insights.menu.insights')} actions={<DateFilter dates={dates} />}>
      <QueryState
        query={insights}
        emptyTitle={t('insights.menu.emptyTitle')}
        emptyDescription={t('insights.menu.emptyDescription')}
      >
        {(rows) => (
          <InsightTable
            testId="menu-insights"
            rows={rows}
            rowKey={(r) => r.menu_item_id}
            columns={[
              { header: t('insights.menu.item'), cell: (r) => r.item, className: 'font-medium' },
              { header: t('insights.counts.mentions'), cell: (r) => r.mentions },
              { header: t('insights.sentiment'), cell: (r) => <SentimentSplit counts={r} /> },
              {
                header: t('insights.menu.change'),
                cell: (r) =>
                  r.change === null
                    ? t('insights.menu.noChange')
                    : `${r.change > 0 ? '+' : ''}${r.change}%`,
              },
              {
                header: t('insights.snippet'),
                cell: (r) => (
                  <ul className="flex flex-col gap-1">
                    {r.snippets.map((s) => (
                      <li key={s.review_id} className="flex flex-col gap-1" data-testid="mention">
                        <span className="flex flex-wrap items-center gap-2">
                          <PolarityBadge polarity={s.polarity} />
                          <CorrectedMark corrected={s.corrected} />
                          <MentionCorrection
                            mention={{
                              kind: 'menu',
                              entryId: r.menu_item_id,
                              entryName: r.item,
                              reviewId: s.review_id,
                              locationId: s.location_id,
                              polarity: s.polarity,
                              corrected: s.corrected,
                            }}
                          />
                        </span>
                        <span>{s.snippet}</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <RemovedMentions from={{ kind: 'menu', locationId }} range={range} showEntry />
    </Section>
  );
}
