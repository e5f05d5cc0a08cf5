import {
  CHANNEL_ALERT_TYPES,
  CHANNEL_KINDS,
  CHANNEL_NAME_MAX,
  type TChannel,
  type TChannelAlertType,
  type TChannelCreate,
  type TChannelKind,
} from '@tableside/domain/schemas/alert-channels';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';

/** The form's value: a creation's fields, the URL left empty on an edit to keep the one stored. */
export type ChannelValue = TChannelCreate;

export function emptyChannel(): ChannelValue {
  return {
    kind: 'slack',
    url: '',
    name: '',
    alert_types: ['bad_review', 'incident'],
    location_ids: null,
    language: null,
    enabled: true,
  };
}

export function channelValue(c: TChannel): ChannelValue {
  const { kind, name, alert_types, location_ids, language, enabled } = c;
  return { kind, url: '', name, alert_types, location_ids, language, enabled };
}

/** One channel's fields; the kind is chosen once, at creation. */
export function ChannelForm({
  initial,
  editing,
  urlHint,
  locations,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: ChannelValue;
  /** Editing a stored channel: the kind is fixed and the URL may stay as it is. */
  editing: boolean;
  urlHint?: string;
  locations: readonly { id: string; name: string }[];
  pending: boolean;
  onSubmit: (value: ChannelValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const ids = { kind: useId(), name: useId(), url: useId(), language: useId(), urlHelp: useId() };
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<ChannelValue>) => setValue((v) => ({ ...v, ...patch }));
  const toggleType = (type: TChannelAlertType, on: boolean) =>
    set({
      alert_types: on
        ? CHANNEL_ALERT_TYPES.filter((x) => x === type || value.alert_types.includes(x))
        : value.alert_types.filter((x) => x !== type),
    });
  const chosen = value.location_ids ?? [];
  const toggleLocation = (id: string, on: boolean) =>
    set({ location_ids: on ? [...chosen, id] : chosen.filter((x) => x !== id) });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...value, name: value.name.trim(), url: value.url.trim() });
  }
  const noLocation = value.location_ids !== null && value.location_ids.length === 0;
  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="channel-form"
    >
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.kind} className="text-xs font-medium">
            {t('channels.kind')}
          </label>
          <select
            id={ids.kind}
            value={value.kind}
            disabled={editing}
            className={FIELD_CLASS}
            onChange={(e) => set({ kind: e.target.value as TChannelKind })}
          >
            {CHANNEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`channels.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={ids.name} className="text-xs font-medium">
            {t('channels.name')}
          </label>
          <input
            id={ids.name}
            value={value.name}
            maxLength={CHANNEL_NAME_MAX}
            required
            className={FIELD_CLASS}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.language} className="text-xs font-medium">
            {t('channels.language')}
          </label>
          <select
            id={ids.language}
            value={value.language ?? ''}
            className={FIELD_CLASS}
            onChange={(e) =>
              set({ language: (e.target.value || null) as ChannelValue['language'] })
            }
          >
            <option value="">{t('channels.restaurantLanguage')}</option>
            <option value="en">{t('templates.english')}</option>
            <option value="fr">{t('templates.french')}</option>
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.url} className="text-xs font-medium">
          {t('channels.url')}
        </label>
        <input
          id={ids.url}
          type="url"
          value={value.url}
          required={!editing}
          aria-describedby={ids.urlHelp}
          className={FIELD_CLASS}
          onChange={(e) => set({ url: e.target.value })}
        />
        <p id={ids.urlHelp} className="text-xs text-slate-700 dark:text-slate-300">
          {editing
            ? t('channels.urlKeep', { hint: urlHint ?? '' })
            : t(`channels.urlHelp.${value.kind}`)}
        </p>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs font-medium">{t('channels.alertTypes')}</legend>
        <div className="flex flex-wrap gap-4">
          {CHANNEL_ALERT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={value.alert_types.includes(type)}
                onChange={(e) => toggleType(type, e.target.checked)}
              />
              {t(`channels.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs font-medium">{t('channels.locations')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={value.location_ids === null}
            onChange={(e) => set({ location_ids: e.target.checked ? null : [] })}
          />
          {t('channels.allLocations')}
        </label>
        {value.location_ids !== null && (
          <div className="flex flex-wrap gap-4 pl-6">
            {locations.map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={chosen.includes(l.id)}
                  onChange={(e) => toggleLocation(l.id, e.target.checked)}
                />
                {l.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        {t('channels.enabled')}
      </label>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={pending || value.alert_types.length === 0 || noLocation}
          data-testid="channel-save"
        >
          {t('channels.save')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('channels.cancel')}
        </Button>
      </div>
    </form>
  );
}
