import { CallbackScreen } from '../../features/auth/components/callback-screen.tsx';

export function CallbackRoute() {
  return <CallbackScreen />;
}
