import type { TLocationListItem } from '@tableside/domain/schemas/locations';
import { MapPin, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/page-nav.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import {
  useConsoleLocationPage,
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

/** Cards a page shows: a row of 1, 2 or 3 columns is always full. */
const PAGE = 24;

/**
 * Location Management: the locations of every restaurant, or of one, searched by name and address
 * and paged by the server (docs/product/console.md#locations-screen), with add, edit and delete.
 */
export function LocationsScreen() {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const mutate = useToastedMutate();
  const restaurants = useRestaurants();
  const save = useSaveLocation();
  const remove = useDeleteLocation();
  const [search, setSearch] = useState('');
  const [restaurantId, setRestaurantId] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<{ location: TLocationListItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TLocationListItem | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const locations = useConsoleLocationPage({ search: query, restaurantId, limit: PAGE, offset });
  const total = locations.data?.total ?? null;
  // Deleting the last location of the last page steps back to the page before.
  useEffect(() => {
    if (total !== null && total > 0 && offset >= total)
      setOffset(Math.floor((total - 1) / PAGE) * PAGE);
  }, [total, offset]);

  const names = new Map((restaurants.data ?? []).map((r) => [r.id, r.name]));
  const shown = locations.data?.items ?? [];

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
          onChange={(event) => {
            setSearch(event.target.value);
            setOffset(0);
          }}
          className="w-full max-w-sm"
        />
        <SelectField
          label={t('superadmin.locations.restaurant')}
          value={restaurantId}
          onChange={(value) => {
            setRestaurantId(value);
            setOffset(0);
          }}
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
          <StatCard
            testId="location-stat-total"
            icon={MapPin}
            label={t('superadmin.locations.stats.total')}
            value={locations.data.total.toLocaleString(lang)}
          />
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
              {l.address && (
                <p className="text-sm text-slate-700 dark:text-slate-300">{l.address}</p>
              )}
              <p className="text-sm">
                {t('superadmin.locations.reviews', {
                  count: l.review_count,
                  formatted: l.review_count.toLocaleString(lang),
                })}
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
      <PageNav
        label={t('superadmin.locations.pages')}
        testId="console-locations-range"
        offset={offset}
        pageSize={PAGE}
        total={total ?? 0}
        shown={shown.length}
        onOffset={setOffset}
      />
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
