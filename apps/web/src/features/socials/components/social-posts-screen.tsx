import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import type { CommentView } from '../api/socials-api.ts';
import { useSocialComments } from '../api/use-socials.ts';
import { allowed, type CommentWorkflowAccess } from '../comment-workflow-access.ts';
import { CommentCard } from './comment-card.tsx';

const VIEWS: readonly CommentView[] = ['all', 'mine', 'unassigned'];

/**
 * Socials → posts: the guests' comments on the restaurant's Facebook and Instagram posts, with
 * the work inbox's All, Mine and Unassigned views where the plan brings assignment.
 */
export function SocialPostsScreen({
  restaurantId,
  access,
}: {
  restaurantId: string;
  access: CommentWorkflowAccess;
}) {
  const { t } = useTranslation('dashboard');
  const [view, setView] = useState<CommentView>('all');
  return (
    <div className="flex flex-col gap-3">
      {allowed(access.assign) && (
        <SegmentedControl
          options={VIEWS}
          value={view}
          onChange={setView}
          label={t('socials.viewsLabel')}
          labelOf={(v) => t(`workflow.views.${v}`)}
          testId="comment-views"
        />
      )}
      <CommentList restaurantId={restaurantId} access={access} view={view} />
    </div>
  );
}

function CommentList({
  restaurantId,
  access,
  view,
}: {
  restaurantId: string;
  access: CommentWorkflowAccess;
  view: CommentView;
}) {
  const { t } = useTranslation('dashboard');
  const comments = useSocialComments(restaurantId, view);
  const rows = comments.data?.pages.flat() ?? [];
  if (comments.isPending) return <Spinner label={t('socials.loading')} showLabel />;
  if (comments.isError && !comments.data)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-medium">{t('socials.loadFailed')}</p>
        <p className="text-sm">{t(errorMessageKey(comments.error))}</p>
        <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  if (!rows.length && view !== 'all')
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('socials.viewEmpty')}</p>;
  if (!rows.length)
    return (
      <EmptyState
        icon={MessageCircle}
        title={t('socials.emptyTitle')}
        description={t('socials.emptyDescription')}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-label={t('socials.listLabel')}>
        {rows.map((comment) => (
          <li key={comment.id}>
            <CommentCard restaurantId={restaurantId} comment={comment} access={access} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('socials.count', { count: rows.length })}
        </p>
        {comments.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            disabled={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t('socials.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
