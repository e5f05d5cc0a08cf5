import { useTranslation } from 'react-i18next';
import { useMenuInsights } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { PolarityBadge } from './polarity-badge.tsx';
import { QueryState } from './query-state.tsx';
import { Section, TABLE, TD, TH } from './section.tsx';

/** Menu-item insights: mentions, sentiment, change against the period before, snippets. */
export function MenuInsights({ locationId }: { locationId: string }) {
  const { t } = useTranslation('dashboard');
  const { preset, setPreset, range } = useInsightRange();
  const insights = useMenuInsights(locationId, range);
  return (
    <Section
      title={t('insights.menu.insights')}
      actions={<DateFilter value={preset} onChange={setPreset} />}
    >
      <QueryState
        query={insights}
        label={t('insights.loading')}
        isEmpty={(d) => d.length === 0}
        emptyTitle={t('insights.menu.emptyTitle')}
        emptyDescription={t('insights.menu.emptyDescription')}
      >
        {(rows) => (
          <div className="overflow-x-auto">
            <table className={TABLE} data-testid="menu-insights">
              <thead>
                <tr>
                  <th className={TH}>{t('insights.menu.item')}</th>
                  <th className={TH}>{t('insights.counts.mentions')}</th>
                  <th className={TH}>{t('insights.sentiment')}</th>
                  <th className={TH}>{t('insights.menu.change')}</th>
                  <th className={TH}>{t('insights.snippet')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.menu_item_id}>
                    <td className={`${TD} font-medium`}>{r.item}</td>
                    <td className={TD}>{r.mentions}</td>
                    <td className={TD}>
                      {t('insights.split', {
                        positive: r.positive,
                        negative: r.negative,
                        neutral: r.neutral,
                      })}
                    </td>
                    <td className={TD}>
                      {r.change === null
                        ? t('insights.menu.noChange')
                        : `${r.change > 0 ? '+' : ''}${r.change}%`}
                    </td>
                    <td className={TD}>
                      <ul className="flex flex-col gap-1">
                        {r.snippets.map((s, i) => (
                          <li key={i} className="flex items-start gap-2">
                            <PolarityBadge polarity={s.polarity} />
                            <span>{s.snippet}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
