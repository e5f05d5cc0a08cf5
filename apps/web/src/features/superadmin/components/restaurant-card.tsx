import type { TAiUsageFigures } from '@tableside/domain/schemas/ai-usage';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';
import { TrialActions, useTrialText } from './trial-actions.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { delayText, weekdayName } from '../format.ts';
import { formatCost, formatCount } from '../../../lib/format-usage.ts';

/** This month's language-model usage of a restaurant, and how to show its cost. */
export type CardAiUsage = {
  figures: TAiUsageFigures | null;
  currency: string;
  showCost: boolean;
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * Every field of the restaurant card (docs/product/console.md#restaurants-screen), with edit,
 * delete and Manage.
 */
export function RestaurantCard({
  restaurant: r,
  aiUsage,
  pending,
  onManage,
  onEdit,
  onDelete,
}: {
  restaurant: TRestaurant;
  /** Undefined while it loads (or if it failed): the line is left out. */
  aiUsage?: CardAiUsage;
  pending: boolean;
  onManage: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const aiEnabled = Boolean(r.approval_zapier_url);
  const trial = useTrialText(r);
  const usageText = ({ figures, currency, showCost }: CardAiUsage) => {
    if (!figures?.calls) return t('superadmin.restaurants.aiUsageNone');
    const tokens = formatCount(figures.prompt_tokens + figures.completion_tokens, lang);
    return showCost
      ? t('superadmin.restaurants.aiUsageValue', {
          tokens,
          cost: formatCost(figures.cost_micros, currency, lang),
        })
      : t('superadmin.restaurants.aiUsageTokens', { tokens });
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      data-testid="restaurant-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold">{r.name}</h2>
          <p className="truncate text-xs text-slate-700 dark:text-slate-300">
            {t('superadmin.restaurants.id', { id: r.id })}
          </p>
        </div>
        <Badge tone="neutral">{r.subscription_tier?.name ?? t('superadmin.noTier')}</Badge>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact label={t('superadmin.restaurants.reportDay')}>
          {weekdayName(r.weekly_report_day, lang)}
        </Fact>
        <Fact label={t('superadmin.restaurants.integrations')}>
          {r.integrations.length
            ? r.integrations.join(', ')
            : t('superadmin.restaurants.noIntegrations')}
        </Fact>
        <Fact label={t('superadmin.restaurants.ai')}>
          <span data-testid="restaurant-ai">
            {t(
              aiEnabled ? 'superadmin.restaurants.aiEnabled' : 'superadmin.restaurants.aiDisabled',
            )}
          </span>
        </Fact>
        <Fact label={t('superadmin.restaurants.autoApproval')}>
          <span data-testid="restaurant-auto-approval">
            {r.auto_approve_reviews
              ? t('superadmin.restaurants.autoApprovalOn', {
                  delay: delayText(t, r.auto_approval_minutes_delay),
                })
              : t('superadmin.restaurants.autoApprovalOff')}
          </span>
        </Fact>
        {aiUsage && (
          <Fact label={t('superadmin.restaurants.aiUsage')}>
            <span data-testid="restaurant-ai-usage">{usageText(aiUsage)}</span>
          </Fact>
        )}
        {trial && (
          <Fact label={t('superadmin.trial.label')}>
            <span
              data-testid="restaurant-trial"
              className={r.trial_state === 'expired' ? 'text-red-800 dark:text-red-300' : undefined}
            >
              {trial}
            </span>
          </Fact>
        )}
        <Fact label={t('superadmin.restaurants.locations')}>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {/* "1,000 locations" / "1 000 établissements", as the Locations screen writes it. */}
            {t('superadmin.locationCount', {
              count: r.location_count,
              formatted: r.location_count.toLocaleString(lang),
            })}
          </span>
        </Fact>
      </dl>
      <div className="mt-auto flex flex-col gap-2">
        <div className="flex flex-wrap gap-2 empty:hidden">
          <TrialActions restaurant={r} />
        </div>
        <div className="flex flex-wrap gap-2">
          <EditDeleteButtons name={r.name} onEdit={onEdit} onDelete={onDelete} />
          <Button
            size="sm"
            className="ml-auto"
            disabled={pending}
            onClick={onManage}
            aria-label={t('superadmin.manageNamed', { name: r.name })}
          >
            {pending ? t('common:loading') : t('superadmin.manage')}
          </Button>
        </div>
      </div>
    </li>
  );
}
