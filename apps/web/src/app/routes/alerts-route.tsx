import { routeAccess } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { AlertsScreen } from '../../features/alerts/components/alerts-screen.tsx';
import type { AlertItem } from '../../features/alerts/alert-types.ts';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLang } from '../../hooks/use-lang.ts';
import { NotesThread } from '../../features/reviews/components/notes-thread.tsx';
import { WorkflowContext } from '../../features/reviews/workflow-context.ts';
import { RequireRoute } from '../guards/require-route.tsx';
import { useWorkflowAccessState } from '../workflow-access.ts';

/**
 * Bad-review alerts and the work inbox's assignments and mentions; the reply link opens the review
 * in the inbox for roles that reply, and an assignment or mention opens its notes in place (the
 * kitchen reads and answers them here).
 */
export function AlertsRoute() {
  const { t } = useTranslation('dashboard');
  const { me, role, tierLevel } = useSignedInSession();
  const lang = useLang();
  const mayReply = routeAccess('reviews', role, tierLevel).kind === 'allowed';
  const workflow = useWorkflowAccessState();
  const replyHref = (alert: AlertItem) =>
    `/${lang}/dashboard/reviews?review=${alert.reviewId}&location=${alert.review?.location_id ?? ''}`;
  return (
    <RequireRoute route="alerts">
      <div className="flex flex-col gap-6" data-testid="screen-alerts">
        <ScreenHeader route="alerts" subtitle={t('routes.alerts.description')} />
        {me.restaurant && (
          <WorkflowContext.Provider value={workflow}>
            <AlertsScreen
              restaurantId={me.restaurant.id}
              lang={lang}
              replyHref={mayReply ? replyHref : null}
              renderNotes={
                workflow.readNotes.kind === 'allowed'
                  ? (alert) =>
                      alert.review && (
                        <NotesThread
                          review={{ id: alert.reviewId, location_id: alert.review.location_id }}
                        />
                      )
                  : null
              }
            />
          </WorkflowContext.Provider>
        )}
      </div>
    </RequireRoute>
  );
}
