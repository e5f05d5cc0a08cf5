import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useTranslation } from 'react-i18next';
import { trialFacts } from '../trial-facts.ts';
import { PlanOffer } from './plan-offer.tsx';

/**
 * The administration screen's plan card (Admins): the plan, where the trial stands, and the plans
 * above it with a way to ask for one (docs/product/plans-and-roles.md#requesting-an-upgrade).
 */
export function PlanPanel({ restaurant, lang }: { restaurant: TRestaurant; lang: 'en' | 'fr' }) {
  const { t } = useTranslation('dashboard');
  const facts = trialFacts(restaurant, lang);
  const plan = facts.plan ?? t('trial.yourPlan');
  const trialLine =
    facts.state === 'active' || facts.state === 'ending_soon'
      ? t('trial.daysLeft', { count: facts.daysLeft, plan, date: facts.endDay })
      : facts.state === 'expired'
        ? t('trial.expiredTitle', { date: facts.endDay })
        : null;
  return (
    <section
      id="plan"
      aria-labelledby="plan-heading"
      data-testid="plan-panel"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="plan-heading" className="text-lg font-semibold">
        {t('plan.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
        {t('upgrade.current', { plan })}
      </p>
      {trialLine && (
        <p className="mt-1 text-sm font-medium" data-testid="plan-trial">
          {trialLine}
        </p>
      )}
      <div className="mt-4">
        <PlanOffer
          currentLevel={restaurant.subscription_tier?.level ?? 0}
          lang={lang}
          timezone={restaurant.timezone}
          onTrial={facts.state !== 'none' && facts.state !== 'converted'}
        />
      </div>
    </section>
  );
}
