import type { DashboardRoute } from '@tableside/domain/access';
import type { TierName } from '@tableside/domain/tiers';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SALES_EMAIL } from '../../../lib/contact.ts';
import { PlanOffer } from './plan-offer.tsx';
import { ScreenHeader } from './screen-header.tsx';

/**
 * What a locked route shows instead of its screen
 * (docs/product/plans-and-roles.md#locked-and-hidden-routes): the plan it needs, what the feature
 * does, and a way to ask for it: the Admin requests the plan from here
 * (docs/product/plans-and-roles.md#requesting-an-upgrade), anyone else is told to ask an Admin.
 * Never the data.
 */
export function UpgradePanel({
  route,
  requiredTier,
  currentTier,
  restaurantName,
  admin,
}: {
  route: DashboardRoute;
  requiredTier: TierName;
  currentTier: string | null;
  restaurantName: string;
  /** The restaurant's Admin: offered the plans and a request, not told to ask an Admin. */
  admin?: { currentLevel: number; lang: 'en' | 'fr'; timezone: string };
}) {
  const { t } = useTranslation('dashboard');
  const feature = t(`routes.${route}.label`);
  const subject = t('upgrade.mailSubject', { plan: requiredTier, restaurant: restaurantName });
  return (
    <div className="flex flex-col gap-6" data-testid="upgrade-panel">
      <ScreenHeader route={route} subtitle={t('upgrade.subtitle', { plan: requiredTier })} />
      <section className="flex flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <Lock aria-hidden="true" className="size-6 text-amber-800 dark:text-amber-300" />
          <h2 className="text-lg font-semibold">
            {t('upgrade.title', { feature, plan: requiredTier })}
          </h2>
        </div>
        <p className="max-w-prose text-sm text-slate-800 dark:text-slate-200">
          {t(`routes.${route}.description`)}
        </p>
        {currentTier && (
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {t('upgrade.current', { plan: currentTier })}
          </p>
        )}
        {admin ? (
          <div className="w-full">
            <PlanOffer {...admin} highlight={requiredTier} />
          </div>
        ) : (
          <>
            <div className="flex flex-wrap gap-3">
              <a
                href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}`}
                className={buttonClass('primary')}
              >
                {t('upgrade.contactSales')}
              </a>
            </div>
            <p className="text-xs text-slate-700 dark:text-slate-300">{t('upgrade.adminHint')}</p>
          </>
        )}
      </section>
    </div>
  );
}
