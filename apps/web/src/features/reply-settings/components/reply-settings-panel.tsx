import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSelfRestaurant } from '../api/use-restaurant-settings.ts';
import { AiUsageSection } from './ai-usage-section.tsx';
import { AutoApprovalSection } from './auto-approval-section.tsx';
import { FactsSection } from './facts-section.tsx';
import { InstructionsSection } from './instructions-section.tsx';
import { ReplyStyleSection } from './reply-style-section.tsx';

/**
 * How replies are written and approved for the current restaurant. Each section saves on its
 * own; `onSaved` lets the session show the saved restaurant everywhere at once.
 */
export function ReplySettingsPanel({
  restaurant: initial,
  onSaved,
}: {
  restaurant: TRestaurant | null;
  onSaved: (restaurant: TRestaurant) => void;
}) {
  const { t } = useTranslation('dashboard');
  const { data: restaurant, isPending } = useSelfRestaurant(initial);
  if (isPending) return <Spinner label={t('replySettings.loading')} />;
  if (!restaurant) {
    return (
      <EmptyState
        icon={Settings}
        title={t('replySettings.noRestaurant.title')}
        description={t('replySettings.noRestaurant.description')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid="reply-settings" key={restaurant.id}>
      <ReplyStyleSection restaurant={restaurant} onSaved={onSaved} />
      <InstructionsSection restaurant={restaurant} onSaved={onSaved} />
      <FactsSection restaurant={restaurant} onSaved={onSaved} />
      <AutoApprovalSection restaurant={restaurant} onSaved={onSaved} />
      <AiUsageSection restaurantId={restaurant.id} />
    </div>
  );
}
