import type { TSocialComment } from '@tableside/domain/schemas/socials';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftChecks } from '../../../components/draft-checks.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { orderedChecks } from '../../../lib/draft-checks.ts';
import { useSocialAction } from '../api/use-socials.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

const IN_FLIGHT = ['queued', 'sending', 'unknown'];

/**
 * The reply to one comment, through the reviews' lifecycle: draft (or write) → edit →
 * regenerate → approve → post once through the Graph API, or mark as posted by hand.
 */
export function CommentReply({
  restaurantId,
  comment,
  author,
}: {
  restaurantId: string;
  comment: TSocialComment;
  author: string;
}) {
  const { t } = useTranslation('dashboard');
  const fieldId = useId();
  const [text, setText] = useState(comment.response ?? '');
  const [seen, setSeen] = useState(comment.response);
  // The server's newer text (a regenerate, a refresh) replaces what was typed before it.
  if (seen !== comment.response) {
    setSeen(comment.response);
    setText(comment.response ?? '');
  }
  const edit = useSocialAction(restaurantId, 'edit');
  const regenerate = useSocialAction(restaurantId, 'regenerate');
  const approve = useSocialAction(restaurantId, 'approve');
  const post = useSocialAction(restaurantId, 'post');
  const markPosted = useSocialAction(restaurantId, 'mark_posted');
  const actions = [edit, regenerate, approve, post, markPosted];
  const busy = actions.some((a) => a.isPending);
  const failed = actions.find((a) => a.isError);
  const changed = text.trim() !== (comment.response ?? '').trim();
  const posting = comment.posting && IN_FLIGHT.includes(comment.posting.state);
  const id = comment.id;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('socials.replyTo', { author })}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
      />
      {!changed && comment.response && comment.draft_checks && (
        <DraftChecks checks={orderedChecks(comment.draft_checks)} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => regenerate.mutate({ id })}
        >
          {comment.response ? t('socials.actions.regenerate') : t('socials.actions.draft')}
        </Button>
        {changed && (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || !text.trim()}
            onClick={() => edit.mutate({ id, text })}
          >
            {t('socials.actions.save')}
          </Button>
        )}
        {!changed && comment.response && !['approved', 'posted'].includes(comment.status) && (
          <Button size="sm" disabled={busy} onClick={() => approve.mutate({ id })}>
            {t('socials.actions.approve')}
          </Button>
        )}
        {!changed && comment.status === 'approved' && comment.reply_channel === 'platform' && (
          <Button size="sm" disabled={busy || Boolean(posting)} onClick={() => post.mutate({ id })}>
            {t('socials.actions.post', { platform: t(`socials.platforms.${comment.platform}`) })}
          </Button>
        )}
        {!changed && comment.status === 'approved' && comment.reply_channel === 'manual' && (
          <Button size="sm" disabled={busy} onClick={() => markPosted.mutate({ id })}>
            {t('socials.actions.markPosted')}
          </Button>
        )}
      </div>
      {posting && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('socials.posting')}
        </p>
      )}
      {comment.posting?.state === 'failed' && comment.status !== 'posted' && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t('socials.postFailed', { reason: comment.posting.error ?? '' })}
        </p>
      )}
      {failed && <ErrorText error={failed.error} />}
    </div>
  );
}
