import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { ReservationsScreen } from '../../features/reservations/components/reservations-screen.tsx';
import { RequireRoute } from '../guards/require-route.tsx';

/** Reservations: the restaurant's bookings, for the whole group (bookings name their venue). */
export function ReservationsRoute() {
  const { t } = useTranslation('dashboard');
  const { me } = useSignedInSession();
  return (
    <RequireRoute route="reservations">
      <div className="flex flex-col gap-6" data-testid="screen-reservations">
        <ScreenHeader route="reservations" subtitle={t('routes.reservations.description')} />
        {me.restaurant && <ReservationsScreen restaurantId={me.restaurant.id} />}
      </div>
    </RequireRoute>
  );
}
