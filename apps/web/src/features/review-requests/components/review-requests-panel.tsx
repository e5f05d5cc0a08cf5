import type { RouteAccess } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { PlanGatedPanel } from '../../../components/plan-gated-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useRequestSettings } from '../api/review-requests-api.ts';
import { RequestList } from './request-list.tsx';
import { SettingsForm } from './settings-form.tsx';
import { VisitUpload } from './visit-upload.tsx';

type Section = { restaurantId: string; locations: readonly { id: string; name: string }[] };

/**
 * Review requests in Administration (docs/product/review-requests.md): the settings, a CSV of
 * visits for restaurants without a booking integration, and the latest requests.
 */
export function ReviewRequestsPanel({ access, ...section }: Section & { access: RouteAccess }) {
  const { t } = useTranslation('dashboard');
  return (
    <PlanGatedPanel
      id="review-requests"
      title={t('reviewRequests.title')}
      description={t('reviewRequests.description')}
      access={access}
      upgrade={{ text: t('reviewRequests.upgrade'), testId: 'review-requests-upgrade' }}
    >
      <RequestsEditor {...section} />
    </PlanGatedPanel>
  );
}

function RequestsEditor({ restaurantId, locations }: Section) {
  const { t } = useTranslation('dashboard');
  const settings = useRequestSettings(restaurantId);
  if (settings.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {t(errorMessageKey(settings.error))}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <SettingsForm restaurantId={restaurantId} settings={settings.data} locations={locations} />
      <VisitUpload restaurantId={restaurantId} />
      <RequestList restaurantId={restaurantId} locations={locations} />
    </div>
  );
}
