import { ForgotPasswordScreen } from '../../features/auth/components/forgot-password-screen.tsx';

export function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
