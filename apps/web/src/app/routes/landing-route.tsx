import { LandingPage } from '../../features/public/components/landing-page.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function LandingRoute() {
  return <LandingPage lang={useLang()} />;
}
