import { isPaying } from '@tableside/domain/trial';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { Bot, Building2, CreditCard, Plug, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConsoleAiUsage } from '../api/use-console.ts';
import { useRestaurantLocationNames } from '../api/use-console-locations.ts';
import { useDeleteRestaurant, useRestaurants, useSaveRestaurant } from '../api/use-restaurants.ts';
import { useTiers } from '../api/use-tiers.ts';
import { useToastedMutate } from '../hooks/use-toasted-mutate.ts';
import { DeleteByNameDialog } from './confirm-delete-dialog.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import { RestaurantFormDialog } from './restaurant-form-dialog.tsx';
import { LoadFailed } from './load-failed.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { StatCard } from './stat-card.tsx';

type Editing = { restaurant: TRestaurant | null } | null;

/**
 * Restaurant Management (docs/product/console.md#restaurants-screen); "Manage" acts on that
 * restaurant in the dashboard.
 */
export function RestaurantsScreen({
  onManage,
}: {
  onManage: (restaurantId: string) => Promise<void>;
}) {
  const { t } = useTranslation('superadmin');
  const mutate = useToastedMutate();
  const restaurants = useRestaurants();
  const tiers = useTiers();
  const aiUsage = useConsoleAiUsage();
  const save = useSaveRestaurant();
  const remove = useDeleteRestaurant();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  // Only the edited restaurant's locations, and only their names: the cards show the count.
  const locations = useRestaurantLocationNames(editing?.restaurant?.id);
  const [deleting, setDeleting] = useState<TRestaurant | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function handleManage(restaurantId: string) {
    setPendingId(restaurantId);
    try {
      await onManage(restaurantId);
    } finally {
      setPendingId(null);
    }
  }

  const all = restaurants.data ?? [];
  const query = search.trim().toLowerCase();
  const shown = query ? all.filter((r) => r.name.toLowerCase().includes(query)) : all;
  const trials = all.filter((r) => !isPaying(r.trial_state)).length;
  const stats = [
    { key: 'total', icon: Building2, value: all.length },
    { key: 'aiEnabled', icon: Bot, value: all.filter((r) => r.approval_zapier_url).length },
    {
      // Paying customers; restaurants on a trial (running or lapsed) are counted apart.
      key: 'subscribed',
      icon: CreditCard,
      value: all.filter((r) => r.subscription_tier_id && isPaying(r.trial_state)).length,
      change:
        trials > 0
          ? {
              text: t('superadmin.restaurants.stats.onTrial', { count: trials }),
              trend: 'flat' as const,
            }
          : undefined,
    },
    { key: 'withIntegrations', icon: Plug, value: all.filter((r) => r.integrations.length).length },
  ] as const;
  const isNew = editing?.restaurant === null;
  const usage = aiUsage.data;
  const usageById = new Map(usage?.restaurants.map((u) => [u.restaurant_id, u]));
  const showCost = Boolean(usage?.priced || usage?.restaurants.some((u) => u.cost_micros > 0));

  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-restaurants">
      <ScreenTitle
        section="restaurants"
        actions={
          <Button onClick={() => setEditing({ restaurant: null })} data-testid="add-restaurant">
            <Plus aria-hidden="true" className="size-4" />
            {t('superadmin.restaurants.add')}
          </Button>
        }
      />
      <TextField
        label={t('superadmin.restaurants.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-sm"
      />
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <StatCard
            key={s.key}
            testId={`restaurant-stat-${s.key}`}
            icon={s.icon}
            label={t(`superadmin.restaurants.stats.${s.key}`)}
            value={s.value}
            change={'change' in s ? s.change : undefined}
          />
        ))}
      </ul>
      {restaurants.isPending && <p role="status">{t('superadmin.loading')}</p>}
      {restaurants.isError && (
        <LoadFailed what={t('superadmin.restaurants.fetchFailed')} error={restaurants.error} />
      )}
      {restaurants.data && shown.length === 0 && query && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('superadmin.restaurants.noMatch', { query: search.trim() })}
        </p>
      )}
      {restaurants.data && shown.length === 0 && !query && (
        <EmptyState
          icon={Building2}
          title={t('superadmin.sections.restaurants.emptyTitle')}
          description={t('superadmin.sections.restaurants.emptyDescription')}
        />
      )}
      {shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((restaurant) => (
            <RestaurantCard
              key={restaurant.id}
              restaurant={restaurant}
              aiUsage={
                usage && {
                  figures: usageById.get(restaurant.id) ?? null,
                  currency: usage.currency,
                  showCost,
                }
              }
              pending={pendingId === restaurant.id}
              onManage={() => void handleManage(restaurant.id)}
              onEdit={() => setEditing({ restaurant })}
              onDelete={() => setDeleting(restaurant)}
            />
          ))}
        </ul>
      )}
      {editing?.restaurant && locations.isError && (
        <LoadFailed what={t('superadmin.locations.fetchFailed')} error={locations.error} />
      )}
      {editing && (!editing.restaurant || locations.data) && (
        <RestaurantFormDialog
          restaurant={editing.restaurant}
          tiers={tiers.data ?? []}
          locations={editing.restaurant ? (locations.data ?? []) : []}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(changes) =>
            mutate(
              save,
              { id: editing.restaurant?.id ?? null, changes },
              isNew
                ? {
                    done: 'superadmin.toasts.restaurantCreated',
                    failed: 'superadmin.toasts.restaurantCreateFailed',
                  }
                : {
                    done: 'superadmin.toasts.restaurantUpdated',
                    failed: 'superadmin.toasts.restaurantUpdateFailed',
                  },
              () => setEditing(null),
            )
          }
        />
      )}
      {deleting && (
        <DeleteByNameDialog
          target={deleting}
          title={t('superadmin.restaurants.deleteTitle')}
          remove={remove}
          keys={{
            done: 'superadmin.toasts.restaurantDeleted',
            failed: 'superadmin.toasts.restaurantDeleteFailed',
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
