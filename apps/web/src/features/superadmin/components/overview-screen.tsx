import { OVERVIEW_CARDS, type OverviewCardKey } from '@tableside/domain/schemas/console';
import {
  AtSign,
  Building2,
  ChefHat,
  MapPin,
  MessageSquare,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOverview } from '../api/use-console.ts';
import { HealthPanel } from './health-panel.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { StatCard } from './stat-card.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

const ICONS: Record<OverviewCardKey, LucideIcon> = {
  active_restaurants: Building2,
  total_locations: MapPin,
  active_users: Users,
  total_reviews: MessageSquare,
  staff_mentions: AtSign,
  menu_mentions: ChefHat,
};

/** System Overview: the six figures with their change over 30 days, sync health and jobs. */
export function OverviewScreen() {
  const { t, i18n } = useTranslation('superadmin');
  const overview = useOverview();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const data = overview.data;
  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-overview">
      <ScreenTitle section="overview" />
      {overview.isPending && <Spinner label={t('common:loading')} showLabel />}
      {overview.isError && <ErrorText error={overview.error} />}
      {data && (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {OVERVIEW_CARDS.map((key) => {
              const card = data.cards.find((c) => c.key === key);
              if (!card) return null;
              const pct = card.change_pct;
              return (
                <StatCard
                  key={key}
                  testId={`overview-${key}`}
                  icon={ICONS[key]}
                  label={t(`superadmin.overview.cards.${key}`)}
                  value={number.format(card.value)}
                  change={{
                    text:
                      // Sign-ins are counted per window, not accumulated: none before is not "new".
                      pct === null && key === 'active_users'
                        ? t('superadmin.overview.noneBefore')
                        : pct === null
                          ? t('superadmin.overview.newSince', {
                              count: card.value - card.previous,
                              value: number.format(card.value - card.previous),
                            })
                          : t('superadmin.overview.change', { pct: percent.format(pct) }),
                    trend: pct === null || pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat',
                  }}
                />
              );
            })}
          </ul>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <HealthPanel
              id="sync-health"
              testId="overview-sync"
              title={t('superadmin.overview.sync.title')}
              summary={t('superadmin.overview.sync.summary', {
                failing: data.sync.failing,
                count: data.sync.connections,
              })}
            >
              {data.sync.failures.length > 0 && (
                <ul className="mt-3 flex flex-col gap-2 text-sm">
                  {data.sync.failures.map((f) => (
                    <li key={`${f.location_name}-${f.source}-${f.since}`}>
                      <span className="font-medium">
                        {f.restaurant_name} · {f.location_name} · {f.source}
                      </span>
                      {f.last_error && (
                        <span className="block text-red-800 dark:text-red-300">{f.last_error}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </HealthPanel>
            <HealthPanel
              id="jobs-waiting"
              testId="overview-jobs"
              title={t('superadmin.overview.jobs.title')}
              summary={t('superadmin.overview.jobs.summary', {
                waiting: data.jobs.waiting,
                failed: data.jobs.failed,
              })}
            >
              {data.jobs.queues.length > 0 && (
                <ul className="mt-3 flex flex-col gap-1 text-sm">
                  {data.jobs.queues.map((q) => (
                    <li key={q.queue}>
                      <code>{q.queue}</code>:{' '}
                      {t('superadmin.overview.jobs.queue', {
                        waiting: q.waiting,
                        failed: q.failed,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </HealthPanel>
          </div>
        </>
      )}
    </div>
  );
}
