import { MenuCatalogue } from '../../features/insights/components/menu-catalogue.tsx';
import { MenuInsights } from '../../features/insights/components/menu-insights.tsx';
import { InsightRouteFrame } from './insight-route-frame.tsx';

export function MenuRoute() {
  return (
    <InsightRouteFrame route="menu">
      {(locationId) => (
        <>
          <MenuInsights key={locationId} locationId={locationId} />
          <MenuCatalogue />
        </>
      )}
    </InsightRouteFrame>
  );
}
