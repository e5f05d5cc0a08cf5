import { SetPasswordScreen } from '../../features/auth/components/set-password-screen.tsx';

export function SetPasswordRoute() {
  return <SetPasswordScreen />;
}

/** The link of a password reset e-mail. */
export function ResetPasswordRoute() {
  return <SetPasswordScreen purpose="reset" />;
}
