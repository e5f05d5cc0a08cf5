import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useOutbox } from '../api/use-console.ts';
import { ScreenTitle } from './screen-title.tsx';

type Row = {
  id: string;
  created_at: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  last_error: string;
};

/** The e-mails the installation sent or queued, with their status and the last failure. */
export function OutboxScreen() {
  const { t, i18n } = useTranslation('superadmin');
  const outbox = useOutbox();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = useMemo<Row[]>(
    () =>
      (outbox.data ?? []).map((e) => ({
        id: e.id,
        created_at: e.created_at,
        to: e.to,
        subject: e.subject,
        kind: e.kind,
        status: e.status,
        last_error: e.last_error ?? '',
      })),
    [outbox.data],
  );
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'created_at',
      label: t('superadmin.outbox.date'),
      sortable: true,
      type: 'date',
      width: '11rem',
      cell: (r) => when.format(new Date(r.created_at)),
    },
    { key: 'to', label: t('superadmin.outbox.to'), sortable: true },
    { key: 'subject', label: t('superadmin.outbox.subject'), width: 'minmax(14rem, 2fr)' },
    { key: 'kind', label: t('superadmin.outbox.kind'), sortable: true, width: '8rem' },
    {
      key: 'status',
      label: t('superadmin.outbox.status'),
      sortable: true,
      width: '7rem',
      cell: (r) => (
        <Badge tone={r.status === 'failed' ? 'red' : r.status === 'sent' ? 'neutral' : 'plan'}>
          {t(`superadmin.outbox.statuses.${r.status}`, r.status)}
        </Badge>
      ),
    },
    { key: 'last_error', label: t('superadmin.outbox.reason'), width: 'minmax(10rem, 1fr)' },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-outbox">
      <ScreenTitle section="outbox" />
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        label={t('superadmin.sections.outbox.title')}
        searchLabel={t('superadmin.outbox.search')}
        defaultSort={{ key: 'created_at', direction: 'desc' }}
        loading={outbox.isPending}
        emptyMessage={t('superadmin.outbox.none')}
        className="h-[65dvh]"
      />
    </div>
  );
}
