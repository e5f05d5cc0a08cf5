import { showsEmailError, type OnboardingDraft } from '@tableside/domain/onboarding';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../../components/ui/field.ts';
import { FieldLabel, STEP_TITLE } from './field-label.tsx';

type Props = { draft: OnboardingDraft; update: (patch: Partial<OnboardingDraft>) => void };

const FIELDS = [
  ['businessName', 'businessName', 'text', 'organization'],
  ['contactName', 'contactName', 'text', 'name'],
  ['contactEmail', 'email', 'email', 'email'],
  ['contactPhone', 'phone', 'tel', 'tel'],
] as const;

/**
 * All four are marked required; only the name and e-mail block
 * (docs/product/onboarding.md#step-validity).
 */
export function BusinessStep({ draft, update }: Props) {
  const { t } = useTranslation('public');
  const emailError = showsEmailError(draft.contactEmail);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={STEP_TITLE}>{t('onboarding.business.title')}</legend>
      {FIELDS.map(([field, label, type, autoComplete]) => {
        const id = `onboarding-${field}`;
        const blocking = field === 'businessName' || field === 'contactEmail';
        const invalid = field === 'contactEmail' && emailError;
        return (
          <div key={field} className="flex flex-col gap-1">
            <FieldLabel htmlFor={id} text={t(`onboarding.business.${label}`)} required />
            <input
              id={id}
              type={type}
              autoComplete={autoComplete}
              value={draft[field]}
              required={blocking}
              maxLength={field === 'contactEmail' ? 254 : 200}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => update({ [field]: event.target.value })}
              className={FIELD_CLASS}
              data-testid={id}
            />
            {invalid && (
              <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
                {t('onboarding.business.invalidEmail')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
