import { routeAccess } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { AlertsScreen } from '../../features/alerts/components/alerts-screen.tsx';
import type { AlertItem } from '../../features/alerts/alert-types.ts';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLang } from '../../hooks/use-lang.ts';
import { RequireRoute } from '../guards/require-route.tsx';

/** Bad-review alerts; the reply link opens the review in the inbox for roles that reply. */
export function AlertsRoute() {
  const { t } = useTranslation('dashboard');
  const { me, role, tierLevel } = useSignedInSession();
  const lang = useLang();
  const mayReply = routeAccess('reviews', role, tierLevel).kind === 'allowed';
  const replyHref = (alert: AlertItem) =>
    `/${lang}/dashboard/reviews?review=${alert.reviewId}&location=${alert.review?.location_id ?? ''}`;
  return (
    <RequireRoute route="alerts">
      <div className="flex flex-col gap-6" data-testid="screen-alerts">
        <ScreenHeader route="alerts" subtitle={t('routes.alerts.description')} />
        {me.restaurant && (
          <AlertsScreen
            restaurantId={me.restaurant.id}
            lang={lang}
            replyHref={mayReply ? replyHref : null}
          />
        )}
      </div>
    </RequireRoute>
  );
}
