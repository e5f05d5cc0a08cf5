import type { TUser } from '@tableside/domain/schemas/users';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';

/** How long the success message stays (docs/product/dashboard-screens.md#success-messages). */
const SUCCESS_MS = 3000;

export function ProfileTab({ user, onSaved }: { user: TUser; onSaved: (user: TUser) => void }) {
  const { t } = useTranslation('dashboard');
  const mutation = useUpdateProfile(user.id, onSaved);
  const { isSuccess, reset } = mutation;
  const [email, setEmail] = useState(user.email);
  // The server asks for the current password before the e-mail (where reset links go) changes.
  const changesEmail = email.trim().toLowerCase() !== user.email.toLowerCase();

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    mutation.mutate({
      firstname: field('firstname'),
      lastname: field('lastname'),
      username: field('username'),
      email: field('email'),
      ...(changesEmail ? { current_password: field('current_password') } : {}),
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} data-testid="profile-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('account.firstname')} name="firstname" defaultValue={user.firstname} />
        <TextField label={t('account.lastname')} name="lastname" defaultValue={user.lastname} />
      </div>
      <TextField label={t('account.username')} name="username" defaultValue={user.username} />
      <TextField
        label={t('account.email')}
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {changesEmail && (
        <TextField
          label={t('account.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      {mutation.isSuccess && (
        <p
          role="status"
          data-testid="profile-saved"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {t('account.saved')}
        </p>
      )}
      {mutation.isError && (
        <p
          role="alert"
          data-testid="profile-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t(
            wrongCurrentPassword(mutation.error)
              ? 'account.currentPasswordIncorrect'
              : 'account.saveFailed',
          )}
        </p>
      )}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}

function wrongCurrentPassword(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Array.isArray(error.details) &&
    error.details.some((d: { field?: string }) => d.field === 'current_password')
  );
}
