import { BadgeCheck } from 'lucide-react';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { VerifiedBooking } from '../api/use-verified-guests.ts';

/** The bookings of the reviews on screen, by review id (empty without reservations). */
export const VerifiedGuestsContext = createContext<ReadonlyMap<string, VerifiedBooking>>(new Map());

/** "Verified guest": the author booked before writing; the booking is one click away. */
export function VerifiedGuestBadge({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const booking = use(VerifiedGuestsContext).get(reviewId);
  if (!booking) return null;
  return (
    <Link
      to={`/${lang}/dashboard/reservations?booking=${booking.id}`}
      data-testid="verified-guest"
      className="inline-flex items-center gap-1 self-start rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 underline-offset-2 hover:underline dark:bg-emerald-950 dark:text-emerald-100"
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('reviews.verifiedGuest')}
      <span className="sr-only">
        {t('reviews.verifiedGuestBooking', {
          date: formatDate(booking.starts_at, lang),
          count: booking.party_size,
        })}
      </span>
    </Link>
  );
}
