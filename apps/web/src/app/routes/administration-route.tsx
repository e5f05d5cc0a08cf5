import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { replaceSessionRestaurant } from '../../features/auth/session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { ReplySettingsPanel } from '../../features/reply-settings/components/reply-settings-panel.tsx';
import { SourcesPanel } from '../../features/sources/components/sources-panel.tsx';
import { RequireRoute } from '../guards/require-route.tsx';

/** Administration: the restaurant's settings: how replies are written, and review sources. */
export function AdministrationRoute() {
  const { t } = useTranslation('dashboard');
  const { me } = useSignedInSession();
  return (
    <RequireRoute route="administration">
      <div className="flex flex-col gap-6" data-testid="screen-administration">
        <ScreenHeader route="administration" subtitle={t('routes.administration.description')} />
        <ReplySettingsPanel restaurant={me.restaurant} onSaved={replaceSessionRestaurant} />
        {me.restaurant && (
          <SourcesPanel
            restaurantId={me.restaurant.id}
            restaurantName={me.restaurant.name}
            currentTier={me.restaurant.subscription_tier?.name ?? null}
          />
        )}
      </div>
    </RequireRoute>
  );
}
