import {
  REQUEST_BODY_MAX,
  REQUEST_LINKS_MAX,
  REQUEST_SUBJECT_MAX,
} from '@tableside/domain/review-requests';
import type {
  TRequestSettings,
  TRequestSettingsInput,
} from '@tableside/domain/schemas/review-requests';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useSaveRequestSettings } from '../api/review-requests-api.ts';
import { LinksEditor } from './links-editor.tsx';

type Locations = readonly { id: string; name: string }[];

const inputOf = ({ google_links: _google, ...input }: TRequestSettings): TRequestSettingsInput =>
  input;

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        required
        value={props.value}
        className={`${FIELD_CLASS} w-28`}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}

/** The whole settings, saved at once (docs/product/review-requests.md#settings). */
export function SettingsForm({
  restaurantId,
  settings,
  locations,
}: {
  restaurantId: string;
  settings: TRequestSettings;
  locations: Locations;
}) {
  const { t } = useTranslation('dashboard');
  const save = useSaveRequestSettings(restaurantId);
  const [value, setValue] = useState(() => inputOf(settings));
  const set = (patch: Partial<TRequestSettingsInput>) => setValue((v) => ({ ...v, ...patch }));
  const setWords = (lang: 'en' | 'fr', patch: Partial<{ subject: string; body: string }>) =>
    set({ templates: { ...value.templates, [lang]: { ...value.templates[lang], ...patch } } });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ ...value, sender_name: value.sender_name?.trim() || null });
  }
  const locationName = (id: string) => locations.find((l) => l.id === id)?.name ?? '';
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" data-testid="request-settings">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        {t('reviewRequests.enabled')}
      </label>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('reviewRequests.noGating')}</p>
      <div className="flex flex-wrap gap-4">
        <NumberField
          label={t('reviewRequests.delay')}
          value={value.delay_hours}
          min={0}
          max={720}
          onChange={(n) => set({ delay_hours: n })}
        />
        <NumberField
          label={t('reviewRequests.quietStart')}
          value={value.quiet_start_hour}
          min={0}
          max={23}
          onChange={(n) => set({ quiet_start_hour: n })}
        />
        <NumberField
          label={t('reviewRequests.quietEnd')}
          value={value.quiet_end_hour}
          min={0}
          max={23}
          onChange={(n) => set({ quiet_end_hour: n })}
        />
        <NumberField
          label={t('reviewRequests.period')}
          value={value.period_days}
          min={1}
          max={3650}
          onChange={(n) => set({ period_days: n })}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium">
          {t('reviewRequests.senderName')}
          <input
            value={value.sender_name ?? ''}
            maxLength={100}
            className={FIELD_CLASS}
            onChange={(e) => set({ sender_name: e.target.value })}
          />
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium">
          {t('reviewRequests.replyTo')}
          <input
            type="email"
            value={value.reply_to ?? ''}
            className={FIELD_CLASS}
            onChange={(e) => set({ reply_to: e.target.value || null })}
          />
        </label>
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {t('reviewRequests.placeholders')}
      </p>
      {(['en', 'fr'] as const).map((lang) => (
        <fieldset
          key={lang}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-medium">{t(`reviewRequests.words.${lang}`)}</legend>
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t('reviewRequests.subject')}
            <input
              value={value.templates[lang].subject}
              required
              maxLength={REQUEST_SUBJECT_MAX}
              className={FIELD_CLASS}
              onChange={(e) => setWords(lang, { subject: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t('reviewRequests.body')}
            <textarea
              value={value.templates[lang].body}
              required
              rows={5}
              maxLength={REQUEST_BODY_MAX}
              className={FIELD_CLASS}
              onChange={(e) => setWords(lang, { body: e.target.value })}
            />
          </label>
        </fieldset>
      ))}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('reviewRequests.links')}</h3>
        <ul className="text-sm" data-testid="google-links">
          {settings.google_links.length === 0 && <li>{t('reviewRequests.noGoogleLink')}</li>}
          {settings.google_links.map((g) => (
            <li key={g.location_id}>
              {t('reviewRequests.googleLink', { location: locationName(g.location_id) })}
            </li>
          ))}
        </ul>
        <LinksEditor
          links={value.links}
          locations={locations}
          max={REQUEST_LINKS_MAX}
          onChange={(links) => set({ links })}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('reviewRequests.save')}
        </Button>
        {save.isSuccess && (
          <p role="status" className="text-sm">
            {t('reviewRequests.saved')}
          </p>
        )}
        {save.isError && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {t(errorMessageKey(save.error))}
          </p>
        )}
      </div>
    </form>
  );
}
