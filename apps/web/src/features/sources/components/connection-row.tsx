import type {
  TSourceConnection,
  TSourceConnectionRow,
  TSourcePlatformState,
} from '@tableside/domain/schemas/sources';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { STACKED } from '../../../components/ui/stacked-table.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { connectLocation, disconnectLocation, getPlatformLocations } from '../api/sources-api.ts';
import { useSourceAction, useSyncNow } from '../api/use-sources.ts';

const STATUS_TONE: Record<TSourceConnection['status'], BadgeTone> = {
  connected: 'blue',
  not_connected: 'neutral',
  disconnected: 'neutral',
  revoked: 'red',
};

function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | null) => (value ? format.format(new Date(value)) : '—');
}

/** One location on one platform: its sync state, and what the Admin can do about it. */
export function ConnectionRow({
  restaurantId,
  platform,
  connection: c,
  withPlatform = false,
}: {
  restaurantId: string;
  platform: TSourcePlatformState;
  connection: TSourceConnection | TSourceConnectionRow;
  /** A chain's table: the platform has a column, and the location's address shows. */
  withPlatform?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const when = useWhen();
  const pickId = useId();
  const [choice, setChoice] = useState(c.external_location ?? '');
  const key = c.platform;
  // A chain's table lists a location once per platform: its buttons name both.
  // A chain's table stacks its rows on a phone, each cell under its column's name.
  // A cell with nothing to say (no sync yet, no action) is left out of a stacked row.
  const cell = (column: string, className = 'py-3 pr-3', empty = false) =>
    withPlatform
      ? {
          className: clsx(className, STACKED.cell, empty && 'max-sm:hidden'),
          'data-label': t(`sources.table.${column}`),
        }
      : { className };
  const who = withPlatform
    ? `${c.location_name}, ${t(`sources.platforms.${key}`)}`
    : c.location_name;
  const syncNow = useSyncNow(restaurantId, c.location_id, key);
  const disconnect = useSourceAction(restaurantId, () => disconnectLocation(c.location_id, key));
  const connect = useSourceAction(restaurantId, (value: string) =>
    connectLocation(c.location_id, key, value),
  );
  const canConnect = c.status !== 'connected' && platform.account?.status === 'connected';
  const places = useQuery({
    queryKey: ['sources', restaurantId, key, 'platform-locations'],
    queryFn: () => getPlatformLocations(restaurantId, key),
    enabled: canConnect && platform.connect === 'oauth',
    staleTime: 300_000,
  });
  const failed = syncNow.error ?? disconnect.error ?? connect.error ?? places.error;
  const counts = c.last_counts;
  // A sync is running: started after the last success, and no error since.
  const syncing =
    c.status === 'connected' &&
    !c.last_error &&
    c.last_sync_at !== null &&
    (!c.last_success_at || c.last_sync_at > c.last_success_at);

  return (
    <tr
      data-testid={`source-row-${key}-${c.location_name}`}
      className={clsx('align-top', withPlatform && STACKED.row)}
    >
      <th scope="row" className={clsx('py-3 pr-3 font-medium', withPlatform && 'max-sm:block')}>
        {c.location_name}
        {withPlatform && 'location_address' in c && c.location_address && (
          <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
            {c.location_address}
          </span>
        )}
      </th>
      {withPlatform && <td {...cell('platform')}>{t(`sources.platforms.${key}`)}</td>}
      <td {...cell('status')}>
        <Badge tone={STATUS_TONE[c.status]}>{t(`sources.status.${c.status}`)}</Badge>
        {c.last_error && (
          <p role="alert" className="mt-1 max-w-xs text-xs text-red-800 dark:text-red-200">
            {c.last_error}
          </p>
        )}
        {c.last_reply_error && (
          <p className="mt-1 max-w-xs text-xs text-amber-900 dark:text-amber-200">
            {t('sources.lastReplyError', { error: c.last_reply_error })}
          </p>
        )}
      </td>
      <td {...cell('lastSync', undefined, !c.last_sync_at)}>{when(c.last_sync_at)}</td>
      <td {...cell('nextSync', undefined, c.status !== 'connected')}>
        {c.status === 'connected' && !c.next_sync_at ? t('sources.soon') : when(c.next_sync_at)}
      </td>
      <td {...cell('reviews')}>
        <p>{t('sources.reviewCount', { count: c.review_count })}</p>
        {c.replies_waiting > 0 && (
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {t('sources.repliesWaiting', { count: c.replies_waiting })}
          </p>
        )}
        {c.replies_failed > 0 && (
          <p className="text-xs text-red-800 dark:text-red-200">
            {t('sources.repliesFailed', { count: c.replies_failed })}
          </p>
        )}
        {counts && (
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {t('sources.lastCounts', counts)}
          </p>
        )}
        {syncing && c.progress && (
          <div className="mt-1 flex flex-col gap-1 text-xs text-slate-700 dark:text-slate-300">
            <progress
              className="h-2 w-32"
              max={c.progress.total ?? undefined}
              value={c.progress.total ? c.progress.fetched : undefined}
              aria-label={t('sources.progressLabel', { location: who })}
            />
            <span>
              {t('sources.progress', {
                fetched: c.progress.fetched,
                total: c.progress.total ?? '?',
              })}
            </span>
          </div>
        )}
      </td>
      <td {...cell('actions', 'py-3', c.status !== 'connected' && !canConnect && !failed)}>
        <div className="flex flex-wrap items-center gap-2">
          {c.status === 'connected' && (
            <>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={syncNow.isPending}
                aria-label={t('sources.syncNowFor', { location: who })}
                onClick={() => syncNow.mutate(undefined)}
              >
                {t('sources.syncNow')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={disconnect.isPending}
                aria-label={t('sources.disconnectFor', { location: who })}
                onClick={() => disconnect.mutate(undefined)}
              >
                {t('sources.disconnect')}
              </Button>
            </>
          )}
          {canConnect && (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (choice.trim()) connect.mutate(choice.trim());
              }}
            >
              <label htmlFor={pickId} className="sr-only">
                {t('sources.pickLocation', { location: who })}
              </label>
              {platform.connect === 'oauth' ? (
                <select
                  id={pickId}
                  className={FIELD_CLASS}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                >
                  <option value="">{t('sources.choose')}</option>
                  {(places.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.address ? `${p.name} — ${p.address}` : p.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={pickId}
                  className={FIELD_CLASS}
                  placeholder={t(`sources.externalIdHint.${key}`)}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                />
              )}
              <Button
                type="submit"
                size="sm"
                disabled={connect.isPending || !choice.trim()}
                aria-label={t('sources.connectFor', { location: who })}
              >
                {t('sources.connectLocation')}
              </Button>
            </form>
          )}
        </div>
        {failed && (
          <p role="alert" className="mt-1 text-xs text-red-800 dark:text-red-200">
            {t(errorMessageKey(failed))}
          </p>
        )}
      </td>
    </tr>
  );
}
