import type { RouteAccess } from '@tableside/domain/access';
import {
  CHANNELS_MAX,
  type TChannel,
  type TDelivery,
} from '@tableside/domain/schemas/alert-channels';
import { Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGatedPanel } from '../../../components/plan-gated-panel.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import {
  useChannels,
  useCreateChannel,
  useDeleteChannel,
  useTestChannel,
  useUpdateChannel,
} from '../api/channels-api.ts';
import { ChannelForm, channelValue, emptyChannel, type ChannelValue } from './channel-form.tsx';
import { channelLanguageLabel } from './channel-language.ts';
import { answerText, DeliveryLog } from './delivery-log.tsx';

type Section = {
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
  lang: 'en' | 'fr';
  /** What a channel that names no language speaks: the restaurant's default. */
  restaurantLanguage: 'en' | 'fr';
};

/**
 * Escalation channels (docs/product/team-workflow.md#escalation-channels): the alerts the team
 * chose, posted where it already talks (Slack, Teams, or a signed webhook of its own).
 */
export function AlertChannelsPanel({ access, ...section }: Section & { access: RouteAccess }) {
  const { t } = useTranslation('dashboard');
  return (
    <PlanGatedPanel
      id="alert-channels"
      title={t('channels.title')}
      description={t('channels.description')}
      access={access}
      upgrade={{ text: t('channels.upgrade'), testId: 'channels-upgrade' }}
    >
      <ChannelsEditor {...section} />
    </PlanGatedPanel>
  );
}

function ChannelsEditor({ restaurantId, locations, lang, restaurantLanguage }: Section) {
  const { t } = useTranslation('dashboard');
  const channels = useChannels(restaurantId);
  const create = useCreateChannel(restaurantId);
  const update = useUpdateChannel(restaurantId);
  const remove = useDeleteChannel(restaurantId);
  // The channel being edited: an id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  // A new webhook channel's signing secret, shown this once.
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  if (channels.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (channels.isError)
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {t(errorMessageKey(channels.error))}
      </p>
    );
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const submitNew = (value: ChannelValue) =>
    create.mutate(value, {
      onSuccess: (created) => {
        close();
        if (created.signing_secret)
          setSecret({ name: created.name, value: created.signing_secret });
      },
    });
  const submitEdit = (id: string) => (value: ChannelValue) => {
    const { kind: _kind, url, ...rest } = value;
    update.mutate({ id, input: { ...rest, ...(url ? { url } : {}) } }, { onSuccess: close });
  };
  const failure = create.error ?? update.error ?? remove.error;
  return (
    <div className="flex flex-col gap-3">
      {secret && (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950"
          data-testid="channel-secret"
        >
          <p>{t('channels.secretOnce', { name: secret.name })}</p>
          <code className="break-all select-all">{secret.value}</code>
          <div>
            <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
              {t('channels.secretDone')}
            </Button>
          </div>
        </div>
      )}
      {channels.data.length === 0 && editing !== 'new' && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('channels.empty')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {channels.data.map((c) =>
          editing === c.id ? (
            <li key={c.id}>
              <ChannelForm
                initial={channelValue(c)}
                editing
                urlHint={c.url_hint}
                locations={locations}
                restaurantLanguage={restaurantLanguage}
                pending={update.isPending}
                onSubmit={submitEdit(c.id)}
                onCancel={close}
              />
            </li>
          ) : (
            <ChannelRow
              key={c.id}
              channel={c}
              restaurantId={restaurantId}
              locations={locations}
              lang={lang}
              restaurantLanguage={restaurantLanguage}
              onEdit={() => setEditing(c.id)}
              onDelete={() => remove.mutate(c.id)}
              deleting={remove.isPending}
            />
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <ChannelForm
          initial={emptyChannel()}
          editing={false}
          locations={locations}
          restaurantLanguage={restaurantLanguage}
          pending={create.isPending}
          onSubmit={submitNew}
          onCancel={close}
        />
      ) : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={channels.data.length >= CHANNELS_MAX}
            onClick={() => {
              close();
              setEditing('new');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('channels.add')}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t(errorMessageKey(failure))}
        </p>
      )}
    </div>
  );
}

function ChannelRow({
  channel: c,
  restaurantId,
  locations,
  lang,
  restaurantLanguage,
  onEdit,
  onDelete,
  deleting,
}: {
  channel: TChannel;
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
  lang: 'en' | 'fr';
  restaurantLanguage: 'en' | 'fr';
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const test = useTestChannel(restaurantId);
  const [logOpen, setLogOpen] = useState(false);
  const logId = `channel-log-${c.id}`;
  const where =
    c.location_ids === null
      ? t('channels.allLocations')
      : c.location_ids.map((id) => locations.find((l) => l.id === id)?.name ?? '').join(', ');
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="channel-row"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {c.name}
          <Badge>{t(`channels.kinds.${c.kind}`)}</Badge>
          {!c.enabled && <Badge tone="red">{t('channels.disabled')}</Badge>}
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('channels.edit', { name: c.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('channels.delete', { name: c.name })}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <span className="font-mono">{c.url_hint}</span> ·{' '}
        {c.alert_types.map((type) => t(`channels.types.${type}`)).join(', ')} · {where} ·{' '}
        <span data-testid="channel-language">
          {channelLanguageLabel(t, c.language, restaurantLanguage)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate(c.id)}
        >
          <Send aria-hidden="true" className="size-4" />
          {t('channels.sendTest')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t('channels.log')}
        </Button>
        <TestResult delivery={test.data} error={test.error} />
      </div>
      {logOpen && (
        <div id={logId}>
          <DeliveryLog restaurantId={restaurantId} channelId={c.id} lang={lang} />
        </div>
      )}
    </li>
  );
}

function TestResult({ delivery, error }: { delivery?: TDelivery; error: Error | null }) {
  const { t } = useTranslation('dashboard');
  if (error)
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {t(errorMessageKey(error))}
      </p>
    );
  if (!delivery) return null;
  return (
    <p
      role="status"
      className={
        delivery.status === 'sent'
          ? 'text-sm text-green-800 dark:text-green-300'
          : 'text-sm text-red-800 dark:text-red-300'
      }
      data-testid="channel-test-result"
    >
      {delivery.status === 'sent'
        ? t('channels.testSent')
        : t('channels.testFailed', { answer: answerText(t, delivery) })}
    </p>
  );
}
