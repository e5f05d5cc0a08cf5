import type { ReviewStatus } from '@tableside/domain/reply-lifecycle';
import { HistoryTimeline } from '../../../components/workflow/history-timeline.tsx';
import { useReplyHistory } from '../api/use-reply-history.ts';
import { REVIEW_STATUS_LIST, type ReviewRef } from '../review-types.ts';
import { StatusBadge } from './status-badge.tsx';

const isStatus = (value: string | null): value is ReviewStatus =>
  REVIEW_STATUS_LIST.some((status) => status === value);

/** What happened to the reply, oldest first: drafts, edits, approvals, publishing. */
export function ReplyHistory({ review }: { review: ReviewRef }) {
  const history = useReplyHistory(review);
  return (
    <HistoryTimeline
      history={history}
      status={(status) => isStatus(status) && <StatusBadge status={status} />}
    />
  );
}
