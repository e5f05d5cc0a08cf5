import { SuperadminScreen } from '../../features/superadmin/components/superadmin-screen.tsx';
import type { SuperadminSection } from '../../features/superadmin/superadmin-nav.ts';

export function SuperadminScreenRoute({ section }: { section: SuperadminSection }) {
  return <SuperadminScreen section={section} />;
}
