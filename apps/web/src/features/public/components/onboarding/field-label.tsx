import { useTranslation } from 'react-i18next';

/** A label with the required mark: an asterisk for the eye, the word for screen readers. */
export function FieldLabel({
  htmlFor,
  text,
  required,
}: {
  htmlFor: string;
  text: string;
  required?: boolean;
}) {
  const { t } = useTranslation('public');
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {text}
      {required && (
        <>
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
          <span className="sr-only"> ({t('onboarding.required')})</span>
        </>
      )}
    </label>
  );
}

export const STEP_TITLE = 'text-xl font-bold tracking-tight';
