import type { TSocialComment } from '@tableside/domain/schemas/socials';
import { safeHref } from '@tableside/domain/web-link';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ResponseDue } from '../../../components/workflow/response-due.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeleteComment } from '../api/use-socials.ts';
import type { CommentWorkflowAccess } from '../comment-workflow-access.ts';
import { CommentHistory } from './comment-history.tsx';
import { CommentReply } from './comment-reply.tsx';
import { CommentWorkflow } from './comment-workflow.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/**
 * One guest comment: where and when, the post it answers, the reply, "remove", and who works it
 * with the team's internal notes, and what was done to it (its history).
 */
export function CommentCard({
  restaurantId,
  comment,
  access,
}: {
  restaurantId: string;
  comment: TSocialComment;
  access: CommentWorkflowAccess;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const remove = useDeleteComment(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const author = comment.author_name?.trim() || t('socials.anonymous');
  const platform = t(`socials.platforms.${comment.platform}`);
  return (
    <article
      aria-label={t('socials.commentBy', { author, platform })}
      data-testid="social-comment"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="blue">{platform}</Badge>
        <span className="font-semibold">{author}</span>
        <time dateTime={comment.commented_at} className="text-slate-700 dark:text-slate-300">
          {formatDateTime(comment.commented_at, lang)}
        </time>
        <span className="text-slate-700 dark:text-slate-300">{comment.location_name}</span>
        <Badge tone={comment.status === 'posted' ? 'blue' : 'neutral'} data-testid="social-status">
          {t(`socials.status.${comment.status}`)}
        </Badge>
        <ResponseDue due={comment.response_due} />
      </div>
      {comment.post_caption && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('socials.onPost')}{' '}
          {safeHref(comment.post_url) ? (
            <a
              href={safeHref(comment.post_url)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 underline"
            >
              {comment.post_caption}
              <ExternalLink aria-hidden="true" className="size-3" />
              <span className="sr-only">{t('socials.opensNewTab')}</span>
            </a>
          ) : (
            comment.post_caption
          )}
        </p>
      )}
      <p className="text-sm whitespace-pre-line">{comment.text}</p>
      <CommentReply restaurantId={restaurantId} comment={comment} author={author} />
      <div className="flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <Button
              variant="danger"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(comment.id)}
            >
              {t('socials.actions.confirmDelete')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('socials.actions.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('socials.actions.deleteFor', { author })}
            onClick={() => setConfirming(true)}
          >
            {t('socials.actions.delete')}
          </Button>
        )}
        {remove.isError && <ErrorText error={remove.error} />}
      </div>
      <CommentWorkflow
        restaurantId={restaurantId}
        comment={comment}
        author={author}
        access={access}
      />
      <CommentHistory restaurantId={restaurantId} commentId={comment.id} />
    </article>
  );
}
