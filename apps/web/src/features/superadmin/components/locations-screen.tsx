import type { TLocation } from '@tableside/domain/schemas/locations';
import { AtSign, MapPin, MessageSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  useConsoleLocations,
  useDeleteLocation,
  useSaveLocation,
} from '../api/use-console-locations.ts';
import { useRestaurants } from '../api/use-restaurants.ts';
import { useToastedMutate } from '../hooks/use-toasted-mutate.ts';
import { DeleteByNameDialog } from './confirm-delete-dialog.tsx';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { EditDeleteButtons } from './edit-delete-buttons.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { SelectField } from './select-field.tsx';
import { LoadFailed } from './load-failed.tsx';
import { StatCard } from './stat-card.tsx';

/**
 * The synthetic location that stands for all of a restaurant's: never listed here
 * (docs/product/console.md#locations-screen).
 */
const isAll = (l: TLocation) => l.name === 'All' || l.id === 'all';

/** Location Management: every location, filtered by restaurant, with add, edit and delete. */
export function LocationsScreen() {
  const { t } = useTranslation('superadmin');
  const mutate = useToastedMutate();
  const locations = useConsoleLocations();
  const restaurants = useRestaurants();
  const save = useSaveLocation();
  const remove = useDeleteLocation();
  const [search, setSearch] = useState('');
  const [restaurantId, setRestaurantId] = useState('');
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);

  const names = new Map((restaurants.data ?? []).map((r) => [r.id, r.name]));
  const query = search.trim().toLowerCase();
  const shown = (locations.data ?? [])
    .filter((l) => !isAll(l))
    .filter((l) => !restaurantId || l.restaurant_id === restaurantId)
    .filter((l) => !query || l.name.toLowerCase().includes(query));
  const stats = [
    { key: 'total', icon: MapPin, value: shown.length },
    { key: 'withReviews', icon: MessageSquare, value: shown.filter((l) => l.review_count).length },
    { key: 'withStaff', icon: AtSign, value: shown.filter((l) => l.staff_mention_count).length },
  ] as const;

  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-locations">
      <ScreenTitle
        section="locations"
        actions={
          <Button onClick={() => setEditing({ location: null })} data-testid="add-location">
            <Plus aria-hidden="true" className="size-4" />
            {t('superadmin.locations.add')}
          </Button>
        }
      />
      <div className="flex flex-wrap gap-4">
        <TextField
          label={t('superadmin.locations.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full max-w-sm"
        />
        <SelectField
          label={t('superadmin.locations.restaurant')}
          value={restaurantId}
          onChange={setRestaurantId}
          className="w-full max-w-xs"
          options={[
            { value: '', label: t('superadmin.locations.allRestaurants') },
            ...(restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
      </div>
      {locations.isError && (
        <LoadFailed what={t('superadmin.locations.fetchFailed')} error={locations.error} />
      )}
      {locations.data && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {stats.map((s) => (
            <StatCard
              key={s.key}
              testId={`location-stat-${s.key}`}
              icon={s.icon}
              label={t(`superadmin.locations.stats.${s.key}`)}
              value={s.value}
            />
          ))}
        </ul>
      )}
      {locations.isPending && <p role="status">{t('superadmin.loading')}</p>}
      {locations.data && shown.length === 0 && (
        <EmptyState
          icon={MapPin}
          title={t('superadmin.locations.none')}
          description={t('superadmin.sections.locations.emptyDescription')}
        />
      )}
      {shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((l) => (
            <li
              key={l.id}
              data-testid="location-card"
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 className="font-semibold">{l.name}</h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {names.get(l.restaurant_id) ?? ''}
              </p>
              <p className="text-sm">
                {t('superadmin.locations.reviews', { count: l.review_count })} ·{' '}
                {t('superadmin.locations.staffMentions', { count: l.staff_mention_count })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <EditDeleteButtons
                  name={l.name}
                  onEdit={() => setEditing({ location: l })}
                  onDelete={() => setDeleting(l)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <LocationFormDialog
          location={editing.location}
          restaurants={restaurants.data ?? []}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            mutate(
              save,
              input,
              input.id
                ? {
                    done: 'superadmin.toasts.locationUpdated',
                    failed: 'superadmin.toasts.locationUpdateFailed',
                  }
                : {
                    done: 'superadmin.toasts.locationCreated',
                    failed: 'superadmin.toasts.locationCreateFailed',
                  },
              () => setEditing(null),
            )
          }
        />
      )}
      {deleting && (
        <DeleteByNameDialog
          target={deleting}
          title={t('superadmin.locations.deleteTitle')}
          remove={remove}
          keys={{
            done: 'superadmin.toasts.locationDeleted',
            failed: 'superadmin.toasts.locationDeleteFailed',
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
