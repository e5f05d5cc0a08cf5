import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../hooks/use-lang.ts';
import { useStaffProfile } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { QueryState } from './query-state.tsx';
import { RemovedMentions } from './removed-mentions.tsx';
import { StaffMentionMeta } from './staff-mention-meta.tsx';
import { Section } from './section.tsx';
import { SentimentSplit } from './insight-table.tsx';

/** One person's page: who they are, their mentions over time and the latest ones. */
export function StaffProfile({ memberId }: { memberId: string }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const { dates, range } = useInsightRange('staff');
  const profile = useStaffProfile(memberId, range);
  return (
    <div className="flex flex-col gap-4" data-testid="staff-profile">
      <Link to={`/${lang}/dashboard/staff/profiles`} className="text-sm underline">
        {t('insights.staff.backToRoster')}
      </Link>
      <DateFilter dates={dates} />
      <QueryState query={profile} isEmpty={() => false} emptyTitle="" emptyDescription="">
        {(p) => {
          const peak = Math.max(1, ...p.timeline.map((b) => b.mentions));
          return (
            <>
              <Section title={p.member.name}>
                <p className="text-sm">
                  {[
                    p.member.role,
                    p.member.location_id
                      ? p.member.location_name
                      : t('insights.staff.unknownLocation'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {p.member.aliases.length > 0 &&
                    ` · ${t('insights.aliases')}: ${p.member.aliases.join(', ')}`}
                </p>
                <p className="text-sm" data-testid="profile-totals">
                  {t('insights.staff.totals', { mentions: p.mentions })}{' '}
                  <SentimentSplit counts={p} />
                </p>
              </Section>
              <Section title={t('insights.staff.overTime')}>
                {p.timeline.length === 0 ? (
                  <p className="text-sm">{t('insights.staff.noMentions')}</p>
                ) : (
                  <ol className="flex flex-col gap-1" data-testid="profile-timeline">
                    {p.timeline.map((b) => (
                      <li key={b.period} className="flex items-center gap-2 text-sm">
                        <span className="w-24 shrink-0">{b.period}</span>
                        <span
                          aria-hidden="true"
                          className="h-3 rounded bg-blue-700 dark:bg-blue-400"
                          style={{ width: `${(b.mentions / peak) * 60}%` }}
                        />
                        <span>
                          {t('insights.staff.periodCount', {
                            count: b.mentions,
                            positive: t('insights.staff.periodPositive', { count: b.positive }),
                            negative: t('insights.staff.periodNegative', { count: b.negative }),
                          })}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </Section>
              <Section title={t('insights.staff.mentions')}>
                {p.recent.length === 0 ? (
                  <p className="text-sm">{t('insights.staff.noMentions')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {p.recent.map((m) => (
                      <li
                        key={m.review_id}
                        className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                        data-testid="mention"
                      >
                        <div className="mb-1 flex flex-wrap items-center gap-2">
                          <StaffMentionMeta mention={m} />
                        </div>
                        {m.snippet}
                      </li>
                    ))}
                  </ul>
                )}
                <RemovedMentions from={{ kind: 'staff', memberId }} range={range} />
              </Section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
