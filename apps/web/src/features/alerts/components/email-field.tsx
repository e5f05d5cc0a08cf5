import { alertEmailProblem } from '@tableside/domain/alerts';
import { clsx } from 'clsx';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The alert address with its edit mode (docs/product/alerts.md#alert-settings): read-only until
 * Edit; while editing, an address breaking the e-mail rule shows the invalid-email message, marks
 * the field and disables saving; a successful save returns to read-only. The address being typed
 * (`draft`, null when not editing) is the caller's: the e-mail switch follows it too.
 */
export function EmailField({
  email,
  emailAlertsOn,
  saving,
  onSave,
  draft,
  setDraft,
}: {
  email: string;
  emailAlertsOn: boolean;
  saving: boolean;
  onSave: (email: string, done: () => void) => void;
  draft: string | null;
  setDraft: (draft: string | null) => void;
}) {
  const { t } = useTranslation('dashboard');

  if (draft === null) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id="alerts-email-label">
          {t('alerts.settings.address')}
        </span>
        <div className="flex items-center gap-3">
          <span
            className="text-sm"
            data-testid="alerts-email-value"
            aria-labelledby="alerts-email-label"
          >
            {email || t('alerts.settings.noAddress')}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDraft(email)}
            data-testid="alerts-email-edit"
          >
            {t('alerts.settings.edit')}
          </Button>
        </div>
      </div>
    );
  }

  const problem = alertEmailProblem(draft);
  const invalid = problem === 'invalid' || (problem === 'empty' && emailAlertsOn);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave(draft, () => setDraft(null));
  };
  return (
    <form className="flex flex-col gap-1" onSubmit={handleSubmit} noValidate>
      <label htmlFor="alerts-email-input" className="text-sm font-medium">
        {t('alerts.settings.address')}
      </label>
      <input
        id="alerts-email-input"
        data-testid="alerts-email-input"
        type="email"
        autoComplete="email"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'alerts-email-error' : undefined}
        className={clsx(
          'rounded-md border bg-white px-3 py-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100',
          invalid
            ? 'border-red-600 ring-1 ring-red-600 dark:border-red-400 dark:ring-red-400'
            : 'border-slate-400 dark:border-slate-500',
        )}
      />
      {invalid && (
        <p
          id="alerts-email-error"
          data-testid="alerts-email-invalid"
          className="text-sm text-red-700 dark:text-red-300"
        >
          {t('alerts.settings.invalidEmail')}
        </p>
      )}
      <div className="mt-1 flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={invalid || saving}
          data-testid="alerts-email-save"
        >
          {saving ? t('account.saving') : t('account.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
          {t('alerts.settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
