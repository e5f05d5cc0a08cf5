import { GraphsScreen } from '../../features/analytics/components/graphs-screen.tsx';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function GraphsRoute() {
  return <AnalyticsFrame route="graphs" render={(id) => <GraphsScreen locationId={id} />} />;
}
