import { useTranslation } from 'react-i18next';
import { CARD_CLASS, Section } from './section.tsx';

const RESULTS = ['answered', 'time', 'rating', 'approve'] as const;

export function ResultsSection() {
  const { t } = useTranslation('public');
  return (
    <Section id="stats" title={t('landing.results.title')}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {RESULTS.map((key) => (
          <div key={key} className={`${CARD_CLASS} flex flex-col-reverse`}>
            <dt className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(`landing.results.items.${key}.label`)}
            </dt>
            <dd className="text-3xl font-bold text-blue-800 dark:text-blue-300">
              {t(`landing.results.items.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
