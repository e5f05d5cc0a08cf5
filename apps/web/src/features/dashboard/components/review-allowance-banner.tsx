import { tierNameForLevel, TIERS } from '@tableside/domain/tiers';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useReviewAllowance } from '../api/use-review-allowance.ts';

/**
 * docs/product/plans-and-roles.md#plan-limits: when this month's reviews exceed the plan, the Admin
 * learns that the rest are stored but neither analysed nor drafted, and is offered the next plan.
 * Nobody else sees it.
 */
export function ReviewAllowanceBanner({
  isAdmin,
  tierLevel,
  lang,
}: {
  isAdmin: boolean;
  tierLevel: number | null;
  lang: string;
}) {
  const { t } = useTranslation('dashboard');
  const { data } = useReviewAllowance(isAdmin);
  if (!isAdmin || !data || data.beyond_allowance <= 0) return null;
  const level = tierLevel ?? 1;
  const next = level < TIERS.length ? tierNameForLevel(level + 1) : null;
  return (
    <section
      role="status"
      data-testid="review-allowance-banner"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-slate-900"
    >
      <TriangleAlert
        aria-hidden="true"
        className="size-6 shrink-0 text-amber-800 dark:text-amber-300"
      />
      <p className="grow text-sm text-slate-800 dark:text-slate-200">
        {t('reviewAllowance.over', {
          limit: data.max_reviews_per_month,
          waiting: data.beyond_allowance,
        })}
      </p>
      <Link to={`/${lang}/pricing`} className={buttonClass('primary')}>
        {next ? t('reviewAllowance.offer', { plan: next }) : t('reviewAllowance.offerAny')}
      </Link>
    </section>
  );
}
