import { useTranslation } from 'react-i18next';
import { CARD_CLASS, Section } from './section.tsx';

/** People's names are not translated; their words and roles are. */
const TESTIMONIALS = [
  ['one', 'Sofia Marchetti'],
  ['two', 'Marc-André Gagnon'],
  ['three', 'Priya Nair'],
] as const;

export function Testimonials() {
  const { t } = useTranslation('public');
  return (
    <Section id="testimonials" title={t('landing.testimonials.title')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(([key, name]) => (
          <li key={key} className={CARD_CLASS}>
            <figure className="flex h-full flex-col justify-between gap-4">
              <blockquote className="text-slate-800 dark:text-slate-200">
                “{t(`landing.testimonials.items.${key}.quote`)}”
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{name}</span>
                <span className="block text-slate-700 dark:text-slate-300">
                  {t(`landing.testimonials.items.${key}.role`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
