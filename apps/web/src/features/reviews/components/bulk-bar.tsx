import { replyRefusal } from '@tableside/domain/reply-lifecycle';
import { CircleCheck, LoaderCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { isErrorCode } from '../../../lib/api-client.ts';
import type { BulkResult } from '../api/reviews-api.ts';
import { useBulkAction } from '../api/use-reply-actions.ts';
import { hasReplyText, type ReviewItem } from '../review-types.ts';
import { useActionErrorText } from './action-error.tsx';
import { useAuthorName } from './review-meta.tsx';
import { RegeneratePopover } from './regenerate-popover.tsx';
import { useReadOnly } from '../../../components/read-only.tsx';
import { BulkAssign } from './bulk-assign.tsx';

/**
 * Approve or regenerate the selected reviews at once. The server decides per review; what it
 * refused is listed with its reason.
 */
export function BulkBar({
  locationId,
  selected,
  onSelectionChange,
}: {
  locationId: string;
  selected: readonly ReviewItem[];
  onSelectionChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation('dashboard');
  const bulk = useBulkAction(locationId);
  const errorText = useActionErrorText();
  const authorOf = useAuthorName();
  const anyApprovable = selected.some(
    (review) => replyRefusal(review.status, 'approve', hasReplyText(review)) === null,
  );

  function handleRun(action: 'approve' | 'regenerate', instructions?: string) {
    const reviewIds = selected.map(({ id }) => id);
    bulk.mutate(
      { action, reviewIds, instructions },
      {
        onSuccess: (result) => {
          const refused = new Set(result.refused.map(({ review_id }) => review_id));
          onSelectionChange(new Set(reviewIds.filter((id) => refused.has(id))));
        },
      },
    );
  }

  const pendingAction = bulk.isPending ? bulk.variables.action : null;
  // A lapsed trial approves and drafts nothing (docs/product/plans-and-roles.md#free-trial).
  const readOnly = useReadOnly();
  // Margins, not gaps: the live region stays in place (so it is announced) but takes no room
  // while it is empty.
  return (
    <>
      {selected.length > 0 && (
        <div
          role="region"
          aria-label={t('reviews.bulk.label')}
          data-testid="bulk-bar"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
        >
          <span className="text-sm font-medium">
            {t('reviews.bulk.selected', { count: selected.length })}
          </span>
          <Button
            size="sm"
            disabled={!anyApprovable || bulk.isPending || readOnly}
            onClick={() => handleRun('approve')}
            data-testid="bulk-approve"
          >
            {pendingAction === 'approve' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-4" />
            )}
            {t('reviews.bulk.approve')}
          </Button>
          <RegeneratePopover
            pending={pendingAction === 'regenerate'}
            disabled={bulk.isPending || readOnly}
            onRegenerate={(instructions) => handleRun('regenerate', instructions)}
          />
          <BulkAssign locationId={locationId} selected={selected} />
          <Button variant="ghost" size="sm" onClick={() => onSelectionChange(new Set())}>
            <X aria-hidden="true" className="size-4" />
            {t('reviews.bulk.clear')}
          </Button>
        </div>
      )}
      <div role="status" className="text-sm not-empty:mb-3" data-testid="bulk-result">
        {bulk.isSuccess && (
          <BulkSummary
            result={bulk.data}
            action={bulk.variables.action}
            authorOf={(id) => {
              const review = selected.find((row) => row.id === id);
              return review ? authorOf(review) : null;
            }}
          />
        )}
      </div>
      {bulk.isError && (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-300">
          {errorText(bulk.variables.action, bulk.error)}
        </p>
      )}
    </>
  );
}

function BulkSummary({
  result,
  action,
  authorOf,
}: {
  result: BulkResult;
  action: 'approve' | 'regenerate';
  authorOf: (reviewId: string) => string | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-1">
      <p>
        {t(`reviews.bulk.done.${action}`, { count: result.done.length })}
        {result.refused.length > 0 &&
          ` ${t('reviews.bulk.refused', { count: result.refused.length })}`}
      </p>
      {result.refused.length > 0 && (
        <ul className="list-disc pl-5 text-slate-800 dark:text-slate-200">
          {result.refused.map((refusal) => (
            <li key={refusal.review_id}>
              <RefusalReason author={authorOf(refusal.review_id)} refusal={refusal} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why the server left a review out, in the interface language when its code is known. */
function RefusalReason({
  author,
  refusal,
}: {
  author: string | null;
  refusal: BulkResult['refused'][number];
}) {
  const { t } = useTranslation();
  const reason = isErrorCode(refusal.code) ? t(`errors.${refusal.code}`) : refusal.message;
  return <>{author ? t('withDetail', { text: author, detail: reason }) : reason}</>;
}
