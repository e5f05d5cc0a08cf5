import {
  BarChart3,
  Bell,
  Building2,
  Inbox,
  MessageSquareText,
  UtensilsCrossed,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_CLASS, Section } from './section.tsx';

const FEATURES = [
  ['replies', MessageSquareText],
  ['inbox', Inbox],
  ['alerts', Bell],
  ['insight', UtensilsCrossed],
  ['trends', BarChart3],
  ['groups', Building2],
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('public');
  return (
    <Section id="features" title={t('landing.features.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(([key, Icon]) => (
          <li key={key} className={CARD_CLASS}>
            <Icon aria-hidden="true" className="size-6 text-blue-700 dark:text-blue-300" />
            <h3 className="mt-3 font-semibold">{t(`landing.features.items.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(`landing.features.items.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
