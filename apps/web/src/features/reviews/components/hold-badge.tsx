import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { shownHoldReasons } from '../held-drafts.ts';
import type { ReviewItem } from '../review-types.ts';

/**
 * "Held for review: incident and failed check": auto-approval leaves this draft to a person
 * (docs/product/reviews-and-replies.md#auto-approval). The detail panel says so in a sentence;
 * the inbox keeps the sentence for screen readers and the tooltip.
 */
export function HoldBadge({ review, explain = false }: { review: ReviewItem; explain?: boolean }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const reasons = shownHoldReasons(review);
  if (!reasons.length) return null;
  const words = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    reasons.map((reason) => t(`reviews.hold.reasons.${reason}`)),
  );
  const explanation = t('reviews.hold.explanation');
  return (
    <div className="flex flex-col gap-1 self-start">
      <span
        data-testid="hold-badge"
        data-reasons={reasons.join(' ')}
        title={explain ? undefined : explanation}
        className="inline-flex items-start gap-1 rounded-lg bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      >
        <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {t('reviews.hold.badge', { reasons: words })}
        {!explain && <span className="sr-only"> {explanation}</span>}
      </span>
      {explain && (
        <p data-testid="hold-explanation" className="text-xs text-slate-700 dark:text-slate-300">
          {explanation}
        </p>
      )}
    </div>
  );
}
