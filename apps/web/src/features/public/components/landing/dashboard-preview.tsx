import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';

/** A real screenshot of the reviews inbox (scripts/capture-preview.ts), sized and lazy. */
export const PREVIEW_IMAGE = { src: '/dashboard-preview.jpg', width: 1280, height: 800 } as const;

export function DashboardPreview() {
  const { t } = useTranslation('public');
  return (
    <Section id="preview" title={t('landing.preview.title')} intro={t('landing.preview.body')}>
      <img
        src={PREVIEW_IMAGE.src}
        width={PREVIEW_IMAGE.width}
        height={PREVIEW_IMAGE.height}
        alt={t('landing.preview.alt')}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl border border-slate-200 shadow-lg dark:border-slate-800"
      />
    </Section>
  );
}
