import { ROLES, type AssignableRole } from '@tableside/domain/roles';
import type { TUser, UserListSort } from '@tableside/domain/schemas/users';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/page-nav.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type {
  DataTableColumn,
  DataTableFilter,
  FilterValues,
  SortState,
} from '../../../components/ui/data-table/types.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRestaurants } from '../api/use-restaurants.ts';
import { useResendInvitation, useRoles, useSaveUser, useUserPage } from '../api/use-users.ts';
import { useToast } from '../hooks/use-toast.ts';
import { conflictOr, useToastedMutate } from '../hooks/use-toasted-mutate.ts';
import { LoadFailed } from './load-failed.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';

type Row = {
  id: string;
  username: string;
  email: string;
  name: string;
  location: string;
  restaurant: string;
  roles: string;
  actions: string;
  user: TUser;
};

/** Rows a page shows: a few hundred users are searched and paged, never all rendered. */
const PAGE = 25;
/** The server's sort for each sortable column. */
const SORTS: Partial<Record<keyof Row, UserListSort>> = {
  username: 'username',
  email: 'email',
  name: 'name',
  location: 'location',
  restaurant: 'restaurant',
  roles: 'role',
};
const DEFAULT_SORT: SortState<Row> = { key: 'username', direction: 'asc' };
const isRole = (value: string | undefined): value is AssignableRole =>
  (ROLES as readonly string[]).includes(value ?? '');

/**
 * User Management (docs/product/console.md#users-screen): every restaurant's users, searched,
 * filtered by role and restaurant, sorted and paged by the server, username ascending first;
 * a row click edits.
 */
