import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { TRole, TUser } from '@tableside/domain/schemas/users';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRestaurantLocationNames } from '../api/use-console-locations.ts';
import type { UserInput } from '../api/use-users.ts';
import { SelectField } from './select-field.tsx';

const REQUIRED = ['username', 'email', 'firstname', 'lastname', 'location_id', 'role'] as const;

/**
 * Add or edit a user (docs/product/console.md#user-form): every field required and trimmed, exactly
 * one role, Active or Inactive. No password field: a new user sets their own from the invitation
 * e-mail.
 */
export function UserFormDialog({
  user,
  roles,
  restaurants,
  pending,
  onSave,
  onMissing,
  onResendInvitation,
  onClose,
}: {
  user: TUser | null;
  roles: readonly TRole[];
  restaurants: readonly TRestaurant[];
  pending: boolean;
  onSave: (input: UserInput) => void;
  onMissing: () => void;
  onResendInvitation?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const [form, setForm] = useState({
    username: user?.username ?? '',
    email: user?.email ?? '',
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    restaurant_id: user?.restaurant_id ?? '',
    location_id: user?.location_id ?? '',
    role: user?.roles[0]?.id ?? '',
    enabled: user?.enabled ?? true,
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  // The chosen restaurant's locations only; past a screenful the picker searches them.
  const choices = useRestaurantLocationNames(form.restaurant_id).data ?? [];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = {
      ...form,
      username: form.username.trim(),
      email: form.email.trim(),
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
    };
    if (REQUIRED.some((key) => !trimmed[key])) {
      onMissing();
      return;
    }
    onSave({
      id: user?.id,
      username: trimmed.username,
      email: trimmed.email,
      firstname: trimmed.firstname,
      lastname: trimmed.lastname,
      location_id: trimmed.location_id,
      restaurant_id: trimmed.restaurant_id || undefined,
      roles: [trimmed.role],
      enabled: trimmed.enabled,
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(user ? 'superadmin.users.editTitle' : 'superadmin.users.addTitle')}
        closeLabel={t('superadmin.actions.close')}
      >
        <form
          className="flex flex-col gap-4 p-5"
          onSubmit={handleSubmit}
          noValidate
          data-testid="user-form"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('superadmin.users.username')}
              value={form.username}
              required
              onChange={(e) => set({ username: e.target.value })}
            />
            <TextField
              label={t('superadmin.users.email')}
              type="email"
              value={form.email}
              required
              onChange={(e) => set({ email: e.target.value })}
            />
            <TextField
              label={t('superadmin.users.firstname')}
              value={form.firstname}
              required
              onChange={(e) => set({ firstname: e.target.value })}
            />
            <TextField
              label={t('superadmin.users.lastname')}
              value={form.lastname}
              required
              onChange={(e) => set({ lastname: e.target.value })}
            />
            <SelectField
              label={t('superadmin.users.restaurant')}
              value={form.restaurant_id}
              required
              onChange={(restaurant_id) => set({ restaurant_id, location_id: '' })}
              options={[
                { value: '', label: t('superadmin.locations.chooseRestaurant') },
                ...restaurants.map((r) => ({ value: r.id, label: r.name })),
              ]}
            />
            <LocationPicker
              label={t('superadmin.users.location')}
              labelClassName="text-sm font-medium text-slate-800 dark:text-slate-200"
              locations={choices}
              value={form.location_id || null}
              required
              onChange={(id) => set({ location_id: id ?? '' })}
              emptyLabel={t('superadmin.users.chooseLocation')}
            />
            <SelectField
              label={t('superadmin.users.role')}
              value={form.role}
              required
              onChange={(role) => set({ role })}
              options={[
                { value: '', label: t('superadmin.users.chooseRole') },
                ...roles.map((r) => ({ value: r.id, label: t(`common:roles.${r.name}`, r.name) })),
              ]}
            />
            <SelectField
              label={t('superadmin.users.status')}
              value={form.enabled ? 'active' : 'inactive'}
              onChange={(value) => set({ enabled: value === 'active' })}
              options={[
                { value: 'active', label: t('superadmin.users.active') },
                { value: 'inactive', label: t('superadmin.users.inactive') },
              ]}
            />
          </div>
          {!user && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('superadmin.users.inviteNote')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {onResendInvitation && (
              <Button variant="ghost" className="mr-auto" onClick={onResendInvitation}>
                {t('superadmin.users.resendInvitation')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="user-submit">
              {pending
                ? t('common:loading')
                : t(user ? 'superadmin.actions.save' : 'superadmin.users.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
