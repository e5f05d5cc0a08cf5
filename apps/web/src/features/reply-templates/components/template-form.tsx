import { RATING_CLASSES } from '@tableside/domain/ratings';
import type { TTemplateInput } from '@tableside/domain/schemas/reply-templates';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PLACEHOLDERS,
} from '@tableside/domain/reply-templates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { Labelled } from '../../../components/ui/labelled.tsx';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';

/** One template's fields; the placeholder buttons add a placeholder at the end of the body. */
export function TemplateForm({
  initial,
  locations,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: TTemplateInput;
  locations: readonly { id: string; name: string }[];
  pending: boolean;
  onSubmit: (input: TTemplateInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<TTemplateInput>) => setValue((v) => ({ ...v, ...patch }));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...value, name: value.name.trim(), body: value.body.trim() });
  }
  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="template-form"
    >
      <div className="flex flex-wrap gap-3">
        <Labelled label={t('templates.name')} className="min-w-48 flex-1">
          {(id) => (
            <input
              id={id}
              value={value.name}
              maxLength={TEMPLATE_NAME_MAX}
              required
              className={FIELD_CLASS}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t('templates.language')}>
          {(id) => (
            <select
              id={id}
              value={value.language}
              className={FIELD_CLASS}
              onChange={(e) => set({ language: e.target.value as TTemplateInput['language'] })}
            >
              <option value="en">{t('templates.english')}</option>
              <option value="fr">{t('templates.french')}</option>
            </select>
          )}
        </Labelled>
        <LocationPicker
          label={t('templates.location')}
          locations={locations}
          value={value.location_id}
          onChange={(id) => set({ location_id: id })}
          emptyLabel={t('templates.everyLocation')}
        />
        {/* The drafting engines offer a template only to the reviews it answers. */}
        <Labelled label={t('templates.ratingClass')}>
          {(id) => (
            <select
              id={id}
              value={value.rating_class ?? ''}
              className={FIELD_CLASS}
              onChange={(e) =>
                set({ rating_class: (e.target.value || null) as TTemplateInput['rating_class'] })
              }
            >
              <option value="">{t('templates.ratingClasses.any')}</option>
              {RATING_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t(`templates.ratingClasses.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      </div>
      <Labelled label={t('templates.body')} help={t('templates.hint')}>
        {(id, helpId) => (
          <textarea
            id={id}
            rows={4}
            value={value.body}
            maxLength={TEMPLATE_BODY_MAX}
            required
            aria-describedby={helpId}
            className={`${FIELD_CLASS} resize-y`}
            onChange={(e) => set({ body: e.target.value })}
          />
        )}
      </Labelled>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('templates.placeholders')}>
        {TEMPLATE_PLACEHOLDERS.map((p) => (
          <Button
            key={p}
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => set({ body: `${value.body}{${p}}` })}
          >
            {`{${p}}`}
          </Button>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending} data-testid="template-save">
          {t('templates.save')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('templates.cancel')}
        </Button>
      </div>
    </form>
  );
}
