import type { TSourcePlatformState } from '@tableside/domain/schemas/sources';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageKey } from '../../../lib/api-client.ts';
import { authorizeSource, deleteAccount, saveApiKey } from '../api/sources-api.ts';
import { useSourceAction } from '../api/use-sources.ts';

/** The restaurant's account on the platform: Google's consent, or an API key; and disconnect. */
export function AccountControls({
  restaurantId,
  platform,
  name,
}: {
  restaurantId: string;
  platform: TSourcePlatformState;
  name: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const [apiKey, setApiKey] = useState('');
  const key = platform.platform;
  const signIn = useSourceAction(restaurantId, async () => {
    const { url } = await authorizeSource(restaurantId, key, i18n.language);
    window.location.assign(url);
  });
  const saveKey = useSourceAction(restaurantId, (value: string) =>
    saveApiKey(restaurantId, key, value),
  );
  const disconnect = useSourceAction(restaurantId, () => deleteAccount(restaurantId, key));
  const failed = signIn.error ?? saveKey.error ?? disconnect.error;
  // The platform's own words when it refused the credentials (features/sources/verify-credentials.ts).
  const reason =
    failed instanceof ApiError
      ? (failed.details as { reason?: unknown } | null)?.reason
      : undefined;

  function submitKey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apiKey.trim()) saveKey.mutate(apiKey.trim(), { onSuccess: () => setApiKey('') });
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      {platform.account?.last_error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {platform.account.last_error}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {platform.connect === 'oauth' &&
          (platform.configured ? (
            <Button
              type="button"
              variant={platform.account ? 'secondary' : 'primary'}
              size="sm"
              disabled={signIn.isPending}
              onClick={() => signIn.mutate(undefined)}
            >
              {t(platform.account ? 'sources.reconnect' : 'sources.connect', { platform: name })}
            </Button>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('sources.notConfigured', { platform: name })}
            </p>
          ))}
        {platform.connect === 'api_key' && (
          <form className="flex flex-wrap items-end gap-2" onSubmit={submitKey}>
            <TextField
              label={t(`sources.credential.${key}`)}
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={saveKey.isPending || !apiKey.trim()}>
              {t('sources.saveKey')}
            </Button>
          </form>
        )}
        {platform.account && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate(undefined)}
          >
            {t('sources.disconnectAccount', { platform: name })}
          </Button>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t(errorMessageKey(failed), { platform: name })}
          {typeof reason === 'string' && reason && (
            <span className="block" data-testid="platform-reason">
              {t('sources.platformSaid', { platform: name, reason })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
