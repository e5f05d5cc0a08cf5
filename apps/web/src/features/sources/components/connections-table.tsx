import type { TSourceConnection, TSourcePlatformState } from '@tableside/domain/schemas/sources';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { ConnectionRow } from './connection-row.tsx';

const COLUMNS = ['location', 'status', 'lastSync', 'nextSync', 'reviews', 'actions'] as const;

/** Each location of the restaurant on this platform. */
export function ConnectionsTable({
  restaurantId,
  platform,
  name,
  connections,
}: {
  restaurantId: string;
  platform: TSourcePlatformState;
  name: string;
  connections: TSourceConnection[];
}) {
  const { t } = useTranslation('dashboard');
  if (!connections.length) return null;
  return (
    // A region the keyboard can scroll: on a phone the table is wider than the screen, and its
    // rows may hold no button to tab to.
    <div
      className="relative mt-4 overflow-x-auto"
      role="region"
      aria-label={t('sources.table.caption', { platform: name })}
      tabIndex={0}
    >
      <SimpleTable
        caption={t('sources.table.caption', { platform: name })}
        columns={COLUMNS.map((c) => t(`sources.table.${c}`))}
        className="w-full min-w-[48rem] text-left text-sm"
        headClassName="text-xs text-slate-700 uppercase dark:text-slate-300"
        bodyClassName="divide-y divide-slate-200 dark:divide-slate-700"
      >
        {connections.map((connection) => (
          <ConnectionRow
            key={connection.location_id}
            restaurantId={restaurantId}
            platform={platform}
            connection={connection}
          />
        ))}
      </SimpleTable>
    </div>
  );
}
