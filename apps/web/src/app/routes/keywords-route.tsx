import { KeywordsScreen } from '../../features/insights/components/keywords-screen.tsx';
import { InsightRouteFrame } from './insight-route-frame.tsx';

export function KeywordsRoute() {
  return (
    <InsightRouteFrame route="keywords">
      {(locationId) => <KeywordsScreen key={locationId} locationId={locationId} />}
    </InsightRouteFrame>
  );
}
