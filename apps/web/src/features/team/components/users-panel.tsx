import type { TUser } from '@tableside/domain/schemas/users';
import type { TLocationName } from '@tableside/domain/schemas/locations';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import {
  inviteUser,
  updateUser,
  useGrantableRoles,
  useTeamUsers,
  useUserChange,
} from '../api/team-api.ts';
import { PanelCard } from './panel-card.tsx';
import { UserDialog } from './user-dialog.tsx';

/**
 * The restaurant's users (docs/product/plans-and-roles.md#one-api-scoped-by-role: never a
 * SuperAdmin, never another restaurant's): invite by e-mail, edit, disable and enable again, with
 * roles up to Admin.
 */
export function UsersPanel({
  locations,
  currentUserId,
}: {
  /** The restaurant's locations, ids and names: the switcher's list, without All. */
  locations: readonly TLocationName[];
  currentUserId: string;
}) {
  const { t } = useTranslation('dashboard');
  const users = useTeamUsers();
  const roles = useGrantableRoles();
  const invite = useUserChange(inviteUser);
  const update = useUserChange(updateUser);
  const [editing, setEditing] = useState<{ user: TUser | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const placeName = new Map(locations.map((l) => [l.id, l.name]));
  const saving = editing?.user ? update : invite;

  function toggle(user: TUser) {
    update.mutate(
      { id: user.id, enabled: !user.enabled },
      {
        onSuccess: () =>
          setNotice(
            t(user.enabled ? 'team.users.disabled' : 'team.users.enabled', { email: user.email }),
          ),
        onError: () => setNotice(t('team.users.updateFailed')),
      },
    );
  }

  return (
    <PanelCard
      id="team-users"
      title={t('team.users.title')}
      description={t('team.users.description')}
    >
      <div className="mb-3">
        <Button
          onClick={() => {
            invite.reset();
            setEditing({ user: null });
          }}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('team.users.invite')}
        </Button>
      </div>
      {users.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('team.users.fetchFailed')}
        </p>
      )}
      {/* Scrolled by keyboard too: on a phone the table is wider than the screen. */}
      <div
        className="overflow-x-auto"
        role="region"
        aria-label={t('team.users.title')}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('team.users.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {(['name', 'email', 'role', 'location', 'status', 'actions'] as const).map((c) => (
                <th key={c} scope="col" className="px-2 py-2 font-medium">
                  {t(`team.users.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(users.data ?? []).map((user) => {
              const name = `${user.firstname} ${user.lastname}`;
              const role = user.roles[0]?.name ?? 'User';
              return (
                <tr
                  key={user.id}
                  data-testid="team-user"
                  className="border-b border-slate-100 dark:border-slate-800"
                >
                  <td className="px-2 py-2 font-medium">{name}</td>
                  <td className="px-2 py-2">{user.email}</td>
                  <td className="px-2 py-2">{t(`common:roles.${role}`, { defaultValue: role })}</td>
                  <td className="px-2 py-2">{placeName.get(user.location_id ?? '') ?? ''}</td>
                  <td className="px-2 py-2" data-testid="team-user-status">
                    {t(user.enabled ? 'team.users.active' : 'team.users.inactive')}
                  </td>
                  <td className="px-2 py-2">
                    {user.id !== currentUserId && (
                      <span className="flex gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('team.users.editNamed', { name })}
                          onClick={() => {
                            update.reset();
                            setEditing({ user });
                          }}
                        >
                          {t('team.users.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t(
                            user.enabled ? 'team.users.disableNamed' : 'team.users.enableNamed',
                            { name },
                          )}
                          disabled={update.isPending}
                          onClick={() => toggle(user)}
                        >
                          {t(user.enabled ? 'team.users.disable' : 'team.users.enable')}
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {notice && (
        <p role="status" className="mt-3 text-sm" data-testid="team-users-notice">
          {notice}
        </p>
      )}
      {editing && (
        <UserDialog
          user={editing.user}
          roles={(roles.data ?? []).filter((r) => r.name !== 'SuperAdmin')}
          locations={locations}
          pending={saving.isPending}
          error={
            saving.error
              ? `${t(editing.user ? 'team.users.updateFailed' : 'team.users.inviteFailed')} ${t(errorMessageKey(saving.error))}`
              : null
          }
          onClose={() => setEditing(null)}
          onSave={(input) => {
            const target = editing.user;
            if (target)
              update.mutate(
                { id: target.id, ...input },
                {
                  onSuccess: () => {
                    setNotice(t('team.users.saved', { email: input.email }));
                    setEditing(null);
                  },
                },
              );
            else
              invite.mutate(input, {
                onSuccess: () => {
                  setNotice(t('team.users.invited', { email: input.email }));
                  setEditing(null);
                },
              });
          }}
        />
      )}
    </PanelCard>
  );
}
