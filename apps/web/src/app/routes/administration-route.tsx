import { ALL_LOCATION_ID, reviewRequestAccess, workflowAccess } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { AlertChannelsPanel } from '../../features/alert-channels/components/alert-channels-panel.tsx';
import { AssignmentRulesPanel } from '../../features/assignment-rules/components/assignment-rules-panel.tsx';
import { ResponseTargetsPanel } from '../../features/assignment-rules/components/response-targets-panel.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { replaceSessionRestaurant } from '../../features/auth/session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLocations } from '../../features/locations/api/use-locations.ts';
import { ReplyTemplatesPanel } from '../../features/reply-templates/components/reply-templates-panel.tsx';
import { ReviewRequestsPanel } from '../../features/review-requests/components/review-requests-panel.tsx';
import { ReviewImportPanel } from '../../features/review-import/components/review-import-panel.tsx';
import { LocationsPanel } from '../../features/team/components/locations-panel.tsx';
import { UsersPanel } from '../../features/team/components/users-panel.tsx';
import { ReplySettingsPanel } from '../../features/reply-settings/components/reply-settings-panel.tsx';
import { SourcesPanel } from '../../features/sources/components/sources-panel.tsx';
import { RequireRoute } from '../guards/require-route.tsx';
import { ReadOnlyFieldset } from '../../components/read-only.tsx';
import { PlanPanel } from '../../features/dashboard/components/plan-panel.tsx';
import { useLang } from '../../hooks/use-lang.ts';

/**
 * Administration: the restaurant's plan (Admins), its settings: how replies are written, review
 * sources, its locations and users, the assignment rules and response-time targets, the saved
 * reply templates, the escalation channels, review requests, and importing review history from
 * a file.
 */
export function AdministrationRoute() {
  const { t } = useTranslation('dashboard');
  const { me, role, tierLevel } = useSignedInSession();
  const rulesAccess = workflowAccess('rules', role, tierLevel);
  const targetsAccess = workflowAccess('targets', role, tierLevel);
  const templatesAccess = workflowAccess('templates', role, tierLevel);
  const channelsAccess = workflowAccess('channels', role, tierLevel);
  const requestsAccess = reviewRequestAccess('keep', role, tierLevel);
  const lang = useLang();
  const locations = useLocations(me.restaurant?.id ?? '');
  const ownLocations = (locations.data ?? []).filter((l) => l.id !== ALL_LOCATION_ID);
  return (
    <RequireRoute route="administration">
      <div className="flex flex-col gap-6" data-testid="screen-administration">
        <ScreenHeader route="administration" subtitle={t('routes.administration.description')} />
        {me.restaurant && role === 'Admin' && <PlanPanel restaurant={me.restaurant} lang={lang} />}
        {/* A lapsed trial leaves every setting read-only (docs/product/plans-and-roles.md#free-trial). */}
        <ReadOnlyFieldset className="flex flex-col gap-6">
          <ReplySettingsPanel restaurant={me.restaurant} onSaved={replaceSessionRestaurant} />
          {me.restaurant && (
            <SourcesPanel
              restaurantId={me.restaurant.id}
              restaurantName={me.restaurant.name}
              currentTier={me.restaurant.subscription_tier?.name ?? null}
            />
          )}
          {me.restaurant && (
            <>
              <LocationsPanel restaurantId={me.restaurant.id} />
              <UsersPanel locations={ownLocations} currentUserId={me.user.id} />
              {rulesAccess.kind !== 'hidden' && (
                <AssignmentRulesPanel
                  restaurantId={me.restaurant.id}
                  locations={ownLocations}
                  access={rulesAccess}
                />
              )}
              {targetsAccess.kind !== 'hidden' && (
                <ResponseTargetsPanel restaurantId={me.restaurant.id} access={targetsAccess} />
              )}
              {templatesAccess.kind !== 'hidden' && (
                <ReplyTemplatesPanel
                  restaurantId={me.restaurant.id}
                  locations={ownLocations}
                  lang={lang}
                  access={templatesAccess}
                />
              )}
              {channelsAccess.kind !== 'hidden' && (
                <AlertChannelsPanel
                  restaurantId={me.restaurant.id}
                  locations={ownLocations}
                  lang={lang}
                  restaurantLanguage={me.restaurant.default_language}
                  access={channelsAccess}
                />
              )}
              {requestsAccess.kind !== 'hidden' && (
                <ReviewRequestsPanel
                  restaurantId={me.restaurant.id}
                  locations={ownLocations}
                  access={requestsAccess}
                />
              )}
              <ReviewImportPanel locations={ownLocations} />
            </>
          )}
        </ReadOnlyFieldset>
      </div>
    </RequireRoute>
  );
}
