import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { Building2, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useRestaurants } from '../api/use-restaurants.ts';

function RestaurantCard({
  restaurant,
  pending,
  onManage,
}: {
  restaurant: TRestaurant;
  pending: boolean;
  onManage: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      data-testid="restaurant-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{restaurant.name}</h2>
        <Badge tone="neutral">{restaurant.subscription_tier?.name ?? t('superadmin.noTier')}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <MapPin aria-hidden="true" className="size-4" />
        {t('superadmin.locationCount', { count: restaurant.location_count })}
      </p>
      <Button
        variant="secondary"
        disabled={pending}
        onClick={onManage}
        aria-label={t('superadmin.manageNamed', { name: restaurant.name })}
      >
        {pending ? t('common:loading') : t('superadmin.manage')}
      </Button>
    </li>
  );
}

/** Restaurant list; "Manage" acts on that restaurant in the dashboard as SuperAdmin. */
export function RestaurantsScreen({
  onManage,
}: {
  onManage: (restaurantId: string) => Promise<void>;
}) {
  const { t } = useTranslation('dashboard');
  const restaurants = useRestaurants();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function handleManage(restaurantId: string) {
    setPendingId(restaurantId);
    try {
      await onManage(restaurantId);
    } finally {
      setPendingId(null);
    }
  }

  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-restaurants">
      <header>
        <h1 className="text-2xl font-bold">{t('superadmin.sections.restaurants.title')}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('superadmin.sections.restaurants.subtitle')}
        </p>
      </header>
      {restaurants.isPending && <Spinner label={t('common:loading')} showLabel />}
      {restaurants.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t(errorMessageKey(restaurants.error))}
        </p>
      )}
      {restaurants.data?.length === 0 && (
        <EmptyState
          icon={Building2}
          title={t('superadmin.sections.restaurants.emptyTitle')}
          description={t('superadmin.sections.restaurants.emptyDescription')}
        />
      )}
      {restaurants.data && restaurants.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {restaurants.data.map((restaurant) => (
            <RestaurantCard
              key={restaurant.id}
              restaurant={restaurant}
              pending={pendingId === restaurant.id}
              onManage={() => void handleManage(restaurant.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
