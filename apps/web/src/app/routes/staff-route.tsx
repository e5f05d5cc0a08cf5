import { StaffScreen } from '../../features/insights/components/staff-screen.tsx';
import { InsightRouteFrame } from './insight-route-frame.tsx';

export function StaffRoute() {
  return (
    <InsightRouteFrame route="staff">
      {(locationId) => <StaffScreen key={locationId} locationId={locationId} />}
    </InsightRouteFrame>
  );
}
