import type {
  SourceState,
  TSourceConnectionRow,
  TSourcePlatformState,
  TSourcesSummary,
} from '@tableside/domain/schemas/sources';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SALES_EMAIL } from '../../../lib/contact.ts';
import { AccountControls } from './account-controls.tsx';
import { ConnectionsTable } from './connections-table.tsx';
import { PlatformCounts } from './platform-counts.tsx';

/**
 * One platform: the upgrade panel, or the restaurant's account and its locations: a small
 * restaurant's each with its sync (`connections`), a chain's counted by state (`onShow` filters
 * the chain's table below to one of the counts).
 */
export function PlatformCard({
  restaurantId,
  restaurantName,
  currentTier,
  platform,
  connections,
  onShow,
}: {
  restaurantId: string;
  restaurantName: string;
  currentTier: string | null;
  platform: TSourcesSummary['platforms'][number];
  connections: TSourceConnectionRow[] | null;
  onShow?: (platform: TSourcePlatformState['platform'], state: SourceState) => void;
}) {
  const { t } = useTranslation('dashboard');
  const name = t(`sources.platforms.${platform.platform}`);
  const headingId = `source-${platform.platform}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`source-${platform.platform}`}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {name}
        </h3>
        {platform.availability === 'available' && (
          <Badge tone={platform.account?.status === 'connected' ? 'blue' : 'neutral'}>
            {t(`sources.account.${platform.account?.status ?? 'none'}`)}
          </Badge>
        )}
        {!platform.can_reply && platform.max_reviews && (
          <span className="text-xs text-slate-700 dark:text-slate-300">
            {t('sources.readOnly', { count: platform.max_reviews })}
          </span>
        )}
      </div>
      {platform.availability === 'upgrade' && (
        <div
          data-testid={`source-upgrade-${platform.platform}`}
          className="mt-3 flex flex-col items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-slate-900"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden="true" className="size-4 text-amber-800 dark:text-amber-300" />
            {t('sources.upgrade.title', { platform: name, plan: 'Pro' })}
          </p>
          {currentTier && (
            <p className="text-sm text-slate-800 dark:text-slate-200">
              {t('upgrade.current', { plan: currentTier })}
            </p>
          )}
          <a
            href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(
              t('upgrade.mailSubject', { plan: 'Pro', restaurant: restaurantName }),
            )}`}
            className={buttonClass('primary', undefined, 'sm')}
          >
            {t('upgrade.contactSales')}
          </a>
        </div>
      )}
      {platform.availability === 'not_enabled' && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('sources.notEnabled', { platform: name })}
        </p>
      )}
      {platform.availability === 'available' && (
        <>
          <AccountControls restaurantId={restaurantId} platform={platform} name={name} />
          {connections ? (
            <ConnectionsTable
              restaurantId={restaurantId}
              platformOf={() => platform}
              caption={t('sources.table.caption', { platform: name })}
              connections={connections}
            />
          ) : (
            onShow && (
              <PlatformCounts
                name={name}
                counts={platform.counts}
                onShow={(state) => onShow(platform.platform, state)}
              />
            )
          )}
        </>
      )}
    </section>
  );
}
