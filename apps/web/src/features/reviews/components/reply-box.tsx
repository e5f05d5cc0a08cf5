import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import { REPLY_MAX_LENGTH, replyRefusal } from '@tableside/domain/reply-lifecycle';
import { CircleCheck, LoaderCircle, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftChecks } from '../../../components/draft-checks.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import {
  useApprovingReviews,
  useReviewAction,
  type ReviewAction,
} from '../api/use-reply-actions.ts';
import { unfollowedInstructions } from '../api/reviews-api.ts';
import { usePostingProgress } from '../api/use-review.ts';
import { useReplyDraft } from '../hooks/use-reply-draft.ts';
import { shownChecks } from '../held-drafts.ts';
import { isPostByHandRefusal } from '../platforms.ts';
import { hasReplyText, type ReviewItem } from '../review-types.ts';
import { ActionError } from './action-error.tsx';
import { PostingState } from './posting-state.tsx';
import { PublishActions } from './publish-actions.tsx';
import { RegeneratePopover } from './regenerate-popover.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TemplateMenu } from './template-menu.tsx';
import { UnfollowedNotes } from './unfollowed-notes.tsx';
import { ReadOnlyFieldset, useReadOnly } from '../../../components/read-only.tsx';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';

type Failure = { action: ReviewAction; error: unknown };

/** Every reply action of one review, with the last failure to show. */
function useReplyActions() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const mutations = {
    edit: useReviewAction('edit'),
    regenerate: useReviewAction('regenerate'),
    approve: useReviewAction('approve'),
    post: useReviewAction('post'),
    mark_posted: useReviewAction('mark_posted'),
  };
  function run(
    action: keyof typeof mutations,
    variables: Parameters<(typeof mutations)['edit']['mutate']>[0],
    handlers: {
      onSuccess?: (review: ReviewItem) => void;
      handled?: (error: unknown) => boolean;
    } = {},
  ) {
    setFailure(null);
    mutations[action].mutate(variables, {
      onSuccess: (review) => handlers.onSuccess?.(review),
      onError: (error) => {
        if (!handlers.handled?.(error)) setFailure({ action, error });
      },
    });
  }
  return { run, failure, mutations };
}

/**
 * The reply to a review: its text and status, Save, Regenerate, Approve and publishing. Buttons
 * follow the domain's lifecycle rule; the server has the last word and its refusals show here.
 */
export function ReplyBox({
  review,
  author,
  showLabel = false,
  detailed = false,
}: {
  review: ReviewItem;
  author: string;
  showLabel?: boolean;
  /** The detail panel: the draft's checks unfolded. */
  detailed?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const fieldId = useId();
  const hintId = useId();
  const [draft, setDraft] = useReplyDraft(review.id);
  // The server says how each reply is published; a refused "Post" (the channel went away
  // since the list loaded) switches to by hand too.
  const [postRefused, setPostRefused] = useState(false);
  const byHand = review.reply_channel === 'manual' || postRefused;
  const { run, failure, mutations } = useReplyActions();
  const approving = useApprovingReviews().has(review.id);
  const readOnly = useReadOnly();
  const mayInsertTemplate = detailed && allowed(useWorkflowAccess()?.useTemplates);
  // What the last regeneration could not do of the person's instructions, said once.
  const [unfollowed, setUnfollowed] = useState<UnfollowedNote[]>([]);
  usePostingProgress(review);

  const saved = review.response ?? '';
  const text = draft ?? saved;
  const dirty = draft !== undefined && draft !== saved;
  const approveRefusal = replyRefusal(review.status, 'approve', hasReplyText(review));
  const hint = dirty
    ? t('reviews.reply.unsaved')
    : approveRefusal === 'reply_empty'
      ? t('common:errors.reply_empty')
      : null;

  return (
    <div className="flex flex-col gap-2" data-testid="reply-box">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={fieldId} className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>
          {t('reviews.reply.fieldLabel', { author })}
        </label>
        <StatusBadge status={review.status} />
      </div>
      {/* Disabled while the restaurant is read-only (docs/product/plans-and-roles.md#free-trial). */}
      <ReadOnlyFieldset className="flex flex-col gap-2">
        <textarea
          id={fieldId}
          rows={showLabel ? 6 : 3}
          maxLength={REPLY_MAX_LENGTH}
          value={text}
          placeholder={t('reviews.reply.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
          className={`${FIELD_CLASS} w-full resize-y`}
          data-testid="reply-text"
        />
        <DraftChecks checks={shownChecks(review)} open={detailed} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!dirty || text.trim() === '' || mutations.edit.isPending}
            onClick={() => run('edit', { review, text }, { onSuccess: () => setDraft(undefined) })}
            data-testid="reply-save"
          >
            {mutations.edit.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            {t('reviews.reply.save')}
          </Button>
          <RegeneratePopover
            pending={mutations.regenerate.isPending}
            onRegenerate={(instructions) =>
              run(
                'regenerate',
                { review, text: instructions },
                {
                  onSuccess: (regenerated) => {
                    setDraft(undefined);
                    setUnfollowed(unfollowedInstructions(regenerated));
                  },
                },
              )
            }
          />
          {mayInsertTemplate && <TemplateMenu review={review} onInsert={setDraft} />}
          <Button
            size="sm"
            disabled={approveRefusal !== null || dirty || approving}
            onClick={() => run('approve', { review })}
            data-testid="reply-approve"
          >
            {approving ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-4" />
            )}
            {approving ? t('reviews.reply.approving') : t('reviews.reply.approve')}
          </Button>
          <PublishActions
            review={review}
            byHand={byHand}
            dirty={dirty}
            pending={{
              post: mutations.post.isPending,
              mark_posted: mutations.mark_posted.isPending,
            }}
            onRun={(action) =>
              run(
                action,
                { review },
                {
                  handled: (error) => {
                    const refused = action === 'post' && isPostByHandRefusal(error);
                    if (refused) setPostRefused(true);
                    return refused;
                  },
                },
              )
            }
          />
        </div>
      </ReadOnlyFieldset>
      {readOnly && (
        <p className="text-xs text-slate-700 dark:text-slate-300" data-testid="reply-read-only">
          {t('reviews.reply.readOnly')}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {postRefused && review.status === 'approved' && (
        <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
          {t('reviews.reply.postByHand')}
        </p>
      )}
      <UnfollowedNotes notes={unfollowed} />
      <PostingState review={review} />
      {failure && <ActionError action={failure.action} error={failure.error} />}
    </div>
  );
}
