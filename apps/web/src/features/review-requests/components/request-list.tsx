import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { useRequests } from '../api/review-requests-api.ts';

/** The latest requests: the guest's name and what became of the request, never the address. */
export function RequestList({
  restaurantId,
  locations,
}: {
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const requests = useRequests(restaurantId);
  if (!requests.data?.length)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('reviewRequests.none')}</p>;
  const cell = 'py-2 pr-3';
  return (
    <SimpleTable
      caption={t('reviewRequests.latest')}
      columns={[
        t('reviewRequests.guest'),
        t('reviewRequests.location'),
        t('reviewRequests.visit'),
        t('reviewRequests.state'),
      ]}
      className="w-full text-left text-sm"
      headClassName="border-b border-slate-200 dark:border-slate-700"
      testId="request-list"
    >
      {requests.data.map((r) => (
        <tr key={r.id} className="border-b border-slate-100 dark:border-slate-800">
          <td className={cell}>{r.guest_name || '–'}</td>
          <td className={cell}>{locations.find((l) => l.id === r.location_id)?.name ?? ''}</td>
          <td className={cell}>{formatDateTime(r.visited_at, lang)}</td>
          <td className="py-2">
            {r.converted_review_id
              ? t('reviewRequests.status.converted')
              : r.clicked_at
                ? t('reviewRequests.status.clicked')
                : r.status === 'skipped'
                  ? t(`reviewRequests.skip.${r.skip_reason ?? 'disabled'}`)
                  : t(`reviewRequests.status.${r.status}`)}
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
