import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { Clock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { trialFacts } from '../trial-facts.ts';

/**
 * docs/product/plans-and-roles.md#free-trial: during the trial, Admins see the days left and the
 * plan; Managers and BOH see nothing (the plan is the Admin's business and changes nothing of their
 * work). Once it lapsed, everyone sees that the restaurant is read-only, since their buttons are
 * disabled; the Admin is offered to ask for a plan.
 */
export function TrialBanner({
  restaurant,
  isAdmin,
  lang,
}: {
  restaurant: TRestaurant;
  isAdmin: boolean;
  lang: 'en' | 'fr';
}) {
  const { t } = useTranslation('dashboard');
  const facts = trialFacts(restaurant, lang);
  const plansLink = `/${lang}/dashboard/administration#plan`;
  if (facts.state === 'expired') {
    return (
      <section
        role="alert"
        data-testid="trial-expired-banner"
        className="mb-6 flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center dark:border-red-800 dark:bg-slate-900"
      >
        <Lock aria-hidden="true" className="size-6 shrink-0 text-red-800 dark:text-red-300" />
        <div className="grow text-sm text-slate-800 dark:text-slate-200">
          <p className="font-semibold">{t('trial.expiredTitle', { date: facts.endDay })}</p>
          <p>{t(isAdmin ? 'trial.expiredAdmin' : 'trial.expiredStaff')}</p>
        </div>
        {isAdmin && (
          <Link to={plansLink} className={buttonClass('primary')}>
            {t('trial.choosePlan')}
          </Link>
        )}
      </section>
    );
  }
  if (!isAdmin || (facts.state !== 'active' && facts.state !== 'ending_soon')) return null;
  const soon = facts.state === 'ending_soon';
  return (
    <section
      role="status"
      data-testid="trial-banner"
      data-state={facts.state}
      className={`mb-6 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center dark:bg-slate-900 ${
        soon
          ? 'border-amber-300 bg-amber-50 dark:border-amber-700'
          : 'border-sky-200 bg-sky-50 dark:border-sky-800'
      }`}
    >
      <Clock
        aria-hidden="true"
        className={`size-6 shrink-0 ${soon ? 'text-amber-800 dark:text-amber-300' : 'text-sky-800 dark:text-sky-300'}`}
      />
      <p className="grow text-sm text-slate-800 dark:text-slate-200">
        {t('trial.daysLeft', {
          count: facts.daysLeft,
          plan: facts.plan ?? t('trial.yourPlan'),
          date: facts.endDay,
        })}
      </p>
      <Link to={plansLink} className={buttonClass(soon ? 'primary' : 'secondary')}>
        {t('trial.seePlans')}
      </Link>
    </section>
  );
}
