import { LEAD_KINDS, type LeadKind, type TLead } from '@tableside/domain/schemas/console';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isConflict } from '../hooks/use-toasted-mutate.ts';
import { useLeadAction, useLeads } from '../api/use-console.ts';
import { useToast } from '../hooks/use-toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { SelectField } from './select-field.tsx';

function LeadCard({
  lead,
  busy,
  onAction,
}: {
  lead: TLead;
  busy: boolean;
  onAction: (action: 'provision' | 'handled' | 'reopen') => void;
}) {
  const { t, i18n } = useTranslation('superadmin');
  const [confirming, setConfirming] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const company = lead.company ?? lead.email;
  return (
    <li
      data-testid="lead-card"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{lead.company ?? lead.email}</h2>
        <Badge tone={lead.handled_at ? 'neutral' : 'blue'}>
          {t(`superadmin.leads.kinds.${lead.kind}`)}
        </Badge>
      </div>
      <p className="text-sm">{[lead.name, lead.email, lead.phone].filter(Boolean).join(' · ')}</p>
      <dl className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        {lead.selected_package && (
          <div>
            <dt className="inline">{t('common:label', { text: t('superadmin.leads.plan') })} </dt>
            <dd className="inline capitalize">{lead.selected_package}</dd>
          </div>
        )}
        {lead.response_style && (
          <div>
            <dt className="inline">{t('common:label', { text: t('superadmin.leads.tone') })} </dt>
            <dd className="inline">
              {t(`superadmin.leads.tones.${lead.response_style}`, {
                defaultValue: lead.response_style,
              })}
            </dd>
          </div>
        )}
        {lead.locations_count && (
          <div>
            <dt className="inline">
              {t('common:label', { text: t('superadmin.leads.locations') })}{' '}
            </dt>
            <dd className="inline">
              {lead.locations_count}
              {lead.locations.length > 0 &&
                ` — ${lead.locations
                  .map((l) => l.name || l.address)
                  .filter(Boolean)
                  .join(', ')}`}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline">{t('common:label', { text: t('superadmin.leads.received') })} </dt>
          <dd className="inline">{when.format(new Date(lead.created_at))}</dd>
        </div>
      </dl>
      {lead.message && <p className="text-sm whitespace-pre-line">{lead.message}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {lead.kind === 'onboarding' ? (
          lead.restaurant_id ? (
            <Badge tone="neutral">{t('superadmin.leads.provisioned')}</Badge>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => setConfirming(true)}>
              {t('superadmin.leads.provision')}
            </Button>
          )
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onAction(lead.handled_at ? 'reopen' : 'handled')}
          >
            {t(lead.handled_at ? 'superadmin.leads.reopen' : 'superadmin.leads.markHandled')}
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('superadmin.confirm.provisionTitle', { company })}
          message={t('superadmin.confirm.provisionMessage', { company, email: lead.email })}
          confirmLabel={t('superadmin.leads.provision')}
          onConfirm={() => onAction('provision')}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

/** What the public site collected: sign-ups to provision, quote requests, newsletter sign-ups. */
export function LeadsScreen() {
  const { t } = useTranslation('superadmin');
  const toast = useToast();
  const leads = useLeads();
  const action = useLeadAction();
  const [kind, setKind] = useState<LeadKind | ''>('');
  const shown = (leads.data ?? []).filter((l) => !kind || l.kind === kind);
  return (
    <div className="flex flex-col gap-6" data-testid="superadmin-screen-leads">
      <ScreenTitle section="leads" />
      <SelectField
        label={t('superadmin.leads.kind')}
        value={kind}
        onChange={(value) => setKind(value as LeadKind | '')}
        className="max-w-xs"
        options={[
          { value: '', label: t('superadmin.leads.allKinds') },
          ...LEAD_KINDS.map((k) => ({ value: k, label: t(`superadmin.leads.kinds.${k}`) })),
        ]}
      />
      {leads.isPending && <p role="status">{t('superadmin.loading')}</p>}
      {leads.data && shown.length === 0 && (
        <EmptyState
          icon={Inbox}
          title={t('superadmin.leads.none')}
          description={t('superadmin.sections.leads.emptyDescription')}
        />
      )}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((lead) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            busy={action.isPending}
            onAction={(next) =>
              action.mutate(
                { lead, action: next },
                {
                  onSuccess: () =>
                    toast(
                      t(
                        next === 'provision'
                          ? 'superadmin.toasts.leadProvisioned'
                          : 'superadmin.toasts.leadUpdated',
                      ),
                    ),
                  onError: (error) =>
                    toast(
                      t(
                        isConflict(error)
                          ? 'superadmin.leads.conflict'
                          : 'superadmin.toasts.leadFailed',
                      ),
                      'error',
                    ),
                },
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}
