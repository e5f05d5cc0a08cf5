import { SOCIAL_PLATFORMS } from '@tableside/domain/sources';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCommentAlertsSeen } from '../../features/alerts/api/use-alerts.ts';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { SocialPostsScreen } from '../../features/socials/components/social-posts-screen.tsx';
import { SourcesPanel } from '../../features/sources/components/sources-panel.tsx';
import { RequireRoute } from '../guards/require-route.tsx';
import { useWorkflowAccessState } from '../workflow-access.ts';

/**
 * Socials → posts: the guests' comments on the restaurant's social posts, with replies. A link
 * from an alert or its e-mail (`?comment=`) opens one comment and marks its alerts seen.
 */
export function SocialPostsRoute() {
  const { t } = useTranslation('dashboard');
  const { me } = useSignedInSession();
  const workflow = useWorkflowAccessState();
  const [params] = useSearchParams();
  const focusId = params.get('comment');
  useCommentAlertsSeen(me.restaurant?.id ?? null, focusId);
  return (
    <RequireRoute route="socials/posts">
      <div className="flex flex-col gap-6" data-testid="screen-socials/posts">
        <ScreenHeader route="socials/posts" subtitle={t('routes.socials/posts.description')} />
        {me.restaurant && (
          <SocialPostsScreen restaurantId={me.restaurant.id} access={workflow} focusId={focusId} />
        )}
      </div>
    </RequireRoute>
  );
}

/**
 * Socials → platforms: the restaurant's Facebook Page and Instagram account, their status per
 * location, connect and disconnect (the review sources' controls, for the social platforms).
 */
export function SocialPlatformsRoute() {
  const { t } = useTranslation('dashboard');
  const { me } = useSignedInSession();
  return (
    <RequireRoute route="socials/platforms">
      <div className="flex flex-col gap-6" data-testid="screen-socials/platforms">
        <ScreenHeader
          route="socials/platforms"
          subtitle={t('routes.socials/platforms.description')}
        />
        {me.restaurant && (
          <SourcesPanel
            restaurantId={me.restaurant.id}
            restaurantName={me.restaurant.name}
            currentTier={me.restaurant.subscription_tier?.name ?? null}
            only={SOCIAL_PLATFORMS}
            variant="socials"
          />
        )}
      </div>
    </RequireRoute>
  );
}
