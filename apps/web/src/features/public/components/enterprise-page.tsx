import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';

const SECTIONS = ['overview', 'brand', 'integrations', 'api', 'support', 'security'] as const;

export function EnterprisePage({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  return (
    <ContentPage
      prefix="enterprisePage"
      sections={SECTIONS}
      cta={{ to: `/${lang}/enterprise-quote`, label: t('enterprisePage.quote') }}
    />
  );
}
