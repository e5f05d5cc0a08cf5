import type { TSourceConnection, TSourcePlatformState } from '@tableside/domain/schemas/sources';
import { useTranslation } from 'react-i18next';
import { ConnectionRow } from './connection-row.tsx';

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
    <div className="relative mt-4 overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{t('sources.table.caption', { platform: name })}</caption>
        <thead className="text-xs text-slate-700 uppercase dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('sources.table.location')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('sources.table.status')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('sources.table.lastSync')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('sources.table.nextSync')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('sources.table.reviews')}
            </th>
            <th scope="col" className="py-2">
              {t('sources.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {connections.map((connection) => (
            <ConnectionRow
              key={connection.location_id}
              restaurantId={restaurantId}
              platform={platform}
              connection={connection}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
