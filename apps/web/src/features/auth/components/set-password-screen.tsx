import { LIMITS } from '@tableside/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { ApiError, apiData } from '../../../lib/api-client.ts';

type State = { kind: 'form'; error: string | null } | { kind: 'done'; username: string };

/**
 * The page of an e-mailed link: an invitee chooses their own password, or someone who forgot
 * theirs chooses a new one (docs/product/sign-in.md#password-reset); then they sign in.
 */
export function SetPasswordScreen({ purpose = 'invite' }: { purpose?: 'invite' | 'reset' }) {
  const { t } = useTranslation();
  // The reset's own wording where it differs from the invitation's.
  const text = (key: 'title' | 'subtitle' | 'submit' | 'badLink' | 'done') =>
    purpose === 'reset' ? `resetPassword.${key}` : `setPassword.${key}`;
  const lang = useLang();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'form', error: null });
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirm'))) {
      setState({ kind: 'form', error: t('setPassword.mismatch') });
      return;
    }
    setPending(true);
    try {
      const { username } = await apiData<{ username: string }>('/v1/auth/set-password', {
        method: 'POST',
        auth: false,
        body: { token, password },
      });
      setState({ kind: 'done', username });
    } catch (error) {
      const badLink =
        error instanceof ApiError &&
        Array.isArray(error.details) &&
        error.details.some((d: { field?: string }) => d.field === 'token');
      setState({ kind: 'form', error: t(badLink ? text('badLink') : 'setPassword.failed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t(text('title'))}</h1>
        {state.kind === 'done' ? (
          <div className="mt-6 flex flex-col gap-4" role="status">
            <p>{t(text('done'), { username: state.username })}</p>
            <Link to={`/${lang}/login`} className={buttonClass('primary')}>
              {t('setPassword.signIn')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(text('subtitle'), { min: LIMITS.passwordMin })}
            </p>
            {state.error && (
              <p
                role="alert"
                className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              >
                {state.error}
                {purpose === 'reset' && (
                  <>
                    {' '}
                    <Link to={`/${lang}/forgot-password`} className="underline">
                      {t('resetPassword.askAgain')}
                    </Link>
                  </>
                )}
              </p>
            )}
            <form className="mt-6 flex flex-col gap-4" onSubmit={(e) => void handleSubmit(e)}>
              <TextField
                label={t('setPassword.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={LIMITS.passwordMin}
                maxLength={LIMITS.passwordMax}
                required
              />
              <TextField
                label={t('setPassword.confirm')}
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
              />
              <Button type="submit" disabled={pending || !token} className="mt-2 w-full">
                {pending ? t('loading') : t(text('submit'))}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
