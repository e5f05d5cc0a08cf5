import type { TMenuItem } from '@tableside/domain/schemas/insights';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import {
  deleteMenuItem,
  importMenuItems,
  saveMenuItem,
  type MenuItemInput,
} from '../api/insights-api.ts';
import { useCatalogueMutation, useMenuItems } from '../api/use-insights.ts';
import { parseAliases } from './aliases.ts';
import { AliasSuggestions } from './alias-suggestions.tsx';
import { AnalysisProgress } from './analysis-progress.tsx';
import { QueryState } from './query-state.tsx';
import { InsightTable } from './insight-table.tsx';
import { Section } from './section.tsx';

function ItemForm({ item, onDone }: { item?: TMenuItem; onDone?: () => void }) {
  const { t } = useTranslation('dashboard');
  const nameId = useId();
  const aliasId = useId();
  const [name, setName] = useState(item?.name ?? '');
  const [aliases, setAliases] = useState(item?.aliases.join(', ') ?? '');
  const save = useCatalogueMutation((input: MenuItemInput) => saveMenuItem(input, item?.id));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { name, aliases: parseAliases(aliases), location_id: item?.location_id ?? null },
      {
        onSuccess: () => {
          if (!item) {
            setName('');
            setAliases('');
          }
          onDone?.();
        },
      },
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-wrap items-end gap-2"
      data-testid={item ? 'menu-edit' : 'menu-add'}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={nameId} className="text-sm font-medium">
          {t('insights.menu.name')}
        </label>
        <input
          id={nameId}
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={FIELD_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={aliasId} className="text-sm font-medium">
          {t('insights.aliases')}
        </label>
        <input
          id={aliasId}
          value={aliases}
          onChange={(e) => setAliases(e.target.value)}
          className={FIELD_CLASS}
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {item ? t('insights.save') : t('insights.menu.add')}
      </Button>
      {save.isError && (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {t(errorMessageKey(save.error))}
        </p>
      )}
    </form>
  );
}

function ImportForm() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [text, setText] = useState('');
  const run = useCatalogueMutation(importMenuItems);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('insights.menu.importLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={FIELD_CLASS}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" disabled={run.isPending || !text.trim()}>
          {t('insights.menu.import')}
        </Button>
        {run.data && (
          <span role="status" className="text-sm">
            {t('insights.menu.imported', { created: run.data.created, skipped: run.data.skipped })}
          </span>
        )}
      </div>
    </form>
  );
}

/** The menu catalogue that mentions are matched against: add, edit, aliases, import. */
export function MenuCatalogue() {
  const { t } = useTranslation('dashboard');
  const items = useMenuItems();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useCatalogueMutation(deleteMenuItem);
  return (
    <Section title={t('insights.menu.catalogue')} actions={<AnalysisProgress />}>
      <ItemForm />
      <AliasSuggestions kind="menu" />
      <QueryState
        query={items}
        emptyTitle={t('insights.menu.catalogueEmptyTitle')}
        emptyDescription={t('insights.menu.catalogueEmptyDescription')}
      >
        {(rows) => (
          <InsightTable
            testId="menu-catalogue"
            rows={rows}
            rowKey={(item) => item.id}
            replaceRow={(item) =>
              editing === item.id && <ItemForm item={item} onDone={() => setEditing(null)} />
            }
            columns={[
              {
                header: t('insights.menu.name'),
                cell: (item) => item.name,
                className: 'font-medium',
              },
              { header: t('insights.aliases'), cell: (item) => item.aliases.join(', ') },
              {
                header: <span className="sr-only">{t('insights.actions')}</span>,
                className: 'text-right whitespace-nowrap',
                cell: (item) => (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(item.id)}
                      aria-label={t('insights.editItem', { name: item.name })}
                    >
                      {t('insights.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => remove.mutate(item.id)}
                      aria-label={t('insights.deleteItem', { name: item.name })}
                    >
                      {t('insights.delete')}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ImportForm />
    </Section>
  );
}
