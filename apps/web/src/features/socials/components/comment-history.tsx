import { REVIEW_STATUSES } from '@tableside/domain/reviews';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { HistoryTimeline } from '../../../components/workflow/history-timeline.tsx';
import { useCommentHistory } from '../api/use-socials.ts';

type Status = (typeof REVIEW_STATUSES)[number];
const isStatus = (value: string | null): value is Status =>
  REVIEW_STATUSES.some((status) => status === value);

/**
 * What was done to a comment, like a review's history (docs/product/team-workflow.md#social-comments):
 * assigned and unassigned, notes added, each reply step with its text, who and when. Read when
 * opened, not for every comment of the list.
 */
export function CommentHistory({
  restaurantId,
  commentId,
}: {
  restaurantId: string;
  commentId: string;
}) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const history = useCommentHistory(restaurantId, commentId, open);
  return (
    <details data-testid="comment-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300">
        <History aria-hidden="true" className="size-4" />
        {t('reviews.history.title')}
      </summary>
      {open && (
        <div className="pt-3">
          <HistoryTimeline
            history={history}
            titled={false}
            empty={t('socials.history.empty')}
            status={(status) =>
              isStatus(status) && (
                <Badge tone={status === 'posted' ? 'blue' : 'neutral'}>
                  {t(`socials.status.${status}`)}
                </Badge>
              )
            }
          />
        </div>
      )}
    </details>
  );
}
