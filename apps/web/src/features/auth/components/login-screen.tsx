import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../hooks/use-lang.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { storePreferredLanguage } from '../../../lib/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSession } from '../hooks/use-session.ts';
import { signIn } from '../session.ts';
import { OidcSignIn } from './oidc-sign-in.tsx';

/**
 * The API's refusal ('Authentication failed') or, when the server was not reached,
 * docs/product/sign-in.md#login-screen's text.
 */
function loginErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code) return `errors.${error.code}`;
  return 'auth.loginError';
}

/**
 * docs/product/sign-in.md#login-screen: title, subtitle, required e-mail and password, loading
 * label, red error box.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const lang = useLang();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const expired = session.status === 'signedOut' && session.reason === 'expired';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setErrorKey(null);
    try {
      // On success the public-only guard sends the user to their home.
      await signIn(String(form.get('email')), String(form.get('password')));
      // Signing in on /fr/login is choosing French: later visits without a prefix keep it.
      storePreferredLanguage(lang);
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setPending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t('auth.title')}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('auth.subtitle')}</p>
        {expired && !errorKey && (
          <p
            role="status"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('errors.token_invalid')}
          </p>
        )}
        {errorKey && (
          <p
            role="alert"
            data-testid="login-error"
            className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {t(errorKey)}
          </p>
        )}
        <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="username"
            placeholder={t('auth.emailPlaceholder')}
            required
          />
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Link
            to={`/${lang}/forgot-password`}
            className="self-end text-sm text-blue-800 underline dark:text-blue-300"
          >
            {t('auth.forgot')}
          </Link>
          <Button type="submit" disabled={pending} className="mt-2 w-full">
            {pending ? t('auth.submitting') : t('auth.submit')}
          </Button>
        </form>
        <Suspense fallback={null}>
          <OidcSignIn />
        </Suspense>
      </div>
    </div>
  );
}
