import { CircleAlert } from 'lucide-react';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { MissingTokenError, exchangeCode } from '../session.ts';

type Outcome = { ok: true } | { ok: false; message: string | null; key: string };

/** One exchange per code, whatever React re-renders: a code is single-use. */
const exchanges = new Map<string, Promise<Outcome>>();

function exchangeOnce(code: string, state: string | null, iss: string | null): Promise<Outcome> {
  let outcome = exchanges.get(code);
  if (!outcome) {
    outcome = exchangeCode(code, state, iss).then(
      (): Outcome => ({ ok: true }),
      (error: unknown): Outcome => {
        if (error instanceof MissingTokenError)
          return { ok: false, message: null, key: 'callback.noToken' };
        // The server's message is preferred (docs/product/sign-in.md#sign-in-callback); else 'Code
        // exchange failed'.
        const message = error instanceof ApiError && error.status > 0 ? error.message : null;
        return { ok: false, message, key: 'callback.exchangeFailed' };
      },
    );
    exchanges.set(code, outcome);
  }
  return outcome;
}

function Failure({ text }: { text: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div
        role="alert"
        className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-red-300 bg-red-50 p-8 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <CircleAlert aria-hidden="true" className="size-8" />
        <h1 className="font-semibold">{text}</h1>
        <Link to={`/${lang}/login`} className={buttonClass('primary')}>
          {t('callback.backToLogin')}
        </Link>
      </div>
    </main>
  );
}

function Exchange({
  code,
  state,
  iss,
}: {
  code: string;
  state: string | null;
  iss: string | null;
}) {
  const { t } = useTranslation();
  const outcome = use(exchangeOnce(code, state, iss));
  // On success the public-only guard redirects as the login page does.
  if (outcome.ok) return <FullScreenSpinner label={t('callback.working')} />;
  return <Failure text={t('callback.failed', { error: outcome.message ?? t(outcome.key) })} />;
}

/**
 * The OpenID Connect callback (docs/product/sign-in.md#sign-in-callback): reads code, error and
 * error_description.
 */
export function CallbackScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const error = params.get('error');
  const code = params.get('code');
  if (error) {
    return (
      <Failure text={t('callback.failed', { error: params.get('error_description') ?? error })} />
    );
  }
  if (!code) return <Failure text={t('callback.noCode')} />;
  return (
    <Suspense fallback={<FullScreenSpinner label={t('callback.working')} />}>
      <Exchange code={code} state={params.get('state')} iss={params.get('iss')} />
    </Suspense>
  );
}
