import { replyRefusal } from '@tableside/domain/reply-lifecycle';
import { Check, Copy, ExternalLink, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { platformReplyUrl } from '../platforms.ts';
import { hasReplyText, type ReviewItem } from '../review-types.ts';
import { useSourceName } from '../../../hooks/use-source-name.ts';

type Run = (action: 'post' | 'mark_posted') => void;

/**
 * Publishing an approved reply: "Post" where the platform takes replies through its API; by
 * hand ("Copy and open on platform", then "Mark as posted") on Yelp, Tripadvisor and wherever
 * the restaurant has no channel to the platform.
 */
export function PublishActions({
  review,
  byHand,
  dirty,
  pending,
  onRun,
}: {
  review: ReviewItem;
  /** The reply is posted by hand (Yelp, Tripadvisor, or no channel to the platform). */
  byHand: boolean;
  dirty: boolean;
  pending: { post: boolean; mark_posted: boolean };
  onRun: Run;
}) {
  const { t } = useTranslation('dashboard');
  const sourceName = useSourceName();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const action = byHand ? 'mark_posted' : 'post';
  if (replyRefusal(review.status, action, hasReplyText(review)) !== null) return null;

  async function handleCopyAndOpen() {
    const url = platformReplyUrl(
      review.source,
      review.platform_url ?? review.posting?.platform_url,
    );
    try {
      await navigator.clipboard.writeText(review.response ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  }

  if (!byHand) {
    return (
      <Button
        size="sm"
        disabled={dirty || pending.post}
        onClick={() => onRun('post')}
        data-testid="reply-post"
      >
        {pending.post ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {pending.post ? t('reviews.reply.posting') : t('reviews.reply.post')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={dirty}
        onClick={() => void handleCopyAndOpen()}
        data-testid="reply-copy-open"
      >
        {copy === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {t('reviews.reply.copyAndOpen', { platform: sourceName(review.source) })}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Button>
      <Button
        size="sm"
        disabled={dirty || pending.mark_posted}
        onClick={() => onRun('mark_posted')}
        data-testid="reply-mark-posted"
      >
        {pending.mark_posted && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {t('reviews.reply.markPosted')}
      </Button>
      <span role="status" className="basis-full text-xs text-slate-700 dark:text-slate-300">
        {copy === 'copied' && t('reviews.reply.copied')}
        {copy === 'failed' && t('reviews.reply.copyFailed')}
      </span>
    </>
  );
}
