import {
  Building2,
  ChartLine,
  CreditCard,
  LayoutDashboard,
  MapPin,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type SuperadminSection =
  'overview' | 'restaurants' | 'locations' | 'users' | 'analytics' | 'subscriptions';

/** The console's sidebar entries (public-site-onboarding-superadmin.md §2), each with a subtitle. */
export const SUPERADMIN_SECTIONS: readonly {
  id: SuperadminSection;
  /** Relative to /{lang}/superadmin; '' is the index (System Overview). */
  path: string;
  icon: LucideIcon;
}[] = [
  { id: 'overview', path: '', icon: LayoutDashboard },
  { id: 'restaurants', path: 'restaurants', icon: Building2 },
  { id: 'locations', path: 'locations', icon: MapPin },
  { id: 'users', path: 'users', icon: Users },
  { id: 'analytics', path: 'analytics', icon: ChartLine },
  { id: 'subscriptions', path: 'subscriptions', icon: CreditCard },
];
