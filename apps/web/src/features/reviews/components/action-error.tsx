import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
import type { ReviewAction } from '../api/use-reply-actions.ts';

/**
 * Each action's message (docs/product/reviews-and-replies.md#action-errors); the error's own reason
 * follows when it has one.
 */
const FAILED: Record<ReviewAction, string> = {
  edit: 'reviews.errors.edit',
  regenerate: 'reviews.errors.regenerate',
  approve: 'reviews.errors.approve',
  post: 'reviews.errors.post',
  mark_posted: 'reviews.errors.post',
  flag: 'reviews.errors.flag',
};

export function useActionErrorText(): (action: ReviewAction, error: unknown) => string {
  const { t } = useTranslation('dashboard');
  return (action, error) => {
    const headline = t(FAILED[action]);
    const known = error instanceof ApiError && (error.code !== null || error.status === 0);
    const reason = known ? t(errorMessageKey(error)) : null;
    return reason && reason !== headline
      ? t('common:withDetail', { text: headline, detail: reason })
      : headline;
  };
}

export function ActionError({ action, error }: { action: ReviewAction; error: unknown }) {
  const text = useActionErrorText();
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300" data-testid="action-error">
      {text(action, error)}
    </p>
  );
}
