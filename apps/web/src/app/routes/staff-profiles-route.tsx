import { useParams } from 'react-router';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { StaffProfile } from '../../features/insights/components/staff-profile.tsx';
import { StaffRoster } from '../../features/insights/components/staff-roster.tsx';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { InsightRouteFrame } from './insight-route-frame.tsx';

/** The roster, or one person's page when the path names them. */
export function StaffProfilesRoute() {
  const { memberId } = useParams();
  const { role } = useSignedInSession();
  const { locations } = useSelectedLocation();
  return (
    <InsightRouteFrame route="staff/profiles">
      {() =>
        memberId ? (
          <StaffProfile key={memberId} memberId={memberId} />
        ) : (
          <StaffRoster
            canManage={role === 'Admin' || role === 'SuperAdmin'}
            locations={locations}
          />
        )
      }
    </InsightRouteFrame>
  );
}
