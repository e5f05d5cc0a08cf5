import type { TBooking } from '@tableside/domain/schemas/bookings';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
import {
  useBookingAccount,
  useBookingAccountActions,
  useBookings,
} from '../api/use-reservations.ts';
import { BookingCredentialsForm } from './booking-credentials-form.tsx';
import { BookingDetail } from './booking-detail.tsx';
import { BookingsTable } from './bookings-table.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/** Errors the credentials form fixes: no login yet, or one the booking system refuses. */
const CREDENTIAL_ERRORS = ['booking_not_configured', 'booking_jwt_missing'];

/**
 * Reservations: the restaurant's bookings from its booking system, 50 a page, each with the
 * review its guest wrote after the visit (verified guest); the booking login for the Admin.
 */
export function ReservationsScreen({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const account = useBookingAccount(restaurantId);
  const { remove } = useBookingAccountActions(restaurantId);
  const bookings = useBookings(restaurantId);
  const [editing, setEditing] = useState(false);
  const rows = bookings.data?.pages.flatMap((p) => p.bookings) ?? [];
  const source = bookings.data?.pages[0]?.source;
  const openId = params.get('booking');
  // A failed later page keeps the rows; only a failed first page replaces them.
  const error = bookings.data ? null : bookings.error;
  const credentialError =
    error instanceof ApiError && error.code !== null && CREDENTIAL_ERRORS.includes(error.code);
  const notEnabled = account.data && !account.data.enabled;

  const open = (booking: TBooking | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (booking) next.set('booking', booking.id);
        else next.delete('booking');
        return next;
      },
      { replace: true },
    );

  if (notEnabled)
    return (
      <EmptyState
        icon={CalendarCheck}
        title={t('reservations.notEnabledTitle')}
        description={t('reservations.notEnabled')}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      {account.data && (
        <section
          aria-label={t('reservations.account.label')}
          data-testid="booking-account"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <p className="grow">
            {account.data.configured
              ? t(
                  account.data.status === 'failed'
                    ? 'reservations.account.failed'
                    : 'reservations.account.connected',
                  { email: account.data.email ?? '' },
                )
              : account.data.demo
                ? t('reservations.account.demo')
                : t('reservations.account.none')}
          </p>
          {!editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {account.data.configured
                ? t('reservations.account.change')
                : t('reservations.account.connect')}
            </Button>
          )}
          {account.data.configured && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              {t('reservations.account.disconnect')}
            </Button>
          )}
        </section>
      )}
      {(editing || credentialError) && (
        <BookingCredentialsForm restaurantId={restaurantId} onSaved={() => setEditing(false)} />
      )}
      {bookings.isPending && <Spinner label={t('reservations.loading')} showLabel />}
      {error && (
        <div role="alert" data-testid="bookings-error" className="flex flex-col items-start gap-2">
          <p className="font-medium">{t('reservations.loadFailed')}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t(errorMessageKey(error))}</p>
          {!credentialError && (
            <Button variant="secondary" size="sm" onClick={() => void bookings.refetch()}>
              {t('common:actions.retry')}
            </Button>
          )}
        </div>
      )}
      {bookings.data && (
        <>
          {source === 'demo' && (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="bookings-demo">
              {t('reservations.demoNote')}
            </p>
          )}
          {rows.length ? (
            <BookingsTable bookings={rows} onOpen={open} />
          ) : (
            <p className="text-sm">{t('common:table.noData')}</p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <p
              role="status"
              className="text-sm text-slate-700 dark:text-slate-300"
              data-testid="bookings-count"
            >
              {t('reservations.count', { count: rows.length })}
            </p>
            {bookings.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                disabled={bookings.isFetchingNextPage}
                onClick={() => void bookings.fetchNextPage()}
              >
                {bookings.isFetchingNextPage ? t('common:loading') : t('reservations.loadMore')}
              </Button>
            )}
          </div>
          {bookings.isFetchNextPageError && <ErrorText error={bookings.error} />}
        </>
      )}
      <BookingDetail restaurantId={restaurantId} bookingId={openId} onClose={() => open(null)} />
    </div>
  );
}
