import {
  Building2,
  ChartLine,
  CreditCard,
  Inbox,
  LayoutDashboard,
  Mail,
  MapPin,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SuperadminSection } from './superadmin-nav.ts';

/** Apart from the section list, which the router reads: icons stay out of the entry chunk. */
export const SECTION_ICONS: Record<SuperadminSection, LucideIcon> = {
  overview: LayoutDashboard,
  restaurants: Building2,
  locations: MapPin,
  users: Users,
  analytics: ChartLine,
  subscriptions: CreditCard,
  leads: Inbox,
  outbox: Mail,
};
