import type {
  TSourceConnection,
  TSourceConnectionRow,
  TSourcePlatformState,
} from '@tableside/domain/schemas/sources';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { STACKED } from '../../../components/ui/stacked-table.ts';
import { ConnectionRow } from './connection-row.tsx';

const COLUMNS = ['location', 'status', 'lastSync', 'nextSync', 'reviews', 'actions'] as const;

/**
 * Locations on a platform (a small restaurant's card), or a page of a chain's locations on every
 * platform (`withPlatform`: a column names each row's).
 */
export function ConnectionsTable({
  restaurantId,
  platformOf,
  caption,
  connections,
  withPlatform = false,
  busy = false,
  testId,
}: {
  restaurantId: string;
  /** The platform's state, for the row's actions (its account, how it connects). */
  platformOf: (platform: TSourceConnection['platform']) => TSourcePlatformState | undefined;
  caption: string;
  connections: (TSourceConnection | TSourceConnectionRow)[];
  withPlatform?: boolean;
  /** The next page is on its way: the rows shown are the previous one's. */
  busy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('dashboard');
  if (!connections.length) return null;
  const columns = withPlatform ? [COLUMNS[0], 'platform', ...COLUMNS.slice(1)] : COLUMNS;
  return (
    // A region the keyboard can scroll: on a phone the table is wider than the screen, and its
    // rows may hold no button to tab to.
    <div
      className="relative mt-4 overflow-x-auto"
      role="region"
      aria-label={caption}
      aria-busy={busy || undefined}
      tabIndex={0}
      data-testid={testId}
    >
      <SimpleTable
        caption={caption}
        columns={columns.map((c) => t(`sources.table.${c}`))}
        className={clsx(
          'w-full text-left text-sm',
          // A chain's rows stack on a phone instead of hiding their status off the side.
          withPlatform ? ['sm:min-w-[48rem]', STACKED.table] : 'min-w-[48rem]',
          busy && 'opacity-60',
        )}
        headClassName={clsx(
          'text-xs text-slate-700 uppercase dark:text-slate-300',
          withPlatform && STACKED.head,
        )}
        bodyClassName={clsx(
          'divide-y divide-slate-200 dark:divide-slate-700',
          withPlatform && STACKED.body,
        )}
      >
        {connections.map((connection) => {
          const platform = platformOf(connection.platform);
          return platform ? (
            <ConnectionRow
              key={`${connection.location_id}/${connection.platform}`}
              restaurantId={restaurantId}
              platform={platform}
              connection={connection}
              withPlatform={withPlatform}
            />
          ) : null;
        })}
      </SimpleTable>
    </div>
  );
}
