import { useTranslation } from 'react-i18next';
import { PlatformMark, type PlatformName } from './platform-mark.tsx';
import { Section } from './section.tsx';

const PLATFORMS: PlatformName[] = ['Google', 'Yelp', 'Tripadvisor', 'OpenTable'];

export function IntegrationsSection() {
  const { t } = useTranslation('public');
  return (
    <Section
      id="integrations"
      title={t('landing.integrations.title')}
      intro={t('landing.integrations.note')}
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {PLATFORMS.map((name) => (
          <li
            key={name}
            data-testid={`integration-${name.toLowerCase()}`}
            className="flex h-20 items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white text-lg font-semibold tracking-tight text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
          >
            <PlatformMark name={name} />
            {name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
