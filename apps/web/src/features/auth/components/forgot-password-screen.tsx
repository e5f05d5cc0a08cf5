import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { postForgotPassword } from '../api/auth-api.ts';

type State = 'form' | 'sent';

/**
 * "Forgot password?" (docs/product/sign-in.md#password-reset): the server answers the same
 * whether or not the address has an account, and so does this screen.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const [state, setState] = useState<State>('form');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await postForgotPassword(String(form.get('email')));
      setState('sent');
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setError(code === 'rate_limited' ? t('errors.rate_limited') : t('forgotPassword.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t('forgotPassword.title')}</h1>
        {state === 'sent' ? (
          <p role="status" className="mt-6" data-testid="forgot-password-sent">
            {t('forgotPassword.sent')}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('forgotPassword.subtitle')}
            </p>
            {error && (
              <p
                role="alert"
                className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              >
                {error}
              </p>
            )}
            <form className="mt-6 flex flex-col gap-4" onSubmit={(e) => void handleSubmit(e)}>
              <TextField
                label={t('forgotPassword.email')}
                name="email"
                type="email"
                autoComplete="username"
                placeholder={t('auth.emailPlaceholder')}
                required
              />
              <Button type="submit" disabled={pending} className="mt-2 w-full">
                {pending ? t('loading') : t('forgotPassword.submit')}
              </Button>
            </form>
          </>
        )}
        <Link
          to={`/${lang}/login`}
          className="mt-6 inline-block text-sm text-blue-800 underline dark:text-blue-300"
        >
          {t('forgotPassword.back')}
        </Link>
      </div>
    </div>
  );
}
