import {
  CHANNEL_ALERT_TYPES,
  CHANNEL_KINDS,
  CHANNEL_NAME_MAX,
  type TChannel,
  type TChannelAlertType,
  type TChannelCreate,
  type TChannelKind,
} from '@tableside/domain/schemas/alert-channels';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { Labelled } from '../../../components/ui/labelled.tsx';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';
import { channelLanguageLabel } from './channel-language.ts';

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
  restaurantLanguage,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: ChannelValue;
  /** Editing a stored channel: the kind is fixed and the URL may stay as it is. */
  editing: boolean;
  urlHint?: string;
  locations: readonly { id: string; name: string }[];
  /** What "the restaurant's language" is, said in the first option. */
  restaurantLanguage: 'en' | 'fr';
  pending: boolean;
  onSubmit: (value: ChannelValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<ChannelValue>) => setValue((v) => ({ ...v, ...patch }));
  const toggleType = (type: TChannelAlertType, on: boolean) =>
    set({
      alert_types: on
        ? CHANNEL_ALERT_TYPES.filter((x) => x === type || value.alert_types.includes(x))
        : value.alert_types.filter((x) => x !== type),
    });
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
        <Labelled label={t('channels.kind')}>
          {(id) => (
            <select
              id={id}
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
          )}
        </Labelled>
        <Labelled label={t('channels.name')} className="min-w-48 flex-1">
          {(id) => (
            <input
              id={id}
              value={value.name}
              maxLength={CHANNEL_NAME_MAX}
              required
              className={FIELD_CLASS}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t('channels.language')}>
          {(id) => (
            <select
              id={id}
              value={value.language ?? ''}
              className={FIELD_CLASS}
              onChange={(e) =>
                set({ language: (e.target.value || null) as ChannelValue['language'] })
              }
            >
              <option value="">{channelLanguageLabel(t, null, restaurantLanguage)}</option>
              <option value="en">{channelLanguageLabel(t, 'en', restaurantLanguage)}</option>
              <option value="fr">{channelLanguageLabel(t, 'fr', restaurantLanguage)}</option>
            </select>
          )}
        </Labelled>
      </div>
      <Labelled
        label={t('channels.url')}
        help={
          editing
            ? t('channels.urlKeep', { hint: urlHint ?? '' })
            : t(`channels.urlHelp.${value.kind}`)
        }
      >
        {(id, helpId) => (
          <input
            id={id}
            type="url"
            value={value.url}
            required={!editing}
            aria-describedby={helpId}
            className={FIELD_CLASS}
            onChange={(e) => set({ url: e.target.value })}
          />
        )}
      </Labelled>
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
          <div className="sm:pl-6">
            <LocationPicker
              multiple
              label={t('channels.someLocations')}
              locations={locations}
              value={value.location_ids}
              onChange={(ids) => set({ location_ids: ids })}
              testId="channel-locations"
            />
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
