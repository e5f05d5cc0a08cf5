import { formatMoney } from '@tableside/domain/money';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { tierNameForLevel } from '@tableside/domain/tiers';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteTier, useSaveTier, useTiers } from '../api/use-tiers.ts';
import { conflictOr, useToastedMutate } from '../hooks/use-toasted-mutate.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { TierFormDialog } from './tier-form-dialog.tsx';

/**
 * Subscription tiers: list, add, modify, and delete one no restaurant uses
 * (docs/product/console.md#subscription-tiers).
 */
export function TiersScreen() {
  const { t, i18n } = useTranslation('superadmin');
  const mutate = useToastedMutate();
  const tiers = useTiers();
  const save = useSaveTier();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<{ tier: TSubscriptionTier | null } | null>(null);
  const [deleting, setDeleting] = useState<TSubscriptionTier | null>(null);
  const count = (n: number | null) =>
    n === null ? t('superadmin.tiers.unlimited') : new Intl.NumberFormat(i18n.language).format(n);

  function handleDelete(tier: TSubscriptionTier) {
    mutate(remove, tier.id, {
      done: 'superadmin.toasts.tierDeleted',
      failed: conflictOr('superadmin.tiers.inUse', 'superadmin.toasts.tierDeleteFailed'),
    });
  }

  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-subscriptions">
      <ScreenTitle
        section="subscriptions"
        actions={
          <Button onClick={() => setEditing({ tier: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('superadmin.tiers.add')}
          </Button>
        }
      />
      {tiers.isPending && <p role="status">{t('superadmin.loading')}</p>}
      {tiers.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('superadmin.tiers.fetchFailed')}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        {(tiers.data ?? []).map((tier) => (
          <li
            key={tier.id}
            data-testid="tier-card"
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold">{tier.name}</h2>
              <div className="flex flex-wrap justify-end gap-1">
                {tier.is_popular && (
                  <Badge tone="blue">{t('superadmin.tiers.flags.is_popular')}</Badge>
                )}
                {tier.is_coming_soon && (
                  <Badge tone="plan">{t('superadmin.tiers.flags.is_coming_soon')}</Badge>
                )}
                {!tier.is_public && <Badge tone="neutral">{t('superadmin.tiers.hidden')}</Badge>}
              </div>
            </div>
            <p className="text-xl font-bold" data-testid="tier-price">
              {tier.price_monthly === null
                ? t('superadmin.tiers.contactSales')
                : formatMoney(tier.price_monthly, i18n.language)}
            </p>
            <dl className="flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700 dark:text-slate-300">
                  {t('superadmin.tiers.features')}
                </dt>
                <dd>{tierNameForLevel(tier.level)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700 dark:text-slate-300">
                  {t('superadmin.tiers.maxReviews')}
                </dt>
                <dd>{count(tier.max_reviews_per_month)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-700 dark:text-slate-300">
                  {t('superadmin.tiers.maxKeywords')}
                </dt>
                <dd>{count(tier.keywords_max_count)}</dd>
              </div>
            </dl>
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <EditDeleteButtons
                name={tier.name}
                onEdit={() => setEditing({ tier })}
                onDelete={() => setDeleting(tier)}
              />
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('superadmin.confirm.deleteTierTitle', { name: deleting.name })}
          message={t('superadmin.confirm.deleteTierMessage', { name: deleting.name })}
          confirmLabel={t('superadmin.actions.delete')}
          danger
          onConfirm={() => handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      {editing && (
        <TierFormDialog
          tier={editing.tier}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            mutate(
              save,
              input,
              {
                done: 'superadmin.toasts.tierSaved',
                failed: conflictOr(
                  'superadmin.tiers.nameTaken',
                  'superadmin.toasts.tierSaveFailed',
                ),
              },
              () => setEditing(null),
            )
          }
        />
      )}
    </div>
  );
}
