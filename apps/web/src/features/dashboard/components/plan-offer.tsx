import { formatDay, todayIn } from '@tableside/domain/date-ranges';
import { formatMoney } from '@tableside/domain/money';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { Check, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { usePlans, useRequestUpgrade, useUpgradeRequest } from '../api/use-plan-offer.ts';
import { nextPlans } from '../trial-facts.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

function PlanCard({
  tier,
  lang,
  highlighted,
  keep,
  disabled,
  onRequest,
}: {
  tier: TSubscriptionTier;
  lang: 'en' | 'fr';
  highlighted: boolean;
  /** The plan on trial: asking for it keeps it. */
  keep: boolean;
  disabled: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const marketing = tier.marketing[lang];
  const items = marketing.featureGroups.flatMap((g) => g.items).slice(0, 6);
  return (
    <li
      data-testid={`plan-offer-${tier.name}`}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 dark:bg-slate-900 ${
        highlighted
          ? 'border-sky-400 ring-1 ring-sky-400 dark:border-sky-500 dark:ring-sky-500'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{tier.name}</h3>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {tier.price_monthly === null
            ? t('plan.customPrice')
            : t('plan.price', { price: formatMoney(tier.price_monthly, lang) })}
        </p>
      </div>
      {marketing.description && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{marketing.description}</p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              />
              {item}
            </li>
          ))}
        </ul>
      )}
      <Button
        className="mt-auto self-start"
        variant={highlighted ? 'primary' : 'secondary'}
        disabled={disabled}
        onClick={onRequest}
        data-testid="request-upgrade"
      >
        <Send aria-hidden="true" className="size-4" />
        {t(keep ? 'plan.keep' : 'plan.request', { plan: tier.name })}
      </Button>
    </li>
  );
}

/**
 * docs/product/plans-and-roles.md#requesting-an-upgrade: what the next plans add and cost, and a
 * request that reaches the SuperAdmin among the leads. One open request at a time: once sent, the
 * Admin sees it and cannot send another until it is answered. No payment here.
 */
export function PlanOffer({
  currentLevel,
  lang,
  timezone,
  onTrial = false,
  highlight,
}: {
  currentLevel: number;
  lang: 'en' | 'fr';
  timezone: string;
  /** On a trial not yet converted: the plan tried is offered too. */
  onTrial?: boolean;
  /** The plan a locked screen needs, shown first. */
  highlight?: string;
}) {
  const { t } = useTranslation('dashboard');
  const plans = usePlans(true);
  const open = useUpgradeRequest(true);
  const request = useRequestUpgrade();
  const offered = nextPlans(plans.data ?? [], currentLevel, onTrial);
  const sent = open.data ?? null;
  if (plans.isPending || open.isPending) {
    return <p role="status">{t('common:loading')}</p>;
  }
  if (offered.length === 0) return <p className="text-sm">{t('plan.topPlan')}</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="plan-offer">
      {sent ? (
        <p
          role="status"
          data-testid="upgrade-request-sent"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100"
        >
          {t('plan.sent', {
            plan: sent.tier_name ?? '',
            date: formatDay(todayIn(timezone, new Date(sent.created_at)), lang, 'text'),
          })}
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(onTrial ? 'plan.introTrial' : 'plan.intro')}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {offered.map((tier) => (
          <PlanCard
            key={tier.id}
            tier={tier}
            lang={lang}
            highlighted={highlight ? tier.name === highlight : tier === offered[0]}
            keep={onTrial && tier.level === currentLevel}
            disabled={sent !== null || request.isPending}
            onRequest={() => request.mutate(tier.id)}
          />
        ))}
      </ul>
      {request.isError && <ErrorText error={request.error} />}
    </div>
  );
}
