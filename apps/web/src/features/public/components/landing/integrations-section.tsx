import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';

/** Word marks drawn in our own type: the platforms' names, not their trademarked logos. */
const PLATFORMS = [
  { name: 'Google', className: 'text-blue-700 dark:text-blue-300' },
  { name: 'Yelp', className: 'text-red-700 dark:text-red-300' },
  { name: 'Tripadvisor', className: 'text-emerald-800 dark:text-emerald-300' },
  { name: 'OpenTable', className: 'text-rose-800 dark:text-rose-300' },
] as const;

export function IntegrationsSection() {
  const { t } = useTranslation('public');
  return (
    <Section
      id="integrations"
      title={t('landing.integrations.title')}
      intro={t('landing.integrations.note')}
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {PLATFORMS.map(({ name, className }) => (
          <li
            key={name}
            className={`flex h-20 items-center justify-center rounded-xl border border-slate-200 bg-white text-xl font-bold tracking-tight dark:border-slate-800 dark:bg-slate-900 ${className}`}
          >
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
