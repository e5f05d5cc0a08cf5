import { SetPasswordScreen } from '../../features/auth/components/set-password-screen.tsx';

export function SetPasswordRoute() {
  return <SetPasswordScreen />;
}
