import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import type { CommentView } from '../api/socials-api.ts';
import { useSocialComment, useSocialComments } from '../api/use-socials.ts';
import { allowed, type CommentWorkflowAccess } from '../comment-workflow-access.ts';
import { CommentCard } from './comment-card.tsx';

const VIEWS: readonly CommentView[] = ['all', 'mine', 'unassigned', 'overdue'];

/**
 * Socials → posts: the guests' comments on the restaurant's Facebook and Instagram posts, with
 * the work inbox's All, Mine, Unassigned and Overdue views where the plan brings assignment.
 */
export function SocialPostsScreen({
  restaurantId,
  access,
  focusId = null,
}: {
  restaurantId: string;
  access: CommentWorkflowAccess;
  /** The comment a link opened (an alert, an e-mail): shown first and marked. */
  focusId?: string | null;
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
      <CommentList restaurantId={restaurantId} access={access} view={view} focusId={focusId} />
    </div>
  );
}

function CommentList({
  restaurantId,
  access,
  view,
  focusId,
}: {
  restaurantId: string;
  access: CommentWorkflowAccess;
  view: CommentView;
  focusId: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const comments = useSocialComments(restaurantId, view);
  const rows = comments.data?.pages.flat() ?? [];
  const listed = Boolean(focusId && rows.some((c) => c.id === focusId));
  // Beyond the first page, the opened comment is read on its own and shown above the list.
  const alone = useSocialComment(
    restaurantId,
    focusId ?? '',
    Boolean(focusId) && !comments.isPending && !listed,
  );
  const focused = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'center' });
  }, [listed, alone.data]);
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
  const focus = 'rounded-xl ring-2 ring-blue-500 ring-offset-2 dark:ring-offset-slate-900';
  return (
    <div className="flex flex-col gap-4">
      {!listed && alone.data && (
        <ul aria-label={t('socials.opened')}>
          <li ref={focused} data-focused="true" className={focus}>
            <CommentCard restaurantId={restaurantId} comment={alone.data} access={access} />
          </li>
        </ul>
      )}
      <ul className="flex flex-col gap-4" aria-label={t('socials.listLabel')}>
        {rows.map((comment) => (
          <li
            key={comment.id}
            ref={comment.id === focusId ? focused : undefined}
            data-focused={comment.id === focusId || undefined}
            className={comment.id === focusId ? focus : undefined}
          >
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
