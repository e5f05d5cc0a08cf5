import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useSocialComments } from '../api/use-socials.ts';
import { CommentCard } from './comment-card.tsx';

/** Socials → posts: the guests' comments on the restaurant's Facebook and Instagram posts. */
export function SocialPostsScreen({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const comments = useSocialComments(restaurantId);
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
            <CommentCard restaurantId={restaurantId} comment={comment} />
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
