import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { getOidcConfig, type OidcConfig } from '../api/auth-api.ts';

let config: Promise<OidcConfig> | null = null;

function oidcConfig(): Promise<OidcConfig> {
  config ??= getOidcConfig().catch(() => ({ enabled: false, name: null }));
  return config;
}

/**
 * "Sign in with {name}" when the server has an OpenID Connect provider
 * (docs/product/sign-in.md#sign-in).
 */
export function OidcSignIn() {
  const { t } = useTranslation();
  const lang = useLang();
  const { enabled, name } = use(oidcConfig());
  if (!enabled) return null;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-center text-xs tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {t('auth.or')}
      </p>
      {/* A full navigation: the provider's redirect must leave the app. */}
      <a
        href={`/v1/auth/oidc/start?lang=${lang}`}
        className={buttonClass('secondary', 'w-full')}
        data-testid="oidc-sign-in"
      >
        {t('auth.signInWith', { name: name ?? t('auth.sso') })}
      </a>
    </div>
  );
}
