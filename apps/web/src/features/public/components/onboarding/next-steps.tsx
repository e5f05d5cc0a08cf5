import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEP_TITLE } from './field-label.tsx';

const ITEMS = ['accept', 'monitor', 'email', 'trial'] as const;

export function NextSteps() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="next-steps-title" className="flex flex-col gap-4">
      <h2 id="next-steps-title" className={STEP_TITLE}>
        {t('onboarding.whatNext.title')}
      </h2>
      <ol className="flex flex-col gap-3">
        {ITEMS.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300"
            />
            {t(`onboarding.whatNext.items.${item}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
