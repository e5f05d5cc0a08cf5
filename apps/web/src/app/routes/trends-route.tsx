import { TrendsScreen } from '../../features/analytics/components/trends-screen.tsx';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function TrendsRoute() {
  return <AnalyticsFrame route="trends" render={(id) => <TrendsScreen locationId={id} />} />;
}
