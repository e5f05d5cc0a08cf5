import { ZBookingCredentials } from '@tableside/domain/schemas/bookings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useBookingAccountActions } from '../api/use-reservations.ts';

/**
 * The booking system's login (e-mail and token), checked against the booking system before it
 * is kept, sealed, on the server. The token is never shown again.
 */
export function BookingCredentialsForm({
  restaurantId,
  onSaved,
}: {
  restaurantId: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { save } = useBookingAccountActions(restaurantId);
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [invalid, setInvalid] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBookingCredentials.safeParse({ email: email.trim(), token });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        setToken('');
        onSaved?.();
      },
    });
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      data-testid="booking-credentials"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-base font-semibold">{t('reservations.credentials.title')}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('reservations.credentials.description')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('reservations.credentials.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid && !ZBookingCredentials.shape.email.safeParse(email.trim()).success}
        />
        <TextField
          label={t('reservations.credentials.token')}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={invalid && !ZBookingCredentials.shape.token.safeParse(token).success}
        />
      </div>
      {invalid && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t('reservations.credentials.invalid')}
        </p>
      )}
      {save.isError && (
        <p
          role="alert"
          data-testid="booking-credentials-error"
          className="text-sm text-red-800 dark:text-red-300"
        >
          {t(errorMessageKey(save.error))}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t('reservations.credentials.checking')
            : t('reservations.credentials.save')}
        </Button>
      </div>
    </form>
  );
}
