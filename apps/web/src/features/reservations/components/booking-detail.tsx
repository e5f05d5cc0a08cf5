import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatDateTimeAt } from '../../../lib/format-date.ts';
import { useBooking } from '../api/use-reservations.ts';
import { BookingStatus } from './booking-status.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/**
 * One booking, read again from the booking system
 * (docs/product/reservations-and-socials.md#booking-system).
 */
export function BookingDetail({
  restaurantId,
  bookingId,
  onClose,
}: {
  restaurantId: string;
  bookingId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const booking = useBooking(restaurantId, bookingId);
  const data = booking.data;
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      {bookingId && (
        <DialogContent
          title={
            data
              ? t('reservations.detail.title', { guest: data.guest_name })
              : t('reservations.detail.loading')
          }
          closeLabel={t('common:actions.close')}
        >
          <div className="flex flex-col gap-4 p-5" data-testid="booking-detail">
            {booking.isError && <ErrorText error={booking.error} />}
            {!data && !booking.isError && <p className="text-sm">{t('common:loading')}</p>}
            {data && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-medium">{t('reservations.columns.when')}</dt>
                <dd>{formatDateTimeAt(data.starts_at, lang, data.time_zone)}</dd>
                <dt className="font-medium">{t('reservations.columns.party')}</dt>
                <dd>{t('reservations.party', { count: data.party_size })}</dd>
                <dt className="font-medium">{t('reservations.columns.status')}</dt>
                <dd>
                  <BookingStatus status={data.status} />
                </dd>
                <dt className="font-medium">{t('reservations.columns.location')}</dt>
                <dd>{data.location_name ?? t('reservations.unknownLocation')}</dd>
                <dt className="font-medium">{t('reservations.columns.review')}</dt>
                <dd>
                  {data.review ? (
                    <Link
                      className="font-medium text-blue-800 underline dark:text-blue-300"
                      to={`/${lang}/dashboard/reviews?review=${data.review.id}&location=${data.review.location_id}`}
                    >
                      {t('reservations.openReview', { count: data.review.rating })}
                    </Link>
                  ) : (
                    t('reservations.noReview')
                  )}
                </dd>
              </dl>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
