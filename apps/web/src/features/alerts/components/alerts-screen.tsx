import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import type { Language } from '../../../lib/languages.ts';
import { useAlerts, useMarkSeen } from '../api/use-alerts.ts';
import { alertId, unseenCount, type AlertItem } from '../alert-types.ts';
import { AlertRow } from './alert-row.tsx';

/**
 * The alerts screen (docs/product/alerts.md#alert-list): the user's bad-review alerts, newest
 * review first.
 */
export function AlertsScreen({
  restaurantId,
  lang,
  replyHref,
  renderNotes = null,
}: {
  restaurantId: string;
  lang: Language;
  replyHref: ((alert: AlertItem) => string) | null;
  /** A review's internal notes, under an assignment or mention (docs/product/team-workflow.md). */
  renderNotes?: ((alert: AlertItem) => ReactNode) | null;
}) {
  const { t } = useTranslation('dashboard');
  const alerts = useAlerts(restaurantId);
  const markSeen = useMarkSeen(restaurantId);
  const items = alerts.data ?? [];
  const unseen = unseenCount(items);

  if (alerts.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('routes.alerts.emptyTitle')}
        description={t('routes.alerts.emptyDescription')}
      />
    );
  }
  return (
    <section className="flex flex-col gap-4" aria-labelledby="alerts-count">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="alerts-count" className="text-sm font-medium" data-testid="alerts-unseen">
          {t('alerts.unseenCount', { count: unseen })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unseen === 0}
          onClick={() => markSeen.mutate(items.filter((a) => !a.seen).map(alertId))}
          data-testid="alerts-mark-all"
        >
          {t('alerts.markAllSeen')}
        </Button>
      </div>
      {markSeen.isError && (
        <p
          role="alert"
          data-testid="alerts-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t('alerts.seenFailed')} {t(errorMessageKey(markSeen.error))}
        </p>
      )}
      <ul className="flex flex-col gap-3" data-testid="alerts-list">
        {items.map((alert) => (
          <AlertRow
            key={`${alert.type}:${alertId(alert)}`}
            alert={alert}
            lang={lang}
            replyHref={replyHref}
            renderNotes={renderNotes}
            onMarkSeen={(id) => markSeen.mutate([id])}
          />
        ))}
      </ul>
    </section>
  );
}
