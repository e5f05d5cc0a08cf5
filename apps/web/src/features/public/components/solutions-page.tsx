import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';

const SECTIONS = ['single', 'groups', 'franchisors'] as const;
const USE_CASES = ['reply', 'alerts', 'staff', 'menu', 'reports'] as const;

export function SolutionsPage({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  return (
    <ContentPage
      prefix="solutionsPage"
      sections={SECTIONS}
      cta={{ to: `/${lang}/onboarding`, label: t('solutionsPage.cta') }}
    >
      <section aria-labelledby="use-cases-title">
        <h2 id="use-cases-title" className="text-2xl font-bold tracking-tight">
          {t('solutionsPage.useCases.title')}
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {USE_CASES.map((key) => (
            <li key={key} className="flex gap-3">
              <CheckCircle2
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300"
              />
              {t(`solutionsPage.useCases.items.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
