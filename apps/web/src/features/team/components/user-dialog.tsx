import type { TLocationName } from '@tableside/domain/schemas/locations';
import type { TRole, TUser } from '@tableside/domain/schemas/users';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';
import type { TeamUserInput } from '../api/team-api.ts';

/**
 * Invite a user (they choose their own password from the e-mail) or edit one: names, e-mail,
 * role up to Admin, and home location. A Manager works at their home location only.
 */
export function UserDialog({
  user,
  roles,
  locations,
  pending,
  error,
  onSave,
  onClose,
}: {
  user: TUser | null;
  roles: readonly TRole[];
  locations: readonly TLocationName[];
  pending: boolean;
  error: string | null;
  onSave: (input: TeamUserInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [form, setForm] = useState({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    username: user?.username ?? '',
    role: user?.roles[0]?.id ?? '',
    location_id: user?.location_id ?? locations[0]?.id ?? '',
  });
  const [missing, setMissing] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const email = form.email.trim();
    const input = {
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email,
      username: form.username.trim() || email,
      location_id: form.location_id,
      roles: form.role ? [form.role] : [],
    };
    if (!input.firstname || !input.lastname || !email || !form.role || !form.location_id) {
      setMissing(true);
      return;
    }
    const manager = roles.find((r) => r.id === form.role)?.name === 'Manager';
    onSave({ ...input, location_ids: manager ? [form.location_id] : null });
  }

  const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={
          user
            ? t('team.users.editTitle', { name: `${user.firstname} ${user.lastname}` })
            : t('team.users.inviteTitle')
        }
        closeLabel={t('team.close')}
      >
        <form className="flex flex-col gap-4 p-5" onSubmit={handleSubmit} noValidate>
          {!user && <p className="text-sm">{t('team.users.inviteHelp')}</p>}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('team.users.firstname')}
              value={form.firstname}
              onChange={(e) => set({ firstname: e.target.value })}
              required
            />
            <TextField
              label={t('team.users.lastname')}
              value={form.lastname}
              onChange={(e) => set({ lastname: e.target.value })}
              required
            />
            <TextField
              label={t('team.users.email')}
              type="email"
              value={form.email}
              onChange={(e) => set({ email: e.target.value })}
              required
            />
            <TextField
              label={t('team.users.username')}
              value={form.username}
              onChange={(e) => set({ username: e.target.value })}
              placeholder={form.email}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="team-user-role" className={labelClass}>
                {t('team.users.role')}
              </label>
              <select
                id="team-user-role"
                value={form.role}
                onChange={(event) => set({ role: event.target.value })}
                className={FIELD_CLASS}
                required
              >
                <option value="">{t('team.users.chooseRole')}</option>
                {roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {t(`common:roles.${r.name}`, { defaultValue: r.name })}
                  </option>
                ))}
              </select>
            </div>
            <LocationPicker
              label={t('team.users.location')}
              labelClassName={labelClass}
              locations={locations}
              value={form.location_id || null}
              required
              onChange={(id) => set({ location_id: id ?? '' })}
            />
          </div>
          {missing && (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {t('team.users.required')}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('common:loading') : user ? t('team.save') : t('team.users.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