export function UsersScreen() {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const toast = useToast();
  const mutate = useToastedMutate();
  const roles = useRoles();
  const restaurants = useRestaurants();
  const save = useSaveUser();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<{ user: TUser | null } | null>(null);
  const [search, setSearch] = useState('');
  const [filterValues, setFilterValues] = useState<FilterValues>({});
  const [sort, setSort] = useState<SortState<Row>>(DEFAULT_SORT);
  const [offset, setOffset] = useState(0);
  const query = useDebouncedValue(search.trim(), 300);
  const role = filterValues.roles?.[0];
  const users = useUserPage({
    search: query,
    role: isRole(role) ? role : '',
    restaurantId: filterValues.restaurant?.[0] ?? '',
    sort: SORTS[sort.key] ?? 'username',
    order: sort.direction,
    limit: PAGE,
    offset,
  });
  const total = users.data?.total ?? null;
  // Deleting or moving the last user of the last page steps back to the page before.
  useEffect(() => {
    if (total !== null && total > 0 && offset >= total)
      setOffset(Math.floor((total - 1) / PAGE) * PAGE);
  }, [total, offset]);

  const filters = useMemo<DataTableFilter<Row>[]>(
    () => [
      {
        key: 'roles',
        label: t('superadmin.users.role'),
        options: ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`, r) })),
      },
      {
        key: 'restaurant',
        label: t('superadmin.users.restaurant'),
        options: (restaurants.data ?? []).map((r) => ({ value: r.id, label: r.name })),
      },
    ],
    [restaurants.data, t],
  );

  const rows = useMemo<Row[]>(() => {
    const restaurantNames = new Map((restaurants.data ?? []).map((r) => [r.id, r.name]));
    return (users.data?.items ?? []).map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      name: `${u.firstname} ${u.lastname}`,
      location: u.location_name ?? '',
      restaurant: (u.restaurant_id && restaurantNames.get(u.restaurant_id)) || '',
      roles: u.roles.map((r) => t(`common:roles.${r.name}`, r.name)).join(', '),
      actions: '',
      user: u,
    }));
  }, [users.data, restaurants.data, t]);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'username',
      label: t('superadmin.users.username'),
      sortable: true,
      width: 'minmax(0, 1.1fr)',
      // The badge goes under a long username instead of over the e-mail beside it.
      cell: (row) => (
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="max-w-full truncate" title={row.username}>
            {row.username}
          </span>
          {!row.user.enabled && <Badge tone="neutral">{t('superadmin.users.inactive')}</Badge>}
        </span>
      ),
    },
    {
      key: 'email',
      label: t('superadmin.users.email'),
      sortable: true,
      width: 'minmax(0, 1.6fr)',
      // An address cut in two reads worse than one cut short with the whole in its tooltip.
      cell: (row) => (
        <span className="block truncate" title={row.email}>
          {row.email}
        </span>
      ),
    },
    { key: 'name', label: t('superadmin.users.name'), sortable: true },
    { key: 'location', label: t('superadmin.users.location'), sortable: true },
    { key: 'restaurant', label: t('superadmin.users.restaurant'), sortable: true },
    {
      key: 'roles',
      label: t('superadmin.users.roles'),
      sortable: true,
      // Wide enough for "Administrateur" whole: a role is never broken inside a word.
      width: 'minmax(8.5rem, 1fr)',
    },
    {
      key: 'actions',
      label: t('superadmin.users.actions'),
      hideLabel: true,
      width: '3.5rem',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing({ user: row.user })}
          aria-label={t('superadmin.actions.editNamed', { name: row.username })}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-users">
      <ScreenTitle
        section="users"
        actions={
          <Button onClick={() => setEditing({ user: null })} data-testid="add-user">
            <Plus aria-hidden="true" className="size-4" />
            {t('superadmin.users.add')}
          </Button>
        }
      />
      {users.isError && <LoadFailed what={t('superadmin.users.fetchFailed')} error={users.error} />}
      {!users.isError && (
        <div>
          <DataTable
            mode="server"
            rows={rows}
            columns={columns}
            getRowId={(row) => row.id}
            label={t('superadmin.sections.users.title')}
            searchLabel={t('superadmin.users.search')}
            search={search}
            onSearchChange={(next) => {
              setSearch(next);
              setOffset(0);
            }}
            filters={filters}
            filterValues={filterValues}
            onFilterValuesChange={(next) => {
              setFilterValues(next);
              setOffset(0);
            }}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setOffset(0);
            }}
            toolbar={
              total !== null && (
                <span className="text-sm" data-testid="users-total">
                  {t('superadmin.users.total', {
                    count: total,
                    formatted: total.toLocaleString(lang),
                  })}
                </span>
              )
            }
            loading={users.isPending}
            refreshing={users.isPlaceholderData}
            scrollResetKey={String(offset)}
            emptyMessage={t('superadmin.users.none')}
            onRowClick={(row) => setEditing({ user: row.user })}
            className="h-[65dvh]"
          />
          <PageNav
            label={t('superadmin.users.pages')}
            testId="console-users-range"
            offset={offset}
            pageSize={PAGE}
            total={total ?? 0}
            shown={rows.length}
            onOffset={setOffset}
          />
        </div>
      )}
      {editing && (
        <UserFormDialog
          user={editing.user}
          roles={roles.data ?? []}
          restaurants={restaurants.data ?? []}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onMissing={() => toast(t('superadmin.requiredFields'), 'error')}
          onResendInvitation={
            editing.user
              ? () =>
                  mutate(resend, editing.user?.id as string, {
                    done: 'superadmin.toasts.invitationSent',
                    failed: 'superadmin.toasts.userSaveFailed',
                  })
              : undefined
          }
          onSave={(input) =>
            mutate(
              save,
              input,
              {
                done: input.id ? 'superadmin.toasts.userUpdated' : 'superadmin.toasts.userCreated',
                failed: (error) =>
                  error instanceof ApiError && error.code === 'validation_failed'
                    ? 'superadmin.missingFields'
                    : conflictOr(
                        'superadmin.users.inUse',
                        'superadmin.toasts.userSaveFailed',
                      )(error),
              },
              () => setEditing(null),
            )
          }
        />
      )}
    </div>
  );
}
