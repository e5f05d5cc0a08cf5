import { ALERT_DIGESTS, alertEmailProblem, emailToggleDisabled } from '@tableside/domain/alerts';
import type { TAlertConfigUpdate } from '@tableside/domain/schemas/alerts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAlertConfig, useSaveAlertConfig } from '../api/use-alert-config.ts';
import type { AlertConfig } from '../alert-types.ts';
import { EmailField } from './email-field.tsx';

/**
 * The notifications tab of the account dialog (docs/product/alerts.md#alert-settings): where alerts
 * go, in-app and e-mail toggles, and how e-mails are grouped. Every change saves the whole
 * configuration.
 */
export function NotificationsTab() {
  const { t } = useTranslation('dashboard');
  const config = useAlertConfig();
  const save = useSaveAlertConfig();
  // The address being typed, if any: an invalid one disables the e-mail switch at once.
  const [draft, setDraft] = useState<string | null>(null);

  if (!config.data) {
    return config.isError ? (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        {t('alerts.settings.loadFailed')}
      </p>
    ) : (
      <Spinner label={t('common:loading')} showLabel />
    );
  }
  const current: AlertConfig = config.data;
  const busy = config.isFetching || save.isPending;
  const address = draft ?? current.email;
  const saveWith = (change: Partial<TAlertConfigUpdate>, onSaved?: () => void) =>
    save.mutate({ ...current, ...change }, { onSuccess: onSaved });

  return (
    <div className="flex flex-col gap-5" data-testid="notifications-tab">
      <EmailField
        email={current.email}
        emailAlertsOn={current.email_alerts_enabled}
        saving={save.isPending}
        onSave={(email, done) => saveWith({ email }, done)}
        draft={draft}
        setDraft={setDraft}
      />
      <Switch
        id="alerts-in-app"
        testId="alerts-in-app"
        label={t('alerts.settings.inApp')}
        checked={current.client_alerts_enabled}
        disabled={busy}
        onChange={(on) => saveWith({ client_alerts_enabled: on })}
      />
      <div className="flex flex-col gap-1">
        <Switch
          id="alerts-email"
          testId="alerts-email"
          label={t('alerts.settings.email')}
          checked={current.email_alerts_enabled}
          disabled={emailToggleDisabled(address, busy)}
          onChange={(on) => saveWith({ email_alerts_enabled: on })}
        />
        {alertEmailProblem(address) && (
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {t('alerts.settings.emailNeedsAddress')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="alerts-digest" className="text-sm font-medium">
          {t('alerts.settings.digest')}
        </label>
        <select
          id="alerts-digest"
          data-testid="alerts-digest"
          className={FIELD_CLASS}
          value={current.digest}
          disabled={busy || !current.email_alerts_enabled}
          onChange={(event) => saveWith({ digest: event.target.value as AlertConfig['digest'] })}
        >
          {ALERT_DIGESTS.map((digest) => (
            <option key={digest} value={digest}>
              {t(`alerts.settings.digests.${digest}`)}
            </option>
          ))}
        </select>
      </div>
      {save.isError && (
        <p
          role="alert"
          data-testid="alerts-settings-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t('alerts.settings.saveFailed')}
        </p>
      )}
    </div>
  );
}
