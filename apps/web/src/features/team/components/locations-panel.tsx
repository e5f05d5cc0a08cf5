import type { TLocationListItem } from '@tableside/domain/schemas/locations';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { addLocation, useLocationChange, useLocationPage } from '../api/team-api.ts';
import { LocationDialogs } from './location-dialogs.tsx';
import { LocationRows } from './location-rows.tsx';
import { LocationsToolbar, PANEL_ORDERS, type PanelOrder } from './locations-toolbar.tsx';
import { PanelCard } from './panel-card.tsx';

/** Locations a page shows: a chain's 1,000 are searched and paged, never all rendered. */
const PAGE = 25;

/**
 * The restaurant's own locations (docs/product/dashboard-screens.md#administration-locations):
 * searched, sorted and paged by the server; add, rename, delete; the lists reload after each change.
 */
export function LocationsPanel({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<PanelOrder>('name');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(query.trim(), 300);
  const page = useLocationPage(restaurantId, {
    search,
    ...PANEL_ORDERS[order],
    limit: PAGE,
    offset,
  });
  const add = useLocationChange(addLocation);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<TLocationListItem | null>(null);
  const [deleting, setDeleting] = useState<TLocationListItem | null>(null);
  const total = page.data?.total ?? null;

  // Deleting the last location of the last page steps back to the page before.
  useEffect(() => {
    if (total !== null && total > 0 && offset >= total)
      setOffset(Math.floor((total - 1) / PAGE) * PAGE);
  }, [total, offset]);

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
      <LocationsToolbar
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setOffset(0);
        }}
        order={order}
        onOrder={(value) => {
          setOrder(value);
          setOffset(0);
        }}
        total={total}
      />
      {page.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('team.locations.fetchFailed')}
        </p>
      )}
      {page.isPending && <p role="status">{t('common:loading')}</p>}
      <LocationRows
        items={page.data?.items ?? []}
        busy={page.isPlaceholderData}
        onRename={(l) => setRenaming(l)}
        onDelete={(l) => setDeleting(l)}
      />
      <PageNav
        label={t('team.locations.pages')}
        testId="team-locations-range"
        offset={offset}
        pageSize={PAGE}
        total={total ?? 0}
        shown={page.data?.items.length ?? 0}
        onOffset={setOffset}
      />
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
      <LocationDialogs
        key={renaming?.id ?? deleting?.id ?? ''}
        renaming={renaming}
        deleting={deleting}
        onClose={() => {
          setRenaming(null);
          setDeleting(null);
        }}
        onDone={(message) => {
          setNotice(message);
          setRenaming(null);
          setDeleting(null);
        }}
      />
    </PanelCard>
  );
}
