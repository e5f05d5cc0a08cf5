import { useNavigate } from 'react-router';
import { selectRestaurant } from '../../features/auth/session.ts';
import { RestaurantsScreen } from '../../features/superadmin/components/restaurants-screen.tsx';
import { useLang } from '../../hooks/use-lang.ts';

/** "Manage": the SuperAdmin acts on that restaurant and opens its dashboard. */
export function SuperadminRestaurantsRoute() {
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <RestaurantsScreen
      onManage={async (restaurantId) => {
        await selectRestaurant(restaurantId);
        await navigate(`/${lang}/dashboard/home`);
      }}
    />
  );
}
