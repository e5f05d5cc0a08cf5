import type { TLocation } from '@tableside/domain/schemas/locations';
import { ALL_LOCATION_ID } from '@tableside/domain/access';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  addLocation,
  deleteLocation,
  renameLocation,
  useLocationChange,
  useRestaurantLocations,
} from '../api/team-api.ts';
import { NameDialog } from './name-dialog.tsx';
import { PanelCard } from './panel-card.tsx';

/** The restaurant's own locations: add, rename, delete; the lists reload after each change. */
export function LocationsPanel({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const locations = useRestaurantLocations(restaurantId);
  const add = useLocationChange(addLocation);
  const rename = useLocationChange(renameLocation);
  const remove = useLocationChange(deleteLocation);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<TLocation | null>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const own = (locations.data ?? []).filter((l) => l.id !== ALL_LOCATION_ID);

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(
      { name: name.trim(), restaurant_id: restaurantId },
      {
        onSuccess: () => {
          setNotice(t('team.locations.added', { name: name.trim() }));
          setName('');
        },
      },
    );
  }

  return (
    <PanelCard
      id="team-locations"
      title={t('team.locations.title')}
      description={t('team.locations.description')}
    >
      {locations.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('team.locations.fetchFailed')}
        </p>
      )}
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {own.map((l) => (
          <li
            key={l.id}
            data-testid="team-location"
            className="flex flex-wrap items-center gap-3 py-2"
          >
            <span className="font-medium">{l.name}</span>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {t('team.locations.reviews', { count: l.review_count })}
            </span>
            <span className="ml-auto flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('team.locations.renameNamed', { name: l.name })}
                onClick={() => {
                  rename.reset();
                  setRenaming(l);
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('team.locations.rename')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('team.locations.deleteNamed', { name: l.name })}
                onClick={() => {
                  remove.reset();
                  setDeleting(l);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('team.locations.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={handleAdd}>
        <TextField
          label={t('team.locations.newName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="w-full max-w-sm"
          maxLength={120}
        />
        <Button type="submit" disabled={add.isPending || !name.trim()}>
          {t('team.locations.add')}
        </Button>
      </form>
      {add.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {t('team.locations.addFailed')}
        </p>
      )}
      {notice && !add.isError && (
        <p role="status" className="mt-2 text-sm" data-testid="team-locations-notice">
          {notice}
        </p>
      )}
      {renaming && (
        <NameDialog
          title={t('team.locations.renameTitle', { name: renaming.name })}
          label={t('team.locations.name')}
          initial={renaming.name}
          submitLabel={t('team.save')}
          pending={rename.isPending}
          error={rename.isError ? t('team.locations.updateFailed') : null}
          onClose={() => setRenaming(null)}
          onSubmit={(value) =>
            rename.mutate(
              { id: renaming.id, name: value },
              {
                onSuccess: () => {
                  setNotice(t('team.locations.renamed', { name: value }));
                  setRenaming(null);
                },
              },
            )
          }
        />
      )}
      {deleting && (
        <NameDialog
          title={t('team.locations.deleteTitle', { name: deleting.name })}
          label={t('team.locations.typeName', { name: deleting.name })}
          mustEqual={deleting.name}
          submitLabel={t('team.locations.delete')}
          variant="danger"
          pending={remove.isPending}
          error={remove.isError ? t('team.locations.deleteFailed') : null}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            remove.mutate(
              { id: deleting.id, name: deleting.name },
              {
                onSuccess: () => {
                  setNotice(t('team.locations.deleted', { name: deleting.name }));
                  setDeleting(null);
                },
              },
            )
          }
        >
          <p className="text-sm">
            {t('team.locations.deleteWarning', { count: deleting.review_count })}
          </p>
        </NameDialog>
      )}
    </PanelCard>
  );
}
