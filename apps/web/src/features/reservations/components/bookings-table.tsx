import type { TBooking } from '@tableside/domain/schemas/bookings';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../hooks/use-lang.ts';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { formatDateTimeAt } from '../../../lib/format-date.ts';
import { BookingStatus } from './booking-status.tsx';

const COLUMNS = ['guest', 'when', 'party', 'status', 'location', 'review'] as const;

function ReviewLink({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  if (!booking.review) return <span className="text-slate-700 dark:text-slate-300">—</span>;
  return (
    <Link
      data-testid="booking-review-link"
      className="inline-flex items-center gap-1 font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
      to={`/${lang}/dashboard/reviews?review=${booking.review.id}&location=${booking.review.location_id}`}
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {t('reservations.openReview', { count: booking.review.rating })}
    </Link>
  );
}

/**
 * Bookings as a table, and as cards at 640px or narrower; the guest's name opens the booking.
 */
export function BookingsTable({
  bookings,
  onOpen,
}: {
  bookings: TBooking[];
  onOpen: (booking: TBooking) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const guest = (b: TBooking) => (
    <button
      type="button"
      onClick={() => onOpen(b)}
      className="text-left font-semibold text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
    >
      {b.guest_name || t('reservations.unnamed')}
    </button>
  );
  return (
    <>
      <SimpleTable
        caption={t('reservations.tableLabel')}
        columns={COLUMNS.map((c) => t(`reservations.columns.${c}`))}
        className="hidden w-full text-left text-sm sm:table"
        headClassName="border-b border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300"
        headCellClassName="font-medium"
        testId="bookings-table"
      >
        {bookings.map((b) => (
          <tr
            key={b.id}
            data-testid="booking-row"
            className="border-b border-slate-200 dark:border-slate-700"
          >
            <td className="py-2 pr-3">{guest(b)}</td>
            <td className="py-2 pr-3 whitespace-nowrap">
              {formatDateTimeAt(b.starts_at, lang, b.time_zone)}
            </td>
            <td className="py-2 pr-3">{t('reservations.party', { count: b.party_size })}</td>
            <td className="py-2 pr-3">
              <BookingStatus status={b.status} />
            </td>
            <td className="py-2 pr-3">{b.location_name ?? t('reservations.unknownLocation')}</td>
            <td className="py-2">
              <ReviewLink booking={b} />
            </td>
          </tr>
        ))}
      </SimpleTable>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('reservations.tableLabel')}>
        {bookings.map((b) => (
          <li
            key={b.id}
            data-testid="booking-card"
            className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <div className="flex items-center justify-between gap-2">
              {guest(b)}
              <BookingStatus status={b.status} />
            </div>
            <p>
              {formatDateTimeAt(b.starts_at, lang, b.time_zone)} ·{' '}
              {t('reservations.party', { count: b.party_size })}
            </p>
            <p className="text-slate-700 dark:text-slate-300">
              {b.location_name ?? t('reservations.unknownLocation')}
            </p>
            <ReviewLink booking={b} />
          </li>
        ))}
      </ul>
    </>
  );
}
