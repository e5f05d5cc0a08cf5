import type { RouteAccess } from '@tableside/domain/access';
import { TEMPLATES_MAX } from '@tableside/domain/reply-templates';
import type { TTemplate, TTemplateInput } from '@tableside/domain/schemas/reply-templates';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGatedPanel } from '../../../components/plan-gated-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/templates-api.ts';
import { TemplateForm } from './template-form.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

type Section = {
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
  lang: 'en' | 'fr';
};

/**
 * Saved reply templates (docs/product/reviews-and-replies.md#reply-templates): the restaurant's
 * own replies, offered in the reply box with the guest's name, the dish and the colleague filled.
 */
export function ReplyTemplatesPanel({ access, ...section }: Section & { access: RouteAccess }) {
  const { t } = useTranslation('dashboard');
  return (
    <PlanGatedPanel
      id="reply-templates"
      title={t('templates.title')}
      description={t('templates.description')}
      access={access}
      upgrade={{ text: t('templates.upgrade'), testId: 'templates-upgrade' }}
    >
      <TemplatesEditor {...section} />
    </PlanGatedPanel>
  );
}

function TemplatesEditor({ restaurantId, locations, lang }: Section) {
  const { t } = useTranslation('dashboard');
  const templates = useTemplates(restaurantId);
  const save = useSaveTemplate(restaurantId);
  const remove = useDeleteTemplate(restaurantId);
  // The template being edited: an id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  if (templates.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (templates.isError) return <ErrorText error={templates.error} />;
  const locationName = (id: string | null) =>
    id === null ? t('templates.everyLocation') : (locations.find((l) => l.id === id)?.name ?? '');
  const submit = (id: string | null) => (input: TTemplateInput) =>
    save.mutate({ id, input }, { onSuccess: () => setEditing(null) });
  const form = (id: string | null, initial: TTemplateInput) => (
    <TemplateForm
      initial={initial}
      locations={locations}
      pending={save.isPending}
      onSubmit={submit(id)}
      onCancel={() => {
        setEditing(null);
        save.reset();
      }}
    />
  );
  const failure = save.error ?? remove.error;
  return (
    <div className="flex flex-col gap-3">
      {templates.data.length === 0 && editing !== 'new' && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('templates.empty')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {templates.data.map((tpl: TTemplate) =>
          editing === tpl.id ? (
            <li key={tpl.id}>{form(tpl.id, tpl)}</li>
          ) : (
            <li
              key={tpl.id}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
              data-testid="template-row"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {tpl.name}{' '}
                  <span className="text-xs font-normal text-slate-700 dark:text-slate-300">
                    {t(tpl.language === 'fr' ? 'templates.french' : 'templates.english')} ·{' '}
                    {locationName(tpl.location_id)} ·{' '}
                    {t(`templates.ratingClasses.${tpl.rating_class ?? 'any'}`)}
                  </span>
                </p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('templates.edit', { name: tpl.name })}
                    onClick={() => setEditing(tpl.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('templates.delete', { name: tpl.name })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(tpl.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              <p className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">
                {tpl.body}
              </p>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        form(null, { name: '', language: lang, location_id: null, rating_class: null, body: '' })
      ) : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={templates.data.length >= TEMPLATES_MAX}
            onClick={() => {
              save.reset();
              setEditing('new');
            }}
            data-testid="template-add"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('templates.add')}
          </Button>
        </div>
      )}
      {failure && <ErrorText error={failure} />}
    </div>
  );
}
