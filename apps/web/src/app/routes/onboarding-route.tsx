import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OnboardingWizard } from '../../features/public/components/onboarding/onboarding-wizard.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function OnboardingRoute() {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  return (
    <>
      <title>{`${t('pages.onboarding.title')} · Tableside`}</title>
      <meta name="description" content={t('pages.onboarding.description')} />
      <OnboardingWizard lang={useLang()} initialPackage={params.get('package')} />
    </>
  );
}
