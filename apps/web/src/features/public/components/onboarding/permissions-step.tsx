import type { OnboardingDraft } from '@tableside/domain/onboarding';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Dialog, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { STEP_TITLE } from './field-label.tsx';
import { HelpDialog } from './help-dialog.tsx';

type Props = {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
  supportEmail: string;
};

export function PermissionsStep({ draft, update, supportEmail }: Props) {
  const { t } = useTranslation('public');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={STEP_TITLE}>{t('onboarding.permissions.title')}</legend>
      <p className="text-slate-700 dark:text-slate-300">{t('onboarding.permissions.body')}</p>
      <label className="flex items-start gap-3">
        <Checkbox
          checked={draft.permissionsConfirmed}
          onChange={(event) => update({ permissionsConfirmed: event.target.checked })}
          className="mt-1"
          data-testid="onboarding-permissions"
        />
        <span>{t('onboarding.permissions.confirm')}</span>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="secondary" data-testid="onboarding-show-me-how">
              {t('onboarding.permissions.showMe')}
            </Button>
          </DialogTrigger>
          <HelpDialog supportEmail={supportEmail} />
        </Dialog>
        <a
          href={`mailto:${supportEmail}`}
          className="text-sm text-blue-800 underline dark:text-blue-300"
          data-testid="onboarding-support"
        >
          {t('onboarding.permissions.support', { email: supportEmail })}
        </a>
      </div>
    </fieldset>
  );
}
