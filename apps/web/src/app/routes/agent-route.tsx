import { useTranslation } from 'react-i18next';
import { AgentScreen } from '../../features/agent/components/agent-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLang } from '../../hooks/use-lang.ts';
import { readStored } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { RequireRoute } from '../guards/require-route.tsx';

/** The AI agent, behind its route's rule: Admins on Pro and Enterprise; others see the upgrade panel. */
export function AgentRoute() {
  const { t } = useTranslation('dashboard');
  const { me, role } = useSignedInSession();
  const lang = useLang();
  // A SuperAdmin asks about the restaurant they chose to manage.
  const restaurantId =
    (role === 'SuperAdmin' ? readStored(STORAGE_KEYS.selectedRestaurant) : null) ??
    me.restaurant?.id ??
    null;
  return (
    <RequireRoute route="agent">
      <div className="flex flex-col gap-6" data-testid="screen-agent">
        <ScreenHeader route="agent" subtitle={t('routes.agent.description')} />
        {restaurantId ? (
          <AgentScreen
            restaurantId={restaurantId}
            reviewHref={(c) =>
              `/${lang}/dashboard/reviews?review=${c.reviewId}&location=${c.locationId}`
            }
          />
        ) : (
          <p>{t('agent.noRestaurant')}</p>
        )}
      </div>
    </RequireRoute>
  );
}
