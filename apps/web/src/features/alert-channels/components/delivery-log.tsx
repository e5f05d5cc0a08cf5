import type { TDelivery } from '@tableside/domain/schemas/alert-channels';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeliveries } from '../api/channels-api.ts';

const COLUMNS = ['when', 'type', 'status', 'attempts', 'answer'] as const;

const KNOWN_ERRORS = [
  'address_not_allowed',
  'redirect_refused',
  'network_error',
  'http_error',
  'channel_disabled',
];

/**
 * What the channel answered: its HTTP status and our code in words; Slack's own codes
 * (`invalid_payload`, `no_service`) are shown as Slack wrote them, for its documentation. With
 * `lang`, a queued delivery the channel asked to wait (`Retry-After`) says when it is tried again.
 */
export function answerText(t: TFunction<'dashboard'>, d: TDelivery, lang?: 'en' | 'fr'): string {
  const words = d.error
    ? KNOWN_ERRORS.includes(d.error)
      ? t(`channels.errors.${d.error}`)
      : d.error
    : null;
  const wait =
    lang && d.status === 'queued' && d.next_attempt_at
      ? t('channels.nextAttempt', { time: formatDateTime(d.next_attempt_at, lang) })
      : null;
  return [d.http_status === null ? null : `HTTP ${d.http_status}`, words, wait]
    .filter(Boolean)
    .join(' · ');
}

export function DeliveryLog({
  restaurantId,
  channelId,
  lang,
}: {
  restaurantId: string;
  channelId: string;
  lang: 'en' | 'fr';
}) {
  const { t } = useTranslation('dashboard');
  const deliveries = useDeliveries(restaurantId, channelId);
  if (deliveries.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {t(errorMessageKey(deliveries.error))}
      </p>
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('channels.logEmpty')}</p>;
  return (
    <div className="overflow-x-auto">
      <SimpleTable
        caption={t('channels.log')}
        columns={COLUMNS.map((c) => t(`channels.columns.${c}`))}
        className="w-full text-left text-sm"
        headClassName="border-b border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300"
        headCellClassName="font-medium"
        testId="delivery-log"
      >
        {deliveries.data.map((d) => (
          <tr
            key={d.id}
            data-testid="delivery-row"
            className="border-b border-slate-200 dark:border-slate-700"
          >
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.created_at, lang)}</td>
            <td className="py-2 pr-3">{t(`channels.types.${d.type}`)}</td>
            <td className="py-2 pr-3">
              <Badge
                tone={d.status === 'failed' ? 'red' : d.status === 'sent' ? 'blue' : 'neutral'}
              >
                {t(`channels.statuses.${d.status}`)}
              </Badge>
            </td>
            <td className="py-2 pr-3">{d.attempts}</td>
            <td className="py-2">{answerText(t, d, lang)}</td>
          </tr>
        ))}
      </SimpleTable>
    </div>
  );
}
